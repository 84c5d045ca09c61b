/**
 * The embed build: every widget's embed module plus `loader.js`, React aliased to
 * preact/compat, one shared `runtime` chunk, and `embed.css`. Output: the release
 * `dist/embed/<version>/` (kept for ever, see scripts/publish-release.ts) and `dist/embed/v1/`
 * (the latest), with `embed-manifest.json` naming the version and build date and listing every
 * file and its Subresource Integrity (see README).
 *
 *   pnpm --filter @joognoo/embed build
 *
 * Adding a widget is one line in `embedWidgets` (and a dependency in package.json).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { defineConfig, type Plugin } from 'vite';
import { linguiWithoutDevCompiler } from '../../vite.lingui.ts';
import {
  EMBED_RELEASE,
  EMBED_VERSION,
  type EmbedManifest,
  embedReleasesDir,
  embedRootDir,
  releaseMajor,
  subresourceIntegrity,
} from './src/assets.ts';
import { publishRelease } from './scripts/publish-release.ts';

const embedDir = dirname(fileURLToPath(import.meta.url));
/** Resolves package specifiers as this package's sources import them. */
const requireHere = createRequire(resolve(embedDir, 'package.json'));

export interface EmbedWidget {
  /** Chunk name and element suffix: `newsletter` -> `<joognoo-newsletter>`, `chunks/newsletter-[hash].js`. */
  name: string;
  /** Absolute path of the module that defines the element: the package's `./embed` entry, or a host module of this app that imports it. */
  entry: string;
  /** Space reserved by the loader until the element is defined (match `defineWidget`'s `minHeight`). */
  minHeight?: number | string;
  /** Element names the module defines; default `[`joognoo-${name}`]`. */
  tags?: string[];
  /**
   * The widget, or one it hosts, has forms (its catalog's `forms`): a page in another language
   * also fetches the schemas' validation and outcome texts. `embed-size.test.ts` holds the two equal.
   */
  forms: boolean;
}

/** `@joognoo/<name>/embed`, resolved from this package (a missing dependency fails the build here). */
const widget = (name: string, minHeight: number | string | undefined, { forms }: { forms: boolean }): EmbedWidget => ({
  name,
  entry: requireHere.resolve(`@joognoo/${name}/embed`),
  minHeight,
  forms,
});

export const embedWidgets: EmbedWidget[] = [
  widget('newsletter', 202, { forms: true }),
  widget('contact-form', 731, { forms: true }),
  // The bundle is the blog's host: it fills the blog's newsletter slot (src/hosts/blog.ts).
  { ...widget('blog', 480, { forms: true }), entry: resolve(embedDir, 'src/hosts/blog.ts') },
  widget('job-board', 420, { forms: true }),
  widget('case-studies', 560, { forms: false }),
  widget('integrations', 900, { forms: true }),
];

/**
 * The release this build makes: `sites/embed/package.json`'s version; `JOOGNOO_EMBED_RELEASE`
 * overrides it for the tests that build two releases.
 */
export const embedRelease = process.env.JOOGNOO_EMBED_RELEASE ?? EMBED_RELEASE;
if (releaseMajor(embedRelease) !== EMBED_VERSION) {
  throw new Error(`[embed] release ${embedRelease} is not of ${EMBED_VERSION}: a new major changes EMBED_VERSION (src/assets.ts) too`);
}
/** Parent of `v1/` and, by default, of the released versions (`JOOGNOO_EMBED_ROOT_DIR` for tests). */
const rootDir = process.env.JOOGNOO_EMBED_ROOT_DIR ? resolve(process.env.JOOGNOO_EMBED_ROOT_DIR) : embedRootDir;
/** Where the releases are kept: `EMBED_RELEASES_DIR`, default the root (`dist/embed/<version>/`). */
const releasesDir = process.env.JOOGNOO_EMBED_ROOT_DIR && !process.env.EMBED_RELEASES_DIR ? rootDir : embedReleasesDir();
/**
 * `JOOGNOO_EMBED_OUT_DIR`: just the files, in that directory (the size and bundle tests).
 * Otherwise a staging directory that `publishRelease` turns into the release and `v1/`.
 */
const plainOutDir = process.env.JOOGNOO_EMBED_OUT_DIR;
export const embedOutDir = plainOutDir ?? resolve(rootDir, '.staging');

/** `src/embed.css`: the `:not(:defined)` rules a partner page adds (served as `embed.css`). */
const EMBED_CSS = resolve(embedDir, 'src/embed.css');

