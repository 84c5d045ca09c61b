/**
 * The embed build: every widget's embed module plus `loader.js`, React aliased to
 * preact/compat, one shared `runtime` chunk. Output: `dist/embed/v1/` (see README), with
 * `embed-manifest.json` listing every file and its Subresource Integrity.
 *
 *   pnpm --filter @joognoo/widget-kit build:embed
 *
 * Adding a widget is one line in `embedWidgets`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { minifyCssTemplates } from './src/embed/minify-css-templates.ts';
import { EMBED_VERSION, type EmbedManifest, subresourceIntegrity } from './src/embed-assets.ts';

const kitDir = dirname(fileURLToPath(import.meta.url));
const packagesDir = resolve(kitDir, '..');

export interface EmbedWidget {
  /** Chunk name and element suffix: `newsletter` -> `<joognoo-newsletter>`, `chunks/newsletter-[hash].js`. */
  name: string;
  /** Absolute path of the module that calls `defineWidget`. */
  entry: string;
  /** Space reserved by the loader until the element is defined (match `defineWidget`'s `minHeight`). */
  minHeight?: number | string;
  /** Element names the module defines; default `[`joognoo-${name}`]`. */
  tags?: string[];
}

const widget = (name: string, minHeight?: number | string): EmbedWidget => ({
  name,
  entry: resolve(packagesDir, name, 'src/embed.ts'),
  minHeight,
});

export const embedWidgets: EmbedWidget[] = [
  widget('newsletter', 220),
  widget('contact-form', 760),
  widget('blog', 480),
  widget('job-board', 420),
  widget('case-studies', 560),
  // widget('integrations'),
];

export const embedOutDir = process.env.JOOGNOO_EMBED_OUT_DIR ?? resolve(kitDir, 'dist/embed', EMBED_VERSION);

const VIRTUAL_ID = 'virtual:joognoo-embed-widgets';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;

const tagsOf = (w: EmbedWidget) => w.tags ?? [`joognoo-${w.name}`];
const css = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** Widgets whose embed module exists (a widget still being written is skipped with a warning). */
export function availableWidgets(list: EmbedWidget[] = embedWidgets): EmbedWidget[] {
  return list.filter((w) => {
    if (existsSync(w.entry)) return true;
    console.warn(`[embed] skipping ${w.name}: ${w.entry} does not exist`);
    return false;
  });
}

/** `virtual:joognoo-embed-widgets`: tag name -> `{ load: () => import(entry), minHeight }`. */
function widgetMap(list: EmbedWidget[]): Plugin {
  return {
    name: 'joognoo:embed-widgets',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : undefined),
    load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return undefined;
      const entries = list.flatMap((w) =>
        tagsOf(w).map((tag) => {
          const min = w.minHeight === undefined ? '' : `,minHeight:${JSON.stringify(css(w.minHeight))}`;
          return `${JSON.stringify(tag)}:{load:()=>import(${JSON.stringify(w.entry)})${min}}`;
        }),
      );
      return `export default {${entries.join(',')}};`;
    },
  };
}

/**
 * Exact-id aliases: React -> preact/compat, signals-react -> signals (TOOLCHAIN.md), and
 * three size savers, each the subset of a library the widgets use, tested against it:
 * - `styled-components` -> src/embed/styled-lite.ts (same API subset and semantics, on the
 *   real stylis, resolved from styled-components' own dependencies);
 * - `ky` -> a fetch shim with the subset the api-client uses (src/embed/ky-lite.ts);
 * - `valibot` -> the functions the form schemas use (src/embed/valibot-lite.ts).
 * Package targets are resolved as if imported from widget-kit (which depends on preact,
 * @preact/signals and styled-components).
 */
function embedAliases(): Plugin {
  const anchor = resolve(kitDir, 'src/index.ts');
  const styledLite = resolve(kitDir, 'src/embed/styled-lite.ts');
  const aliases: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-runtime',
    '@preact/signals-react': '@preact/signals',
    '@preact/signals-react/runtime': resolve(kitDir, 'src/embed/signals-react-runtime.ts'),
    // JOOGNOO_EMBED_FULL_LIBS=1 builds with the real libraries (to compare, or to rule the
    // stand-ins out when a widget misbehaves).
    ...(process.env.JOOGNOO_EMBED_FULL_LIBS === '1'
      ? {}
      : {
          'styled-components': styledLite,
          ky: resolve(kitDir, 'src/embed/ky-lite.ts'),
          valibot: resolve(kitDir, 'src/embed/valibot-lite.ts'),
        }),
  };
  return {
    name: 'joognoo:embed-aliases',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id === 'stylis' && importer === styledLite) {
        const sc = await this.resolve('styled-components', anchor, { ...options, skipSelf: true });
        if (!sc) throw new Error('[embed] cannot resolve styled-components (for its stylis)');
        return this.resolve('stylis', sc.id, { ...options, skipSelf: true });
      }
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
 * Marks calls of `@joognoo/schemas`' own top-level functions (`text(...)`, `email(...)` of
 * fields.ts, used by contact.ts, ...) as pure, so the schemas a widget does not import are
 * tree-shaken (`export const x = helper(...)` would otherwise be kept for possible side
 * effects). Valibot's own functions are annotated already.
 */
