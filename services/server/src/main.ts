/**
 * `pnpm start`: the one process that serves everything on one port. It opens the database
 * and builds the API's app (`openApi`: every answer gets the API's security headers, /api is
 * answered there), then adds, in order:
 *
 * 1. gzip for a browser that takes it (around everything below, which compresses nothing itself);
 * 2. the page cache: a kept anonymous page costs no file lookup (its path is no file);
 * 3. the back office's uploaded images at /media/<key>;
 * 4. the widget embeds at /embed/v{N}/ and the kept releases at /embed/<x.y.z>/;
 * 5. the hashed build assets (cached forever), then the other public files (short cache);
 * 6. the page request guard (methods, paths, form content types, body limits);
 * 7. site calls: loaders call the API over loopback for the visitor;
 * 8. the React Router apps: the back office for /admin and below, the public site for the rest.
 *
 * Every line the process writes is one JSON object; a failed start prints one clear line.
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
  openApi,
  rateLimitWait,
  rateLimitsRepository,
  readMultipartToFile,
  serve,
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
import { compression } from '@joognoo/http-cache';
import { PAGE_UPLOADS, type SiteLoadContext } from '@joognoo/web/hosting';
import type { Context } from 'koa';
import { embedFiles } from './embed-files.ts';
import { FileBodies } from './file-bodies.ts';
import { pageCache } from './page-cache.ts';
import { isBackOfficePath, loadReactRouterBuild, reactRouterHandler, type ReactRouterBuild } from './react-router.ts';
import { pageRequestGuard } from './request-guard.ts';
import { loadSiteConfig } from './site-config.ts';
import { staticFiles } from './static-files.ts';

const sitesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sites');
/** The public site's build: WEB_BUILD_DIR (relative to sites/web), default sites/web/build. */
const webBuildDir = path.resolve(sitesDir, 'web', process.env.WEB_BUILD_DIR ?? 'build');
const adminBuildDir = path.join(sitesDir, 'admin/build');
/** Hashed file names: a new build has new names, so a name is cached forever. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';

try {
  const config = loadConfig(process.env);
  const site = loadSiteConfig(process.env, config);
  const web = await loadReactRouterBuild(webBuildDir);
  const admin = await loadReactRouterBuild(adminBuildDir);
  // The back office's page posts that may carry more than BODY_LIMIT_BYTES (its image upload), as
  // its build declares them: this process never imports the back office's code.
  const adminUploadPaths = (admin.build.entry.module as { uploadPaths?: Record<string, number> }).uploadPaths ?? {};
  if (!embedMajors(embedRootDir).includes(EMBED_VERSION)) {
    // `pnpm build` builds the embeds first (sites/embed, a dependency of the site); a bare
    // `pnpm start` on a fresh clone builds them here.
    jsonLogger.info({ msg: 'No widget embed build found: building it (pnpm --filter @joognoo/embed build)' });
    const result = spawnSync('pnpm', ['--filter', '@joognoo/embed', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The widget embed build failed (pnpm --filter @joognoo/embed build)');
  }
  // Loaders call our own API over loopback: the wildcard bind address is not dialable.
  const loopbackHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  const api = await openApi({ config });
  const { app, db, contentVersion } = api;
  app.use(compression());
  // Anonymous pages are kept by URL and content version (the API's clock): the same bytes
  // for every visitor, a strong ETag, 304s; personal pages are private, no-store.
  app.use(pageCache({ contentVersion, analytics: site.gaMeasurementId !== null }));
  // The back office's uploaded images at /media/<key> (from <DATA_DIR>/uploads), cached forever.
  app.use(mediaFiles({ db, config: api.config }));
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
  const hashedAssets = (prefix: string, { clientDir }: ReactRouterBuild) =>
    staticFiles({ root: path.join(clientDir, 'assets'), prefix, cacheControl: HASHED_ASSETS_CACHE, notFoundIsFinal: true, bodies });
  app.use(hashedAssets('/admin/assets', admin));
  app.use(hashedAssets('/assets', web));
  app.use(staticFiles({ root: web.clientDir, prefix: '/', cacheControl: 'public, max-age=3600', bodies }));
  app.use(
    pageRequestGuard({
      bodyLimitBytes: api.config.bodyLimitBytes,
      logger: jsonLogger,
      uploadPaths: { ...PAGE_UPLOADS.paths, ...adminUploadPaths },
      uploadPatterns: PAGE_UPLOADS.patterns,
    }),
  );
  // Loaders and actions call our API over loopback for the visitor, forwarding their
  // address: those calls carry this process's site-call token, by which the API believes
  // that address (TRUST_PROXY may trust no proxy at all).
  app.use((ctx, next) => asSiteCall(next));
  // The pages' own count of each visitor's uploads in flight (the API counts its own).
  const uploadSlots = new BodySlots(api.config.requestLimits.bodiesPerAddress);
  const rateLimits = rateLimitsRepository(db);
  /** What every loader and action of both apps gets as `context`. */
  const loadContext = (ctx: Context): Omit<SiteLoadContext, 'inlineCodeMarker'> => ({
    siteUrl: site.siteUrl,
    gaMeasurementId: site.gaMeasurementId,
    embedDir,
    embedReleasesDir: embedReleasesDir(process.env),
    apiBaseUrl: `http://${loopbackHost.includes(':') ? `[${loopbackHost}]` : loopbackHost}:${ctx.req.socket.localPort}`,
    // The visitor's address as the API's rate limits see it (TRUST_PROXY applies).
    clientIp: clientIp(ctx, api.config.trustProxy),
    logger: jsonLogger,
    uploads: {
      applicationWait: () =>
        rateLimitWait(rateLimits, { name: APPLICATIONS_ENDPOINT, limit: api.config.rateLimitLeads }, clientIp(ctx, api.config.trustProxy)),
      takeSlot: () => uploadSlots.take(clientIp(ctx, api.config.trustProxy)),
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
  app.use(reactRouterHandler(admin.build, loadContext, { paths: isBackOfficePath }));
  app.use(reactRouterHandler(web.build, loadContext));

  await serve(api);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
