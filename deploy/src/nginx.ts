/**
 * Renders deploy/nginx.conf.template and runs nginx on it as a child process (not a daemon),
 * with its own prefix folder (pid, logs, temp files, cache): for the fault tests, the bench
 * and a local try-out. No root is needed beyond installing Debian's nginx.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = fileURLToPath(new URL('../nginx.conf.template', import.meta.url));
/** Debian's nginx (`apt-get install -y nginx`); NGINX_BIN overrides. */
export const DEFAULT_NGINX_BIN = '/usr/sbin/nginx';

export interface NginxConfigOptions {
  /** Where nginx listens: a port, or `host:port`. */
  listen: number | string;
  /** The processes behind it, `host:port` each (at least one). */
  upstreams: readonly string[];
  /** The folder of the pid file, temp files and the cache. */
  prefix: string;
  /** `on` for a service manager that expects a daemon; `off` (default) runs in the foreground. */
  daemon?: boolean;
  /** Default 'auto' (one per core). */
  workerProcesses?: number | 'auto';
  /** Default `<prefix>/error.log`; 'stderr' is allowed. */
  errorLog?: string;
  /** Default off; a file path turns the access log on. */
  accessLog?: string;
  /** Megabytes of cache keys in shared memory (default 10) and of cached bodies on disk (default 256). */
  cacheKeysMb?: number;
  cacheMaxMb?: number;
  /** Down-marking of a process: failures within `failTimeoutSeconds` (default 1 and 5 s). */
  maxFails?: number;
  failTimeoutSeconds?: number;
  /** Processes tried per idempotent request (default: all of them). */
  nextUpstreamTries?: number;
  /**
   * The user of the worker processes when nginx starts as root (`user` directive; nginx
   * ignores it otherwise). Written when given, or when rendered as root (default
   * `www-data`, Debian's nginx user); `startNginx` as root gives the prefix's folders to it.
   */
  user?: string;
}

const UPSTREAM = /^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/;
const LISTEN = /^(?:[A-Za-z0-9.\-[\]:]+:)?\d{1,5}$/;

/** Throws on a value that would break out of its line of the configuration. */
function checkPath(name: string, value: string): string {
  if (!/^[\w./+\-@]+$/.test(value)) throw new Error(`${name} must be a plain path (letters, digits, . / _ - + @): ${JSON.stringify(value)}`);
  return value;
}

function checkName(name: string, value: string): string {
  if (!/^[a-z_][a-z0-9_-]*$/i.test(value)) throw new Error(`${name} must be a user name: ${JSON.stringify(value)}`);
  return value;
}

const runsAsRoot = () => process.getuid?.() === 0;

