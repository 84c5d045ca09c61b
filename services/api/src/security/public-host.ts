import { BlockList, isIP } from 'node:net';

/** Addresses a customer's Jira can never live at: loopback, private, link-local, unspecified... */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are matched against the IPv4 rules.
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Names reserved for private networks or for never resolving (RFC 6761, 6762, 8375). */
const NON_PUBLIC_SUFFIXES = ['.localhost', '.local', '.invalid', '.internal', '.home.arpa'];

/**
 * False for a URL whose host is `localhost`, a loopback/private/link-local IP literal, a
 * single label (`http://jira/`) or a reserved name (`.local`, `.invalid`, ...): a Jira Cloud
 * or Server address is public.
 * (The URL parser has already normalised `0x7f.1`, `2130706433` and the like to 127.0.0.1.)
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '') return false;
  const family = isIP(host);
  if (family !== 0) return !NON_PUBLIC.check(host, family === 6 ? 'ipv6' : 'ipv4');
  if (host === 'localhost' || !host.includes('.')) return false;
  return !NON_PUBLIC_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
