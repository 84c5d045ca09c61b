import type { Context } from 'koa';

const MAX_IP_LENGTH = 64;

/**
 * Whose `X-Forwarded-For` is believed: `true` any peer's (behind a proxy that every request
 * passes), `false` nobody's, `'loopback'` only a peer on a loopback address: this host's
 * own server-side calls (the site's no-JavaScript form posts, which forward the visitor's
 * address) or a reverse proxy on the same machine.
 */
export type TrustProxy = boolean | 'loopback';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** Whether the socket's peer is a proxy whose X-Forwarded-* headers are believed. */
export function isTrustedProxy(peer: string | undefined, trustProxy: TrustProxy): boolean {
  return trustProxy === true || (trustProxy === 'loopback' && isLoopbackAddress(peer));
}

/**
 * The last entry of a comma-separated X-Forwarded-* header: the one the trusted proxy
 * appended (entries before it come from the client and can be forged).
 */
export function lastForwardedValue(header: string): string | undefined {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .at(-1);
}

/**
 * The client's address: the socket's peer, or, when the peer is trusted (`trustProxy`),
 * the last entry of X-Forwarded-For (the one the trusted proxy appended; entries before it
 * come from the client and can be forged). IPv4-mapped IPv6 addresses are given as plain IPv4.
 */
export function clientIp(ctx: Pick<Context, 'get' | 'req'>, trustProxy: TrustProxy): string {
  const peer = ctx.req.socket.remoteAddress;
  let ip: string | undefined;
  if (isTrustedProxy(peer, trustProxy)) ip = lastForwardedValue(ctx.get('X-Forwarded-For'));
  ip ??= peer ?? 'unknown';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_IP_LENGTH);
}