/** uid and gid of a user (by `id`), for the folders its workers write. */
function idsOf(user: string): { uid: number; gid: number } {
  const uid = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error(`No user ${user} on this machine for nginx's workers`);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The configuration text for these options. */
export function renderNginxConfig(options: NginxConfigOptions, template = fs.readFileSync(TEMPLATE_PATH, 'utf8')): string {
  const { upstreams, maxFails = 1, failTimeoutSeconds = 5 } = options;
  const listen = String(options.listen);
  if (!LISTEN.test(listen)) throw new Error(`listen must be a port or host:port: ${JSON.stringify(listen)}`);
  if (upstreams.length === 0) throw new Error('At least one upstream process (host:port) is needed');
  for (const upstream of upstreams) if (!UPSTREAM.test(upstream)) throw new Error(`An upstream must be host:port: ${JSON.stringify(upstream)}`);
  const prefix = checkPath('prefix', path.resolve(options.prefix));
  const workers = options.workerProcesses ?? 'auto';
  const values: Record<string, string> = {
    DAEMON: options.daemon ? 'on' : 'off',
    USER_LINE:
      options.user !== undefined || runsAsRoot()
        ? `user ${checkName('user', options.user ?? 'www-data')};`
        : '# (started by another user than root: the workers run as that user)',
    WORKER_PROCESSES: String(workers),
    PREFIX: prefix,
    ERROR_LOG: options.errorLog === 'stderr' ? 'stderr' : checkPath('errorLog', options.errorLog ?? path.join(prefix, 'error.log')),
    ACCESS_LOG: options.accessLog ? checkPath('accessLog', options.accessLog) : 'off',
    CACHE_KEYS_MB: String(options.cacheKeysMb ?? 10),
    CACHE_MAX_MB: String(options.cacheMaxMb ?? 256),
    LISTEN: listen,
    UPSTREAM_SERVERS: upstreams.map((upstream) => `    server ${upstream} max_fails=${maxFails} fail_timeout=${failTimeoutSeconds}s;`).join('\n'),
    NEXT_UPSTREAM_TRIES: String(options.nextUpstreamTries ?? upstreams.length),
  };
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The template names an unknown value {{${name}}}`);
    return value;
  });
  return text;
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  prefix: string;
  configPath: string;
  /** What nginx wrote to stderr and its error log. */
  log(): string;
  /** Ends nginx (SIGQUIT: requests in flight finish, then SIGKILL after 5 s); removes a temp prefix. */
  stop(): Promise<void>;
  pid: number;
}

/** Creates the prefix's folders and writes `nginx.conf` there; returns its path. */
export function writeNginxConfig(options: NginxConfigOptions): string {
  for (const folder of ['temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache']) {
    fs.mkdirSync(path.join(options.prefix, folder), { recursive: true });
  }
  const configPath = path.join(options.prefix, 'nginx.conf');
  fs.writeFileSync(configPath, renderNginxConfig(options));
  if (runsAsRoot()) {
    // The workers run as `user`: they write the cache and temp files and need to reach them.
    const { uid, gid } = idsOf(options.user ?? 'www-data');
    fs.chmodSync(options.prefix, 0o755);
    for (const folder of ['temp', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi', 'cache']) {
      fs.chownSync(path.join(options.prefix, folder), uid, gid);
    }
  }
  return configPath;
}

/** `nginx -t` on a written configuration; throws with nginx's own message when it is refused. */
export function testNginxConfig(configPath: string, prefix: string, bin = process.env.NGINX_BIN ?? DEFAULT_NGINX_BIN): void {
  const result = spawnSync(bin, ['-t', '-q', '-p', prefix, '-c', configPath], { encoding: 'utf8' });
  if (result.error) throw new Error(`nginx could not be run (${bin}): ${result.error.message}. Install it: apt-get install -y nginx`);
  if (result.status !== 0) throw new Error(`nginx refused the configuration: ${result.stderr.trim()}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Renders the configuration into `prefix` (a new temp folder by default), checks it with
 * `nginx -t`, starts nginx in the foreground as a child process and waits until it accepts
 * connections. `stop()` ends it (SIGQUIT, then SIGKILL) and removes a temp prefix.
 */
export async function startNginx(
  options: Omit<NginxConfigOptions, 'prefix' | 'daemon'> & { prefix?: string; bin?: string; startTimeoutMs?: number },
): Promise<RunningNginx> {
  const ownPrefix = options.prefix === undefined;
  const prefix = options.prefix ?? fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-nginx-'));
  const bin = options.bin ?? process.env.NGINX_BIN ?? DEFAULT_NGINX_BIN;
  const configPath = writeNginxConfig({ ...options, prefix, daemon: false });
  testNginxConfig(configPath, prefix, bin);
  let stderr = '';
  const child: ChildProcess = spawn(bin, ['-p', prefix, '-c', configPath], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listen = String(options.listen);
  const port = Number(listen.slice(listen.lastIndexOf(':') + 1));
  const host = listen.includes(':') ? listen.slice(0, listen.lastIndexOf(':')).replace(/^\[|\]$/g, '') : '127.0.0.1';
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const errorLog = options.errorLog && options.errorLog !== 'stderr' ? options.errorLog : path.join(prefix, 'error.log');
  const log = () => {
    let fileText = '';
    try {
      fileText = fs.readFileSync(errorLog, 'utf8');
    } catch {
      // not written yet
    }
    return stderr + fileText;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: finish the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownPrefix) fs.rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 10_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} during start: ${log().slice(-2000)}`);
    try {
      // Any answer (even a 502 while the processes start) means nginx listens.
      const response = await fetch(`${url}/__nginx_ready`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not listen on ${url} within ${options.startTimeoutMs ?? 10_000} ms: ${log().slice(-2000)}`);
      }
      await sleep(50);
    }
  }
  return { url, prefix, configPath, log, stop, pid: child.pid! };
}
