/**
 * `pnpm --filter @joognoo/deploy render -- --listen 8080 --upstream 127.0.0.1:3001 --upstream 127.0.0.1:3002 --prefix /var/lib/joognoo-nginx`
 * prints the nginx configuration; with `--run` it also writes it into the prefix and runs
 * nginx in the foreground on it until Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { renderNginxConfig, startNginx } from './nginx.ts';

const USAGE = `Usage: render --listen <port|host:port> --upstream <host:port> [--upstream <host:port> ...] [--prefix <dir>] [--workers <n|auto>] [--user <name>] [--run]`;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    listen: { type: 'string' },
    upstream: { type: 'string', multiple: true },
    prefix: { type: 'string' },
    workers: { type: 'string' },
    user: { type: 'string' },
    run: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help || !values.listen || !values.upstream?.length) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(values.help ? 0 : 2);
}

const workerProcesses = values.workers === undefined || values.workers === 'auto' ? 'auto' : Number(values.workers);
try {
  if (values.run) {
    const nginx = await startNginx({ listen: values.listen, upstreams: values.upstream, prefix: values.prefix, workerProcesses, errorLog: 'stderr', user: values.user });
    process.stderr.write(`nginx listens on ${nginx.url} (configuration: ${nginx.configPath}); Ctrl-C stops it\n`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void nginx.stop().then(() => process.exit(0)));
  } else {
    // For a server's nginx, started as root by its service manager: the workers drop to `user`.
    const user = values.user ?? 'www-data';
    process.stdout.write(renderNginxConfig({ listen: values.listen, upstreams: values.upstream, prefix: values.prefix ?? '/var/lib/joognoo-nginx', workerProcesses, user }));
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
