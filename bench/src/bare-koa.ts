/**
 * The baseline: Koa's hello-world, alone in its own process like the real server, so every
 * API figure is a ratio to what Koa itself manages on this machine at this moment.
 *
 * `/?bytes=N` answers N bytes instead (made once per size): the control of the cached pages
 * (pages.ts), which separates what a page's bytes cost on the wire and in the client from
 * what the site's code costs.
 */
import Koa from 'koa';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set to a port number');

const MAX_BYTES = 10 * 1024 * 1024;
const bodies = new Map<number, Buffer>();

const app = new Koa();
app.use((ctx) => {
  const bytes = Number(ctx.query.bytes);
  if (Number.isInteger(bytes) && bytes > 0 && bytes <= MAX_BYTES) {
    let body = bodies.get(bytes);
    if (!body) bodies.set(bytes, (body = Buffer.alloc(bytes, 'x')));
    ctx.type = 'text/html';
    ctx.body = body;
    return;
  }
  ctx.body = 'Hello World';
});
const server = app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
