import type { Plugin } from 'vite';

const NO_COMPILER = '\0joognoo:lingui-without-dev-compiler';

/**
 * Keeps Lingui's ICU compiler out of the eager bundle. `@lingui/core` imports the compiler
 * statically but calls it only when `process.env.NODE_ENV !== 'production'` (a development
 * convenience for catalogs not compiled ahead). Ours are compiled at build time; the one
 * place that needs the compiler (an embedder's replacement text with ICU syntax) imports it
 * on demand. That dynamic import and core's static one are the same module, so the bundler
 * would keep the compiler (about 7 KB gzip) in the chunk that holds core. Production builds
 * give core an empty stand-in for that dev-only import instead.
 */
export function linguiWithoutDevCompiler(): Plugin {
  return {
    name: 'joognoo:lingui-without-dev-compiler',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@lingui/message-utils/compileMessage' && importer && /[\\/]@lingui[\\/]core[\\/]/.test(importer)) return NO_COMPILER;
      return undefined;
    },
    load(id) {
      return id === NO_COMPILER ? 'export const compileMessage = undefined;' : undefined;
    },
  };
}
