import { fileURLToPath } from 'node:url';

/** The repository root (bench/src/paths.ts -> ../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIR = fileURLToPath(new URL('../../sites/web/', import.meta.url));
export const EMBED_DIR = fileURLToPath(new URL('../../sites/embed/', import.meta.url));
export const RESULTS_PATH = fileURLToPath(new URL('../RESULTS.md', import.meta.url));
