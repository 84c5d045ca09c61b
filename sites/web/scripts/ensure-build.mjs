// `pnpm start` helper: runs `react-router build` of the site and of the back office (sites/admin,
// which server.ts mounts at /admin) when there is no build or a source file is newer than it;
// otherwise does nothing (a warm start stays fast).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const packages = ['ui', 'schemas', 'api-client', 'site-kit'].map((name) => `../../packages/${name}/src`);
const apps = [
  { name: 'the site', dir: root, sources: ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json', ...packages] },
  { name: 'the back office', dir: path.resolve(root, '../admin'), sources: ['app', 'vite.config.ts', 'react-router.config.ts', 'package.json', ...packages] },
];

for (const app of apps) {
  const built = newestMtime(path.join(app.dir, 'build/server/index.js'));
  const sources = app.sources.map((entry) => newestMtime(path.join(app.dir, entry)));
  if (built === 0 || Math.max(...sources) > built) {
    console.log(built === 0 ? `No build found: building ${app.name}...` : `Sources changed: rebuilding ${app.name}...`);
    const result = spawnSync('pnpm', ['exec', 'react-router', 'build'], { cwd: app.dir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