const VIRTUAL_ID = 'virtual:joognoo-embed-widgets';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** `virtual:joognoo-embed-widget/<name>`: what the loader imports for a widget (see `widgetMap`). */
const WIDGET_PREFIX = 'virtual:joognoo-embed-widget/';
const widgetModule = (w: EmbedWidget) => `\0${WIDGET_PREFIX}${w.name}`;

const tagsOf = (w: EmbedWidget) => w.tags ?? [`joognoo-${w.name}`];
const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * `virtual:joognoo-embed-widgets`: tag name -> `{ load: () => import(widget), minHeight }`,
 * where each widget is `virtual:joognoo-embed-widget/<name>`, a module that only imports the
 * widget's entry (`import "<entry>"`). The loader needs an entry for its side effect (it
 * defines the element), never its exports: imported for itself, each entry's exports (its
 * element declaration, tag, reserved heights) and what they pull from the runtime would stay
 * in the chunks as the module namespace of the `import()`.
 */
function widgetMap(list: EmbedWidget[]): Plugin {
  return {
    name: 'joognoo:embed-widgets',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : id.startsWith(WIDGET_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      const w = list.find((x) => widgetModule(x) === id);
      if (w) return `import ${JSON.stringify(w.entry)};`;
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      const entries = list.flatMap((x) =>
        tagsOf(x).map((tag) => {
          const min = x.minHeight === undefined ? '' : `,minHeight:${JSON.stringify(css(x.minHeight))}`;
          return `${JSON.stringify(tag)}:{load:()=>import(${JSON.stringify(`${WIDGET_PREFIX}${x.name}`)})${min}}`;
        }),
      );
      return `export default {${entries.join(',')}};`;
    },
  };
}

/**
 * Exact-id aliases, the only ones: React -> preact/compat, signals-react -> signals (their
 * runtime hook -> a no-op, src/signals-react-runtime.ts). styled-components, valibot and ky
 * are the real libraries, as in the npm build. Targets resolve from this package.
 */
function embedAliases(): Plugin {
  const anchor = resolve(embedDir, 'src/loader.ts');
  const aliases: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
    '@preact/signals-react': '@preact/signals',
    '@preact/signals-react/runtime': resolve(embedDir, 'src/signals-react-runtime.ts'),
  };
  return {
    name: 'joognoo:embed-aliases',
    enforce: 'pre',
    async resolveId(id, _importer, options) {
      const target = aliases[id];
      if (!target) return undefined;
      if (target.startsWith('/')) return target;
      const resolved = await this.resolve(target, anchor, { ...options, skipSelf: true });
      if (!resolved) throw new Error(`[embed] cannot resolve ${target} (alias of ${id})`);
      return resolved;
    },
  };
}

/**
 * babel-plugin-styled-components over the workspace sources that import styled-components,
 * for its `minify` only: the CSS text of the templates loses its whitespace and comments.
 * No display names, file names or SSR ids (the embed renders on the client only), and the
 * templates stay tagged templates (`transpileTemplateLiterals` makes the gzip bigger).
 */
function minifyStyledTemplates(): Plugin {
  const options = { ssr: false, displayName: false, fileName: false, minify: true, transpileTemplateLiterals: false, pure: false };
  return {
    name: 'joognoo:styled-components-babel',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || /[\\/]node_modules[\\/]/.test(file) || !code.includes('styled-components')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', options]],
      });
      return result?.code ? { code: result.code, map: null } : null;
    },
  };
}

/**
 * Drops the `X.displayName = 'X';` statements of the workspace sources (ui's components set
 * about twenty). A display name only names a component in the React/Preact developer tools,
 * which the embed never loads (no `preact/debug`); nothing reads it at run time
 * (styled-components derives its class names from its own counter, not from the wrapped
 * component's name). The npm build keeps them.
 */
function dropDisplayNames(): Plugin {
  const statement = /^[A-Za-z_$][\w$]*\.displayName = '[^'\n]*';$/gm;
  return {
    name: 'joognoo:drop-display-names',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || /[\\/]node_modules[\\/]/.test(file) || !code.includes('.displayName = ')) return null;
      return { code: code.replace(statement, ''), map: null };
    },
  };
}

/** node_modules and the shared workspace libraries a widget uses. */
const SHARED = /[\\/]node_modules[\\/]|[\\/]packages[\\/](ui|schemas|api-client|widget-kit)[\\/]src[\\/]/;
/**
 * The job application's contract and upload code: used only once a job's page
 * shows its form (two lazily loaded chunks share them), so one chunk of their own, never the runtime.
 */
