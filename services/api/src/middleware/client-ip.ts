import type { Context } from 'koa';

const MAX_IP_LENGTH = 64;

/**
 * The client's address: the socket's peer, or with `trustProxy` the last entry of
 * X-Forwarded-For (the one the proxy in front of us appended; entries before it come from
 * the client and can be forged). IPv4-mapped IPv6 addresses are given as plain IPv4.
 */
export function clientIp(ctx: Context, trustProxy: boolean): string {
  let ip: string | undefined;
  if (trustProxy) {
    ip = ctx.get('X-Forwarded-For').split(',').map((part) => part.trim()).filter((part) => part !== '').at(-1);
  }
  ip ??= ctx.req.socket.remoteAddress ?? 'unknown';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_IP_LENGTH);
}
