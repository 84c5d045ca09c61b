// A CV worker that loads, says it is ready, and never answers (a loop no budget check reaches).
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => {
  for (;;);
});
parentPort!.postMessage({ ready: true });
