import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  // Every page is rendered on the server (server.ts mounts the handler in Koa) and hydrated.
  ssr: true,
} satisfies Config;
