import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (several engineers, CI shards) keep separate outputs.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every page is rendered on the server (server.ts mounts the handler in Koa) and hydrated.
  ssr: true,
} satisfies Config;
