/**
 * The built server started as a plain `pnpm start` runs it, for a spec that needs settings of
 * its own (only PORT, a fresh DATA_DIR and the given variables: nothing inherited, no
 * SITE_URL, NODE_ENV, TRUST_PROXY or INTEGRATION_KEYS unless given).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface OwnSite {
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  stop(): Promise<void>;
}

/** Starts the site on `port` and resolves once /api/health answers 200 (or throws if it exits first). */
export async function startOwnSite(port: number, env: Record<string, string>): Promise<OwnSite> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'joognoo-own-site-'));
  const server = spawn(process.execPath, ['./node_modules/tsx/dist/cli.mjs', '../../services/server/src/main.ts'], {
    cwd: webDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { port, base, stop };
    } catch {
      // not listening yet
    }
    if (tries > 300 || server.exitCode !== null) {
      await stop();
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
