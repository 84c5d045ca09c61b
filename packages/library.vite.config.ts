/**
 * The npm build of every published package, one config for all ten. Run from a package
 * directory (`vite build -c ../library.vite.config.ts`, the package's `build` script); it
 * reads that package's `package.json` and builds every entry of `publishConfig.exports`:
 *
 *   "./embed": { "types": "./dist/embed.d.ts", "import": "./dist/embed.js" }
 *   -> src/embed.ts built to dist/embed.js (ESM) and its declarations to dist/embed.d.ts
 *
 * Every bare import stays external. The build fails when one is not a declared dependency
 * or peer dependency of the package (it would be missing from a user's install) or when an
 * exported file is not produced. In the workspace the packages export `./src/*.ts`
 * (dev, tests, the web site); `pnpm pack` swaps in `publishConfig.exports`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import dts from 'vite-plugin-dts';
import ts from 'typescript';

interface ExportConditions {
  types?: string;
  import?: string;
  node?: string;
  default?: string;
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  publishConfig?: { exports?: Record<string, ExportConditions> };
}

const packageDir = process.cwd();
const srcDir = resolve(packageDir, 'src');
const distDir = resolve(packageDir, 'dist');
const pkg = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as PackageJson;

/** `./dist/embed.js` -> `embed`: the entry name and `src/embed.ts`. */
function entryName(target: string, subpath: string): string {
  const match = /^\.\/dist\/([\w-]+)\.js$/.exec(target);
  if (!match) throw new Error(`[library] ${pkg.name}: export "${subpath}" must point at ./dist/<name>.js, got ${target}`);
  return match[1]!;
}

function libraryEntries(): Record<string, string> {
  const exportMap = pkg.publishConfig?.exports;
  if (!exportMap || Object.keys(exportMap).length === 0) {
    throw new Error(`[library] ${pkg.name}: package.json has no publishConfig.exports to build`);
  }
  const entries: Record<string, string> = {};
  for (const [subpath, conditions] of Object.entries(exportMap)) {
    const target = conditions.import ?? conditions.node ?? conditions.default;
    if (!target) throw new Error(`[library] ${pkg.name}: export "${subpath}" has no import/node/default target`);
    const name = entryName(target, subpath);
    const source = ['ts', 'tsx'].map((ext) => join(srcDir, `${name}.${ext}`)).find((file) => existsSync(file));
    if (!source) throw new Error(`[library] ${pkg.name}: export "${subpath}" needs src/${name}.ts(x)`);
    entries[name] = source;
  }
  return entries;
}

const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]);
const builtins = new Set(builtinModules);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const isBare = (id: string) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[a-zA-Z]:/.test(id);
const isBuiltin = (id: string) => id.startsWith('node:') || builtins.has(packageNameOf(id));

/** Fails the build on an import of a package the user's install would not have. */
function undeclaredImports(): Plugin {
  return {
    name: 'joognoo:library-undeclared-imports',
    generateBundle(_options, bundle) {
      const missing = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of [...chunk.imports, ...chunk.dynamicImports]) {
          if (id in bundle) continue; // a chunk of this build
          if (isBare(id) && !isBuiltin(id) && !declared.has(packageNameOf(id))) missing.add(packageNameOf(id));
        }
      }
      if (missing.size > 0) {
        this.error(`${pkg.name} imports ${[...missing].join(', ')}: add them to dependencies or peerDependencies`);
      }
    },
  };
}

