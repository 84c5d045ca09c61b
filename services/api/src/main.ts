import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  await startServer({ config: loadConfig(process.env) });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
