// `pnpm start` helper: runs `react-router build` when there is no build or a source file
// is newer than it; otherwise does nothing (a warm start stays fast).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'build/server/index.js');

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

const built = newestMtime(marker);
const sources = [
  'app',
  'public',
  'vite',
  'vite.config.ts',
  'react-router.config.ts',
  'package.json',
  '../../packages/ui/src',
  '../../packages/schemas/src',
  '../../packages/api-client/src',
].map((entry) => newestMtime(path.join(root, entry)));

if (built === 0 || Math.max(...sources) > built) {
  console.log(built === 0 ? 'No build found: building the site...' : 'Sources changed: rebuilding the site...');
  const result = spawnSync('pnpm', ['exec', 'react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
