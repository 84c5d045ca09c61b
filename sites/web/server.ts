/**
 * `pnpm start`: one process serves the API (/api/*), the widget embeds (/embed/v{major}/* and
 * the kept releases /embed/<x.y.z>/*),
 * static files and every page.
 *
 * The API's `startServer` opens and migrates the database, mounts /api and calls our
 * `extend`, which adds, in order: the embed build (any origin, hashed chunks cached
 * forever), hashed build assets (cached forever), the other public files (short cache) and
 * the page cache and the React Router request handler for everything else, all behind gzip
 * for a browser that takes it. Every page request passes `pageRequestGuard` first (methods, paths, form
 * content types, the body limit), and every line the process writes is one JSON object.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath } from 'node:url';
import {
  APPLICATIONS_ENDPOINT,
  BODIES_RETRY_AFTER_SECONDS,
  BodySlots,
  TOO_MANY_REQUESTS,
  asSiteCall,
  clientIp,
  jsonLogger,
  loadConfig,
  mediaFiles,
  rateLimitWait,
  rateLimitsRepository,
  readMultipartToFile,
  startServer,
} from '@joognoo/api';
import {
  EMBED_BASE_PATH,
  EMBED_CORS_HEADERS,
  EMBED_NOT_FOUND_CACHE,
  EMBED_RELEASE_PATTERN,
  EMBED_VERSION,
  compareReleases,
  embedCacheControl,
  embedDir,
  embedMajors,
  embedReleaseCacheControl,
  embedReleasesDir,
  embedRootDir,
  isContentHashed,
} from '@joognoo/embed/assets';
import type { ServerBuild } from 'react-router';
import { APPLICATION_POST_BODY_LIMIT, APPLICATION_POST_PATTERN } from './app/lib/application-paths.ts';
import { compression } from './server/compression.ts';
import { embedFiles } from './server/embed-files.ts';
import { FileBodies } from './server/file-bodies.ts';
import { pageCache } from './server/page-cache.ts';
import { isBackOfficePath, reactRouterHandler } from './server/react-router.ts';
import { pageRequestGuard } from './server/request-guard.ts';
import { loadSiteConfig } from './server/site-config.ts';
import { staticFiles } from './server/static-files.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, process.env.WEB_BUILD_DIR ?? 'build');
const clientDir = path.join(buildDir, 'client');
const serverBuildPath = path.join(buildDir, 'server/index.js');

try {
  const config = loadConfig(process.env);
  const site = loadSiteConfig(process.env, config);
  const build = (await import(serverBuildPath)) as ServerBuild;
  // ---- The back office (sites/admin), mounted here until the composition root does it ----
  const adminBuildDir = path.resolve(here, '../admin', process.env.ADMIN_BUILD_DIR ?? 'build');
  const adminBuild = (await import(path.join(adminBuildDir, 'server/index.js'))) as ServerBuild;
  // Its page paths that take a larger body (the image upload), as its build says.
  const adminUploadPaths = (adminBuild.entry.module as { uploadPaths?: Record<string, number> }).uploadPaths ?? {};
  // ---- end of the back office's part ----
  if (!embedMajors(embedRootDir).includes(EMBED_VERSION)) {
    // `pnpm build` builds the embeds first (sites/embed, a dependency of this site); a bare
    // `pnpm start` on a fresh clone builds them here.
    jsonLogger.info({ msg: 'No widget embed build found: building it (pnpm --filter @joognoo/embed build)' });
    const result = spawnSync('pnpm', ['--filter', '@joognoo/embed', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The widget embed build failed (pnpm --filter @joognoo/embed build)');
  }
  // Loaders call our own API over loopback: the wildcard bind address is not dialable.
  const loopbackHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  await startServer({
    config,
    extend(app, { db, contentVersion }) {
      app.use(compression());
      // Anonymous pages are kept by URL and content version (the API's clock): the same bytes
      // for every visitor, a strong ETag, 304s; personal pages are private, no-store. First, so
      // a hit costs no file lookup (a kept page's path is no file: it was rendered).
      app.use(pageCache({ contentVersion, analytics: site.gaMeasurementId !== null }));
      // The back office's uploaded images at /media/<key> (from <DATA_DIR>/uploads), cached forever.
      app.use(mediaFiles({ db, config }));
      // The text files (assets, embeds, public files) are kept in memory, compressed once.
      const bodies = new FileBodies();
      app.use(
        embedFiles({
          root: embedRootDir,
          // Every major the build ships (dist/embed/v1/, v2/, ...), each at /embed/v{N}/.
          majors: embedMajors(embedRootDir),
          prefix: EMBED_BASE_PATH,
          cacheControl: embedCacheControl,
          notFoundCacheControl: EMBED_NOT_FOUND_CACHE,
          headers: EMBED_CORS_HEADERS,
          bodies,
          // Every kept release at /embed/<x.y.z>/ (EMBED_RELEASES_DIR, default dist/embed/).
          releases: {
            dir: embedReleasesDir(process.env),
            pattern: EMBED_RELEASE_PATTERN,
            cacheControl: embedReleaseCacheControl(),
            isContentHashed,
            compare: compareReleases,
          },
        }),
      );
      app.use(
        staticFiles({
          root: path.join(clientDir, 'assets'),
          prefix: '/assets',
          cacheControl: 'public, max-age=31536000, immutable',
          notFoundIsFinal: true,
          bodies,
        }),
      );
      // ---- The back office's hashed assets at /admin/assets (cached forever) ----
      app.use(
        staticFiles({
          root: path.join(adminBuildDir, 'client/assets'),
          prefix: '/admin/assets',
          cacheControl: 'public, max-age=31536000, immutable',
          notFoundIsFinal: true,
          bodies,
        }),
      );
      // ---- end of the back office's part ----
      app.use(staticFiles({ root: clientDir, prefix: '/', cacheControl: 'public, max-age=3600', bodies }));
      app.use(
        pageRequestGuard({
          bodyLimitBytes: config.bodyLimitBytes,
          logger: jsonLogger,
          // The back office's image upload form (5 MB images) is the one page post allowed past BODY_LIMIT_BYTES.
          uploadPaths: adminUploadPaths,
          // A job application without JavaScript carries the CV (up to 10 MB); one that is too
          // large is answered by its page, with the field's message.
          uploadPatterns: [{ pattern: APPLICATION_POST_PATTERN, limit: APPLICATION_POST_BODY_LIMIT, answersTooLarge: true }],
        }),
      );
      // Loaders and actions call our API over loopback for the visitor, forwarding their
      // address: those calls carry this process's site-call token, by which the API believes
      // that address (TRUST_PROXY may trust no proxy at all).
      app.use((ctx, next) => asSiteCall(next));
      // The pages' own count of each visitor's uploads in flight (the API counts its own).
      const uploadSlots = new BodySlots(config.requestLimits.bodiesPerAddress);
      const rateLimits = rateLimitsRepository(db);
      const loadContext: Parameters<typeof reactRouterHandler>[1] = (ctx) => ({
        siteUrl: site.siteUrl,
        gaMeasurementId: site.gaMeasurementId,
        embedDir,
        embedReleasesDir: embedReleasesDir(process.env),
        apiBaseUrl: `http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${ctx.req.socket.localPort}`,
        // The visitor's address as the API's rate limits see it (TRUST_PROXY applies).
        clientIp: clientIp(ctx, config.trustProxy),
        logger: jsonLogger,
        uploads: {
          applicationWait: () => rateLimitWait(rateLimits, { name: APPLICATIONS_ENDPOINT, limit: config.rateLimitLeads }, clientIp(ctx, config.trustProxy)),
          takeSlot: () => uploadSlots.take(clientIp(ctx, config.trustProxy)),
          slotRetryAfterSeconds: BODIES_RETRY_AFTER_SECONDS,
          tooManyRequests: TOO_MANY_REQUESTS,
          readForm: (request, options) =>
            readMultipartToFile(
              Object.fromEntries(request.headers),
              request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]),
              options,
            ),
        },
      });
      // ---- The back office's pages: /admin and below, with the same load context ----
      const adminHandler = reactRouterHandler(adminBuild, loadContext);
      app.use((ctx, next) => (isBackOfficePath(ctx.path) ? adminHandler(ctx, next) : next()));
      // ---- end of the back office's part ----
      app.use(reactRouterHandler(build, loadContext));
    },
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
