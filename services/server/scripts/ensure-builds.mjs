// `pnpm start` helper: runs `react-router build` of each app the process serves when it has
// no build or a source file is newer than its build; otherwise does nothing (a warm start
// stays fast). The widget embeds are built by src/main.ts when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The apps, each with the label of its messages. The back office is built once it exists. */
const apps = [
  { dir: 'sites/web', name: 'the site' },
  { dir: 'sites/admin', name: 'the back office' },
].filter((app) => existsSync(path.join(root, app.dir, 'package.json')));

/** What an app's build is made of besides its own folder's sources. */
const SHARED_SOURCES = ['packages/ui/src', 'packages/schemas/src', 'packages/api-client/src'];
const APP_SOURCES = ['app', 'public', 'vite', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

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

for (const app of apps) {
  const appDir = path.join(root, app.dir);
  const built = newestMtime(path.join(appDir, 'build/server/index.js'));
  const sources = [...APP_SOURCES.map((entry) => path.join(appDir, entry)), ...SHARED_SOURCES.map((entry) => path.join(root, entry))].map(newestMtime);
  if (built === 0 || Math.max(...sources) > built) {
    console.log(built === 0 ? `No build found: building ${app.name}...` : `Sources changed: rebuilding ${app.name}...`);
    const result = spawnSync('pnpm', ['exec', 'react-router', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
