import { fileURLToPath } from 'node:url';

/** The repository root (bench/src/paths.ts -> ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIR = fileURLToPath(new URL('../../sites/web/', import.meta.url));
/** services/server: the process `pnpm start` runs (the API and every site). */
export const SERVER_DIR = fileURLToPath(new URL('../../services/server/', import.meta.url));
export const EMBED_DIR = fileURLToPath(new URL('../../sites/embed/', import.meta.url));
export const RESULTS_PATH = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
