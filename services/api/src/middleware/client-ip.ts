import type { Context } from 'koa';
import { isSiteCall } from '../security/site-calls.ts';

const MAX_IP_LENGTH = 64;

/**
 * Whose `X-Forwarded-For` is believed (TRUST_PROXY): `false` nobody's (the default), `true`
 * any peer's (behind a proxy that every request passes), `'loopback'` only a peer on a
 * loopback address (a reverse proxy on the same machine). The host site's own calls are
 * believed by their token, whatever this says (security/site-calls.ts).
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
 * The client's address: the socket's peer, or, when the peer is trusted (`trustProxy`) or
 * the request is one of this process's own site calls (the site forwarding its visitor's
 * address), the last entry of X-Forwarded-For (the one the trusted proxy appended; entries
 * before it come from the client and can be forged). IPv4-mapped IPv6 addresses are given
 * as plain IPv4.
 */
export function clientIp(ctx: Pick<Context, 'get' | 'req'>, trustProxy: TrustProxy): string {
  const peer = ctx.req.socket.remoteAddress;
  let ip: string | undefined;
  if (isTrustedProxy(peer, trustProxy) || isSiteCall(ctx, isLoopbackAddress(peer))) ip = lastForwardedValue(ctx.get('X-Forwarded-For'));
  ip ??= peer ?? 'unknown';
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, MAX_IP_LENGTH);
}
