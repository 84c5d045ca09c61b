/**
 * The baseline: Koa's hello-world, alone in its own process like the real server, so every
 * API figure is a ratio to what Koa itself manages on this machine at this moment.
 */
import Koa from 'koa';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('PORT must be set to a port number');

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello World';
});
const server = app.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