const APPLICATION = /[\\/]packages[\\/](schemas|api-client)[\\/]src[\\/]application\.ts$/;
/**
 * The proof-of-work solver (api-client's proof-of-work.ts and altcha-lib): loaded only when
 * the API answers a write with a challenge (a form over its site-wide ceiling), so one chunk
 * of its own, never the runtime: the normal path downloads none of it.
 */
const PROOF_OF_WORK = /[\\/]packages[\\/]api-client[\\/]src[\\/]proof-of-work\.ts$|[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?altcha-lib[\\/]/;
/**
 * Lingui's ICU compiler (with its parser): fetched only when an embedder's replacement text
 * uses ICU syntax (see vite.lingui.ts).
 */
const ICU_COMPILER =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:@lingui[\\/]message-utils|@messageformat[\\/]parser|moo)[\\/]|[\\/]widget-kit[\\/]src[\\/]i18n[\\/]compile-message\.ts$/;
/**
 * The catalogs of the languages other than English: each a chunk fetched by a page that
 * speaks it, named `chunks/<locale>-<package>-[hash].js` (`ar-newsletter`, `ar-widget-kit`).
 */
const OTHER_LANGUAGES = /[\\/]packages[\\/]([a-z-]+)[\\/]src[\\/]locales[\\/](?!en[\\/])([a-z-]+)[\\/]messages\.ts$/;

/** `{ locale, pkg }` of a chunk that holds one package's catalog of a language other than English. */
function catalogOf(chunk: { moduleIds: readonly string[] }): { locale: string; pkg: string } | undefined {
  const match = chunk.moduleIds.length === 1 ? OTHER_LANGUAGES.exec(chunk.moduleIds[0]!) : null;
  return match ? { pkg: match[1]!, locale: match[2]! } : undefined;
}
/** ui's icon set: only the listing widgets draw icons; the two form widgets need none. */
const ICONS = /[\\/]packages[\\/]ui[\\/]src[\\/]icon\.tsx$/;
/** ui's page shell (the detail pages' parts): only the listing widgets show pages; the form widgets need none. */
const DETAIL_PAGE = /[\\/]packages[\\/]ui[\\/]src[\\/]detail-page\.tsx$/;

/**
 * `embed-manifest.json`: the loader, the runtime and, per widget, its chunk and every chunk
 * it imports statically (what a page with that widget downloads), and the Subresource
 * Integrity of every file. Also emits `loader-[hash].js`, the loader's bytes under an
 * immutable name that partners pin with `integrity` (`loader.js` changes with each release).
 * Used by the size check; a host can use it for `<link rel="modulepreload">` hints.
 */
function manifest(list: EmbedWidget[]): Plugin {
  return {
    name: 'joognoo:embed-manifest',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()): string[] => {
        if (seen.has(file)) return [];
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return [...seen];
      };
      // The catalogs a page's code fetches when it speaks a language other than English (the
      // schemas' only for a widget with forms, though the shared runtime can import them).
      const languagesOf = (files: string[], forms: boolean): Record<string, string[]> => {
        const languages: Record<string, string[]> = {};
        for (const file of files) {
          for (const dynamic of byFile.get(file)?.dynamicImports ?? []) {
            const catalog = byFile.get(dynamic) && catalogOf(byFile.get(dynamic)!);
            if (catalog && (forms || catalog.pkg !== 'schemas')) (languages[catalog.locale] ??= []).push(dynamic);
          }
        }
        for (const catalogs of Object.values(languages)) catalogs.sort();
        return languages;
      };
      const widgets: EmbedManifest['widgets'] = {};
      for (const w of list) {
        const chunk = chunks.find((c) => c.facadeModuleId === widgetModule(w));
        if (!chunk) continue;
        const files = closure(chunk.fileName);
        widgets[w.name] = { tags: tagsOf(w), file: chunk.fileName, files, languages: languagesOf(files, w.forms) };
      }
      const runtime = chunks.find((c) => c.name === 'runtime')?.fileName ?? null;
      const loader = byFile.get('loader.js');
      if (!loader) throw new Error('[embed] the build has no loader.js');
      // Same directory as loader.js, so its relative `import('./chunks/...')` resolve alike.
      const loaderHash = createHash('sha256').update(loader.code).digest('base64url').slice(0, 10);
      const pinnedLoader = `loader-${loaderHash}.js`;
      this.emitFile({ type: 'asset', fileName: pinnedLoader, source: loader.code });
      const stylesheet = 'embed.css';
      const css = readFileSync(EMBED_CSS, 'utf8');
      this.emitFile({ type: 'asset', fileName: stylesheet, source: css });
      const integrity: Record<string, string> = { [stylesheet]: subresourceIntegrity(css), [pinnedLoader]: subresourceIntegrity(loader.code) };
      for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        integrity[chunk.fileName] = subresourceIntegrity(chunk.code);
      }
      const content: EmbedManifest = {
        version: embedRelease,
        major: EMBED_VERSION,
        buildDate: buildDate(),
        loader: loader.fileName,
        pinnedLoader,
        stylesheet,
        runtime,
        widgets,
        integrity,
      };
      this.emitFile({ type: 'asset', fileName: 'embed-manifest.json', source: `${JSON.stringify(content, null, 2)}\n` });
    },
  };
}

