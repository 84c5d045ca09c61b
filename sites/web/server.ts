/**
 * `pnpm start`: one process serves the API (/api/*), static files and every page.
 *
 * The API's `startServer` opens and migrates the database, mounts /api and calls our
 * `extend`, which adds, in order: hashed build assets (cached forever), the other public
 * files (short cache) and the React Router request handler for everything else.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer } from '@joognoo/api';
import type { ServerBuild } from 'react-router';
import { reactRouterHandler } from './server/react-router.ts';
import { loadSiteConfig } from './server/site-config.ts';
import { staticFiles } from './server/static-files.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.WEB_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuildPath = path.join(buildDir, 'server/index.js');

try {
  const config = loadConfig(process.env);
  const site = loadSiteConfig(process.env);
  const build = (await import(serverBuildPath)) as ServerBuild;
  // Loaders call our own API over loopback: the wildcard bind address is not dialable.
  const loopbackHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  await startServer({
    config,
    extend(app) {
      app.use(
        staticFiles({
          root: path.join(clientDir, 'assets'),
          prefix: '/assets',
          cacheControl: 'public, max-age=31536000, immutable',
          notFoundIsFinal: true,
        }),
      );
      app.use(staticFiles({ root: clientDir, prefix: '/', cacheControl: 'public, max-age=3600' }));
      app.use(
        reactRouterHandler(build, (ctx) => ({
          siteUrl: site.siteUrl,
          gaMeasurementId: site.gaMeasurementId,
          apiBaseUrl: `http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${ctx.req.socket.localPort}`,
        })),
      );
    },
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
