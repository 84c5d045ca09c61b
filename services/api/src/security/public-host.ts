/**
 * Which hosts the server may send requests to on a customer's behalf (webhooks) or accept as
 * a public service (a Jira address): never its own machine or network. Addresses are
 * classified with ipaddr.js (the IANA special-purpose registries, kept up to date by a widely
 * used library, rather than a hand-written list of ranges that goes stale); embedded IPv4
 * forms (mapped, NAT64, 6to4, IPv4-compatible) are judged by the IPv4 address they carry.
 */
import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The one IPv4 range kind that is public: every other (private, loopback, link-local, CGNAT, reserved...) is refused. */
const PUBLIC_IPV4 = 'unicast';

/** Whether an IPv4 address (four octets) is one the server may connect to. */
function publicIpv4(address: ipaddr.IPv4): boolean {
  return address.range() === PUBLIC_IPV4;
}

/** The IPv4 address in bytes 12-15 (mapped, NAT64, IPv4-compatible forms). */
const lastFour = (bytes: number[]) => new ipaddr.IPv4(bytes.slice(12, 16));

/**
 * True for an address the server must not connect to: loopback, private (RFC 1918, CGNAT
 * 100.64/10, unique-local fc00::/7), link-local (169.254/16, fe80::/10), unspecified,
 * broadcast, multicast, reserved and documentation ranges, Teredo and other special IPv6
 * blocks, and any IPv6 form that carries such an IPv4 address: ::ffff:a.b.c.d, ::a.b.c.d,
 * 64:ff9b::a.b.c.d (NAT64), 2002:aabb:ccdd:: (6to4). Not an IP address at all: true.
 */
export function isRefusedAddress(value: string): boolean {
  const text = value.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(text) || isIP(text) === 0) return true;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return !publicIpv4(address as ipaddr.IPv4);
  const ipv6 = address as ipaddr.IPv6;
  const bytes = ipv6.toByteArray();
  switch (ipv6.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return !publicIpv4(lastFour(bytes));
    case 'rfc6052':
      // 64:ff9b::/96 carries the IPv4 address last; the local-use 64:ff9b:1::/48 is private.
      return !(ipv6.match(ipaddr.IPv6.parse('64:ff9b::'), 96) && publicIpv4(lastFour(bytes)));
    case '6to4':
      return !publicIpv4(new ipaddr.IPv4(bytes.slice(2, 6)));
    case 'unicast':
      // ::a.b.c.d (IPv4-compatible, deprecated but still routed by some stacks).
      if (bytes.slice(0, 12).every((byte) => byte === 0)) return !publicIpv4(lastFour(bytes));
      return false;
    default:
      return true;
  }
}

/**
 * Host names that name the machine, its private network or a cloud's metadata service:
 * `localhost` and `*.localhost`, the metadata services (`metadata`, `metadata.google.internal`,
 * `instance-data`, and every `*.internal`), names reserved for local networks or for never
 * resolving (`*.local`, `*.home.arpa`, `*.invalid`, RFC 6761/6762/8375), and any single-label
 * name (`http://jira/`, resolved through the machine's search domains).
 */
const REFUSED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'instance-data']);
const REFUSED_SUFFIXES = ['.localhost', '.internal', '.local', '.home.arpa', '.invalid'];

/** The host of a URL as the resolver sees it: no brackets, lower case, no trailing dot. */
function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
}

/** True when `hostname` (a URL's, already normalised by the URL parser) is refused by name or by address. */
export function isRefusedHostname(hostname: string): boolean {
  const host = bareHost(hostname);
  if (host === '') return true;
  if (isIP(host) !== 0) return isRefusedAddress(host);
  if (REFUSED_NAMES.has(host) || !host.includes('.')) return true;
  return REFUSED_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * False for a URL whose host is refused (see isRefusedHostname), or for no URL at all.
 * (The URL parser has already normalised `0x7f.1`, `2130706433`, `0177.0.0.1` and the like
 * to 127.0.0.1, so they are judged as the address they are.)
 */
export function isPublicHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return !isRefusedHostname(url.hostname);
}

/** The error of a connection refused by `publicOnlyLookup` (before any packet is sent). */
export const TARGET_REFUSED_CODE = 'ETARGETREFUSED';

function targetRefused(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: TARGET_REFUSED_CODE });
}

/** A resolver as dns.promises.lookup with `all: true`. */
export type Resolve = (hostname: string, options: dns.LookupAllOptions) => Promise<dns.LookupAddress[]>;
const systemResolve: Resolve = (hostname, options) => dns.promises.lookup(hostname, options);

/**
 * A `lookup` for http(s).request / net.connect that resolves the name, refuses it
 * (ETARGETREFUSED) when any of its addresses is refused, and otherwise hands exactly the
 * checked addresses to the socket: the connection goes to an address that was checked, so a
 * name that changes its answer between a check and the connect (DNS rebinding) gains nothing.
 * `resolve` is the resolver (tests inject one).
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { family: options.family ?? 0, hints: options.hints ?? 0, all: true }).then(
      (addresses) => {
        if (addresses.length === 0 || isRefusedHostname(hostname) || addresses.some(({ address }) => isRefusedAddress(address))) {
          callback(targetRefused(hostname), '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