/** Now, or `SOURCE_DATE_EPOCH` (seconds) for a reproducible build. */
function buildDate(): string {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return new Date(Number.isFinite(epoch) && process.env.SOURCE_DATE_EPOCH ? epoch * 1000 : Date.now()).toISOString();
}

/** After the files are written: the staging build becomes the release and `v1/` (unless `JOOGNOO_EMBED_OUT_DIR`). */
function publish(): Plugin {
  return {
    name: 'joognoo:embed-publish',
    closeBundle: {
      order: 'post',
      handler() {
        if (plainOutDir) return;
        publishRelease({ stagingDir: embedOutDir, rootDir, releasesDir, log: (message) => console.log(message) });
      },
    },
  };
}

export default defineConfig(() => {
  const list = embedWidgets;
  return {
    publicDir: false,
    logLevel: 'warn',
    plugins: [linguiWithoutDevCompiler(), widgetMap(list), embedAliases(), dropDisplayNames(), minifyStyledTemplates(), manifest(list), publish()],
    define: {
      'process.env.NODE_ENV': '"production"',
      // styled-components' own settings, fixed at build time as in its production default
      // (a `data-styled` attribute, CSSOM insertion): otherwise it reads them at run time from
      // a partner page's globals (`SC_DISABLE_SPEEDY`, a `process.env` some pages polyfill),
      // which could change how the widgets' styles are written, and the reading code ships.
      'process.env.SC_ATTR': 'undefined',
      'process.env.REACT_APP_SC_ATTR': 'undefined',
      SC_DISABLE_SPEEDY: 'false',
    },
    build: {
      outDir: embedOutDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: { loader: resolve(embedDir, 'src/loader.ts') },
        formats: ['es'],
        fileName: () => 'loader.js',
      },
      rolldownOptions: {
        output: {
          minify: true,
          // The minified chunks keep no comments but legal ones: the `@__PURE__` /
          // `@__NO_SIDE_EFFECTS__` annotations are hints for this bundler's tree-shaking, done
          // by then (about 1,000 of them, 17 bytes each, in the embed's chunks).
          comments: { legal: true, annotation: false, jsdoc: false },
          // Which release a page runs, for support: the first line of loader.js (a few bytes).
          postBanner: (chunk) => (chunk.isEntry ? `/*! Joognoo embed ${embedRelease} */` : ''),
          chunkFileNames: (chunk) => {
            const w = list.find((x) => widgetModule(x) === chunk.facadeModuleId);
            const catalog = catalogOf(chunk);
            return `chunks/${w ? w.name : catalog ? `${catalog.locale}-${catalog.pkg}` : '[name]'}-[hash].js`;
          },
          // One shared `runtime` chunk: every dependency and workspace library used by two or
          // more widgets. Code only one widget uses stays in that widget's chunk. The icon set
          // is a chunk of its own, shared by the widgets that draw icons: in the runtime it
          // would put the newsletter page over its budget (42.9 KB against 41.8 KB now), and
          // cut finer (every listing-only module apart) the per-chunk overhead puts a second
          // listing widget over its 8 KB (measured in the sites/embed README).
          codeSplitting: {
            groups: [
              {
                name: 'runtime',
                test: (id) =>
                  SHARED.test(id) &&
                  !ICONS.test(id) &&
                  !DETAIL_PAGE.test(id) &&
                  !APPLICATION.test(id) &&
                  !PROOF_OF_WORK.test(id) &&
                  !ICU_COMPILER.test(id) &&
                  !OTHER_LANGUAGES.test(id),
                minShareCount: 2,
              },
              { name: 'application', test: (id) => APPLICATION.test(id) },
              { name: 'proof-of-work', test: (id) => PROOF_OF_WORK.test(id) },
              { name: 'icu-compiler', test: (id) => ICU_COMPILER.test(id) },
              { name: 'icons', test: (id) => ICONS.test(id), minShareCount: 2 },
              { name: 'detail-page', test: (id) => DETAIL_PAGE.test(id), minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
});