/** Empties `dist/` before the build. */
function cleanDist(): Plugin {
  return {
    name: 'joognoo:library-clean-dist',
    buildStart() {
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** Every file `publishConfig.exports` names exists after the build. */
function exportedFilesExist(): Plugin {
  return {
    name: 'joognoo:library-exported-files',
    closeBundle(error) {
      if (error) return; // the build failed already and says why
      const missing = Object.values(pkg.publishConfig?.exports ?? {})
        .flatMap((conditions) => Object.values(conditions))
        .filter((file) => !existsSync(resolve(packageDir, file)));
      if (missing.length > 0) throw new Error(`[library] ${pkg.name}: the build did not produce ${missing.join(', ')}`);
    },
  };
}

const SOURCE_EXTENSION = /\.(tsx?|jsx?)$/;
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

/**
 * Declarations keep the sources' import specifiers (`./client.ts`, or extensionless
 * `./widget`). Node's ESM resolution (TypeScript's `node16`/`nodenext`, what attw checks)
 * needs the emitted file: `./client.js`, `./widget.js`, `./dir/index.js`.
 */
function withJsExtensions(declarationFile: string, content: string): string {
  const sourceDir = resolve(srcDir, relative(distDir, dirname(declarationFile)));
  const fix = (specifier: string) => {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
    const base = specifier.replace(SOURCE_EXTENSION, '');
    const target = resolve(sourceDir, base);
    if (['.ts', '.tsx', '.d.ts'].some((ext) => existsSync(target + ext))) return `${base}.js`;
    if (['index.ts', 'index.tsx'].some((file) => existsSync(join(target, file)))) return `${base}/index.js`;
    throw new Error(`[library] ${pkg.name}: cannot resolve ${specifier} in ${relative(packageDir, declarationFile)}`);
  };
  return content.replace(SPECIFIER, (_m, lead: string, quote: string, spec: string) => `${lead}${quote}${fix(spec)}${quote}`);
}

/**
 * The declaration files of the package entries and of every file they import, written to
 * dist/; nothing else (tests, the embed build's sources, scripts). vite-plugin-dts emits a
 * declaration per source file of the tsconfig, which is more than the entries reach.
 */
function declarations(entries: Record<string, string>): PluginOption {
  const emitted = new Map<string, string>();
  const write = () => {
    const pending = Object.keys(entries).map((name) => resolve(distDir, `${name}.d.ts`));
    const reached = new Set<string>();
    const undeclared = new Set<string>();
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (reached.has(file)) continue;
      const content = emitted.get(file);
      if (content === undefined) throw new Error(`[library] ${pkg.name}: no declarations for ${relative(packageDir, file)}`);
      reached.add(file);
      for (const [, , , specifier] of content.matchAll(SPECIFIER)) {
        if (specifier!.startsWith('.')) pending.push(resolve(dirname(file), specifier!.replace(/\.js$/, '.d.ts')));
        else if (!isBuiltin(specifier!) && !declared.has(packageNameOf(specifier!))) undeclared.add(packageNameOf(specifier!));
      }
    }
    if (undeclared.size > 0) {
      throw new Error(`[library] ${pkg.name}: its declarations import ${[...undeclared].join(', ')}: add them to dependencies or peerDependencies`);
    }
    for (const file of reached) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, emitted.get(file)!);
    }
  };
  return dts({
    tsconfigPath: resolve(packageDir, 'tsconfig.json'),
    entryRoot: srcDir,
    include: ['src'],
    exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true },
    afterDiagnostic(diagnostics) {
      if (diagnostics.length === 0) return;
      const host = { getCanonicalFileName: (f: string) => f, getCurrentDirectory: () => packageDir, getNewLine: () => '\n' };
      throw new Error(`[library] ${pkg.name}: type errors\n${ts.formatDiagnostics(diagnostics, host)}`);
    },
    beforeWriteFile(filePath, content) {
      emitted.set(resolve(filePath), withJsExtensions(filePath, content));
      return false;
    },
    afterBuild: write,
  });
}

const entries = libraryEntries();

export default defineConfig({
  root: packageDir,
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    cleanDist(),
    undeclaredImports(),
    declarations(entries),
    exportedFilesExist(),
  ],
  build: {
    outDir: distDir,
    // cleanDist() empties dist/ first.
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    sourcemap: false,
    minify: false,
    lib: {
      entry: entries,
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: (id) => isBare(id),
      // The declaration build (vite-plugin-dts) takes most of the time by design; no timing report.
      checks: { pluginTimings: false },
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
