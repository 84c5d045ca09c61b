import { BlockList, isIP } from 'node:net';
import type { Context } from 'koa';
import { isSiteCall } from '../security/site-calls.ts';

const MAX_IP_LENGTH = 64;

/**
 * Whose `X-Forwarded-For` is believed (TRUST_PROXY): `false` nobody's (the default), `true`
 * any peer's (behind a proxy that every request passes), `'loopback'` only a peer on a
 * loopback address (a reverse proxy on the same machine), a `BlockList` only a peer in it
 * (the listed addresses and CIDR ranges of the proxies, `trustedProxyList`). The host
 * site's own calls are believed by their token, whatever this says (security/site-calls.ts).
 */
export type TrustProxy = boolean | 'loopback' | BlockList;

/** An IPv4-mapped IPv6 address (`::ffff:10.1.2.3`) as plain IPv4; others as they are. */
function plainIp(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

/** The eight 16-bit groups of an IPv6 address (a zone `%eth0` dropped), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const ip = address.replace(/%.*$/, '');
  if (isIP(ip) !== 6) return undefined;
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The address a per-address limit counts a client under: an IPv4 address as it is (an
 * IPv4-mapped IPv6 address, dotted or in hex, as its IPv4 address), an IPv6 address as its
 * /64 network (`2001:db8:1:2::/64`). One subscriber usually gets a whole /64 and picks any
 * address in it (privacy extensions rotate them), so counting single IPv6 addresses would
 * give one client 2^64 fresh allowances. Anything else (an unparsable forwarded value) is
 * returned unchanged.
 */
export function rateLimitAddress(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = plainIp(address);
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * The trusted proxies of a comma-separated list of IP addresses and CIDR ranges (IPv4 or
 * IPv6, e.g. `10.0.0.0/8,192.168.1.7,2001:db8::/32`). Throws naming the first entry that is
 * neither; an empty list is an error too.
 */
export function trustedProxyList(value: string): BlockList {
  const list = new BlockList();
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    const bits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))) {
      throw new Error(`TRUST_PROXY has an invalid entry "${entry}"`);
    }
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Whether `address` (IPv4-mapped IPv6 as IPv4) is in the list. */
function inList(list: BlockList, address: string | undefined): boolean {
  if (!address) return false;
  const ip = plainIp(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

/** Whether the socket's peer is a proxy whose X-Forwarded-* headers are believed. */
export function isTrustedProxy(peer: string | undefined, trustProxy: TrustProxy): boolean {
  if (trustProxy instanceof BlockList) return inList(trustProxy, peer);
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
 * With a list of trusted proxies, the client behind a chain of them: X-Forwarded-For read
 * from its end, the first entry that is not a listed proxy (each listed proxy appended the
 * address it got the request from; entries before the first unlisted one can be forged).
 */
function clientBehindProxies(header: string, list: BlockList): string | undefined {
  const entries = header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return entries.findLast((entry) => !inList(list, entry)) ?? entries[0];
}

/**
 * The client's address: the socket's peer, or, when the peer is trusted (`trustProxy`) or
 * the request is one of this process's own site calls (the site forwarding its visitor's
 * address), the last entry of X-Forwarded-For (the one the trusted proxy appended; entries
 * before it come from the client and can be forged); with a list of trusted proxies, the
 * last entry that is not one of them (`clientBehindProxies`). IPv4-mapped IPv6 addresses
 * are given as plain IPv4.
 */
export function clientIp(ctx: Pick<Context, 'get' | 'req'>, trustProxy: TrustProxy): string {
  const peer = ctx.req.socket.remoteAddress;
  const header = ctx.get('X-Forwarded-For');
  let ip: string | undefined;
  if (trustProxy instanceof BlockList && inList(trustProxy, peer)) ip = clientBehindProxies(header, trustProxy);
  else if (isTrustedProxy(peer, trustProxy) || isSiteCall(ctx, isLoopbackAddress(peer))) ip = lastForwardedValue(header);
  ip ??= peer ?? 'unknown';
  return plainIp(ip).slice(0, MAX_IP_LENGTH);
}