function pureSchemaHelpers(): Plugin {
  const schemasDir = resolve(packagesDir, 'schemas/src');
  const helperNames = () => {
    const names = new Set<string>();
    for (const file of readdirSync(schemasDir)) {
      if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) continue;
      const code = readFileSync(resolve(schemasDir, file), 'utf8');
      for (const m of code.matchAll(/^(?:export )?function (\w+)\(/gm)) names.add(m[1]!);
    }
    return [...names];
  };
  let call: RegExp | undefined;
  return {
    name: 'joognoo:pure-schema-helpers',
    buildStart() {
      const names = helperNames();
      call = names.length ? new RegExp(`(?<!function )(?<![\\w.$])(${names.join('|')})\\(`, 'g') : undefined;
    },
    transform(code, id) {
      if (!call || !id.startsWith(schemasDir) || !/\.ts$/.test(id)) return undefined;
      return { code: code.replace(call, '/*@__PURE__*/$1('), map: null };
    },
  };
}

/**
 * Minifies the CSS text of styled-components templates in the workspace packages (the embed
 * build does not run babel-plugin-styled-components, whose `minify` would do it).
 */
function minifyCss(): Plugin {
  return {
    name: 'joognoo:minify-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(packagesDir) || /[\\/]node_modules[\\/]/.test(id) || !/\.tsx?$/.test(id)) return undefined;
      const out = minifyCssTemplates(code);
      return out === null ? undefined : { code: out, map: null };
    },
  };
}

/** node_modules and the shared workspace libraries a widget uses. */
const SHARED = /[\\/]node_modules[\\/]|[\\/]packages[\\/](ui|schemas|api-client|widget-kit)[\\/]src[\\/]/;
const LOADER = /[\\/]packages[\\/]widget-kit[\\/]src[\\/]loader(-core)?\.ts$/;

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
      const widgets: EmbedManifest['widgets'] = {};
      for (const w of list) {
        const chunk = chunks.find((c) => c.facadeModuleId === w.entry);
        if (chunk) widgets[w.name] = { tags: tagsOf(w), file: chunk.fileName, files: closure(chunk.fileName) };
      }
      const runtime = chunks.find((c) => c.name === 'runtime')?.fileName ?? null;
      const loader = byFile.get('loader.js');
      if (!loader) throw new Error('[embed] the build has no loader.js');
      // Same directory as loader.js, so its relative `import('./chunks/...')` resolve alike.
      const loaderHash = createHash('sha256').update(loader.code).digest('base64url').slice(0, 10);
      const pinnedLoader = `loader-${loaderHash}.js`;
      this.emitFile({ type: 'asset', fileName: pinnedLoader, source: loader.code });
      const integrity: Record<string, string> = { [pinnedLoader]: subresourceIntegrity(loader.code) };
      for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        integrity[chunk.fileName] = subresourceIntegrity(chunk.code);
      }
      const content: EmbedManifest = { version: EMBED_VERSION, loader: loader.fileName, pinnedLoader, runtime, widgets, integrity };
      this.emitFile({ type: 'asset', fileName: 'embed-manifest.json', source: `${JSON.stringify(content, null, 2)}\n` });
    },
  };
}

export default defineConfig(() => {
  const list = availableWidgets();
  return {
    publicDir: false,
    logLevel: 'warn',
    plugins: [widgetMap(list), embedAliases(), minifyCss(), pureSchemaHelpers(), manifest(list)],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: embedOutDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      lib: {
        entry: { loader: resolve(kitDir, 'src/loader.ts') },
        formats: ['es'],
        fileName: () => 'loader.js',
      },
      rolldownOptions: {
        onLog(level, log, handler) {
          // The entity schemas use valibot functions valibot-lite leaves out; no widget
          // imports them (they are tree-shaken), so their "undefined import" notes are noise.
          if (log.code === 'IMPORT_IS_UNDEFINED' && /[\\/]schemas[\\/]src[\\/]entities\.ts/.test(log.id ?? log.message)) return;
          handler(level, log);
        },
        output: {
          minify: true,
          chunkFileNames: (chunk) => {
            const w = list.find((x) => x.entry === chunk.facadeModuleId);
            return `chunks/${w ? w.name : '[name]'}-[hash].js`;
          },
          // One shared `runtime` chunk: every dependency and workspace library used by two or
          // more widgets. Code only one widget uses stays in that widget's chunk.
          codeSplitting: {
            groups: [{ name: 'runtime', test: (id) => SHARED.test(id) && !LOADER.test(id), minShareCount: 2 }],
          },
        },
      },
    },
  };
});
