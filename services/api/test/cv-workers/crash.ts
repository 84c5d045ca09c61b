// A CV worker that loads, says it is ready, and dies on its first job.
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => process.exit(7));
parentPort!.postMessage({ ready: true });
