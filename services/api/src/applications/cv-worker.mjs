// The entry of the CV check's worker thread. The API runs as TypeScript through tsx (`pnpm
// start`: `tsx src/main.ts`), the tests through Vitest, and a worker thread starts without
// either's loader: tsx's API loads the TypeScript worker the same way in all of them.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
