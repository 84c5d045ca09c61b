import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // ADMIN_BUILD_DIR lets parallel builds (several engineers, CI shards) keep separate outputs.
  buildDirectory: process.env.ADMIN_BUILD_DIR ?? 'build',
  // Every page under /admin: the server mounts this app there, beside the public site.
  basename: '/admin',
  // Every page is rendered on the server and hydrated.
  ssr: true,
} satisfies Config;
