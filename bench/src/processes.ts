import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface ChildServer {
  url: string;
  /** CPU seconds (user + system) the process has used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process from /proc/<pid>/stat (fields 14 and 15). */
export function processCpuSeconds(stat: string): number {
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

interface StartOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Its stdout and stderr go here (the real server logs a line per request). */
  logFile: string;
  url: string;
  /** A GET of this path answers 200 once the server is up. */
  readyPath: string;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts a Node server process on a TypeScript entry (run by tsx) and waits until it answers. */
export async function startNodeServer(entry: string, { cwd, env, logFile, url, readyPath, timeoutMs = 180_000 }: StartOptions): Promise<ChildServer> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited(child);
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before it answered:\n${tail(logFile)}`);
    try {
      const response = await fetch(url + readyPath, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return { url, stop, cpuSeconds: () => processCpuSeconds(readFileSync(`/proc/${child.pid}/stat`, 'utf8')) };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${entry} did not answer ${url}${readyPath} within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

/** Runs a command to completion with inherited output; throws with `what` when it fails. */
export function run(what: string, command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): void {
  process.stderr.write(`bench: ${what}...\n`);
  const result = spawnSync(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${what} failed (${command} ${args.join(' ')})`);
}
