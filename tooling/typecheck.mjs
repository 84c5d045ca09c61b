#!/usr/bin/env node
// @ts-check
/**
 * `pnpm typecheck`: what every workspace package's own `typecheck` script checks, in far
 * fewer compiler programs than one per package.
 *
 * The packages import each other's sources (`exports` point at `src/*.ts`), so a package's
 * own `tsc` also checks every file it imports from the others: run one by one, the shared
 * sources (schemas, ui, widget-kit, the API...) are parsed, bound and checked again in each
 * of twenty programs. Here the packages whose tsconfig resolves to the same compiler options
 * share one program (its root files: the union of theirs), so each file is checked once per
 * set of options; a package with options of its own (`types`, `rootDirs`: the sites' route
 * types) keeps a program of its own. A package whose `typecheck` script is more than
 * `[<step> && ]tsc [-p tsconfig.json]` runs that script as it is.
 *
 * One program sees every global and module augmentation of its files (a widget's JSX
 * element typings, Koa's context fields) where the package's own program would see only
 * those it imports; the npm build checks each published package's sources alone
 * (packages/library.vite.config.ts) and `pnpm --filter <package> typecheck` still runs one.
 *
 *   node tooling/typecheck.mjs            every package
 *   node tooling/typecheck.mjs --list     the programs and the packages in each
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{ name: string, dir: string, script: string }} WorkspacePackage */

/** Every workspace package (pnpm-workspace.yaml) with a `typecheck` script. */
function packagesWithTypecheck() {
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...workspace.matchAll(/^ {2}- (\S+)$/gm)].map((match) => match[1] ?? '');
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return glob.includes('*') ? [] : [glob];
    const parent = path.join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => `${glob.slice(0, -2)}/${name}`) : [];
  });
  /** @type {WorkspacePackage[]} */
  const found = [];
  for (const dir of dirs.sort()) {
    const manifest = path.join(root, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    const script = pkg.scripts?.typecheck;
    if (typeof script === 'string') found.push({ name: pkg.name, dir: path.join(root, dir), script });
  }
  return found;
}

/** `[<steps> && ]tsc [-p tsconfig.json]` -> the steps before tsc; null for any other script. */
function stepsBeforeTsc(/** @type {string} */ script) {
  const parts = script.split('&&').map((part) => part.trim());
  const last = parts.pop() ?? '';
  return /^tsc(?: -p tsconfig\.json)?$/.test(last) ? parts : null;
}

const formatHost = {
  getCanonicalFileName: (/** @type {string} */ file) => file,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** The package's tsconfig.json, resolved as `tsc -p` reads it. */
function parsedConfig(/** @type {string} */ dir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostics([diagnostic], formatHost));
    },
  });
  if (!parsed) throw new Error(`${dir}: no tsconfig.json`);
  return parsed;
}

/** Options that name paths relative to one package: such a package keeps a program of its own. */
const PACKAGE_RELATIVE = ['rootDirs', 'paths', 'baseUrl', 'rootDir', 'outDir', 'typeRoots', 'plugins'];

/** The options that decide how a file is checked, comparable across packages. */
function optionsKey(/** @type {ts.CompilerOptions} */ options) {
  const { configFilePath: _file, ...rest } = options;
  if (PACKAGE_RELATIVE.some((name) => rest[name] !== undefined)) return null;
  return JSON.stringify(Object.keys(rest).sort().map((key) => [key, rest[key]]));
}

/**
 * @typedef {{ packages: WorkspacePackage[], options: ts.CompilerOptions, fileNames: Set<string>, configErrors: ts.Diagnostic[] }} Program
 * @returns {{ programs: Program[], asScripts: WorkspacePackage[] }}
 */
function plan() {
  /** @type {Map<string, Program>} */
  const shared = new Map();
  /** @type {Program[]} */
  const programs = [];
  /** @type {WorkspacePackage[]} */
  const asScripts = [];
  for (const pkg of packagesWithTypecheck()) {
    if (stepsBeforeTsc(pkg.script) === null) {
      asScripts.push(pkg);
      continue;
    }
    const config = parsedConfig(pkg.dir);
    const key = optionsKey(config.options);
    let program = key === null ? undefined : shared.get(key);
    if (!program) {
      program = { packages: [], options: config.options, fileNames: new Set(), configErrors: [] };
      programs.push(program);
      if (key !== null) shared.set(key, program);
    }
    program.packages.push(pkg);
    for (const file of config.fileNames) program.fileNames.add(file);
    program.configErrors.push(...config.errors);
  }
  return { programs, asScripts };
}

const relative = (/** @type {string} */ dir) => path.relative(root, dir) || '.';

function main() {
  if (process.argv.includes('--list')) {
    const { programs, asScripts } = plan();
    for (const program of programs) console.log(`one program (${program.fileNames.size} root files): ${program.packages.map((pkg) => pkg.name).join(', ')}`);
    for (const pkg of asScripts) console.log(`its own script: ${pkg.name}: ${pkg.script}`);
    return 0;
  }
  let failed = false;
  // The steps before tsc first (the sites' `react-router typegen` writes the route types that
  // their tsconfig includes), then the tsconfigs are read.
  for (const pkg of packagesWithTypecheck()) {
    for (const step of stepsBeforeTsc(pkg.script) ?? []) {
      console.log(`${pkg.name}: ${step}`);
      const result = spawnSync('pnpm', ['exec', 'sh', '-c', step], { cwd: pkg.dir, stdio: 'inherit' });
      if (result.status !== 0) failed = true;
    }
  }
  const { programs, asScripts } = plan();
  for (const program of programs) {
    const started = Date.now();
    const names = program.packages.map((pkg) => relative(pkg.dir)).join(', ');
    const checked = ts.createProgram({ rootNames: [...program.fileNames], options: program.options });
    const diagnostics = [...program.configErrors, ...ts.getPreEmitDiagnostics(checked)];
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (diagnostics.length > 0) {
      failed = true;
      process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
      console.log(`tsc: ${diagnostics.length} error(s) in ${names} (${checked.getSourceFiles().length} files, ${seconds} s)`);
    } else {
      console.log(`tsc: no errors in ${names} (${checked.getSourceFiles().length} files, ${seconds} s)`);
    }
  }
  for (const pkg of asScripts) {
    console.log(`${pkg.name}: ${pkg.script}`);
    const result = spawnSync('pnpm', ['run', 'typecheck'], { cwd: pkg.dir, stdio: 'inherit' });
    if (result.status !== 0) failed = true;
  }
  return failed ? 1 : 0;
}

process.exitCode = main();
