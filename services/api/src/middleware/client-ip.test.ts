import { describe, expect, it } from 'vitest';
import { clientIp, isLoopbackAddress, isTrustedProxy, rateLimitAddress, trustedProxyList } from './client-ip.ts';

/** The part of a Koa context clientIp reads. */
function ctx(peer: string | undefined, forwardedFor?: string) {
  return {
    req: { socket: { remoteAddress: peer } },
    get: (name: string) => (name.toLowerCase() === 'x-forwarded-for' ? (forwardedFor ?? '') : ''),
  } as unknown as Parameters<typeof clientIp>[0];
}

const XFF = '198.51.100.7, 203.0.113.5';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('%s is loopback', (ip) => {
    expect(isLoopbackAddress(ip)).toBe(true);
  });
  it.each(['10.0.0.1', '203.0.113.5', '::ffff:10.0.0.1', '128.0.0.1', '', undefined, '::2'])('%s is not', (ip) => {
    expect(isLoopbackAddress(ip)).toBe(false);
  });
});

describe('clientIp', () => {
  describe('TRUST_PROXY=loopback', () => {
    it('takes the last X-Forwarded-For entry from a loopback peer (a proxy on this host)', () => {
      expect(clientIp(ctx('127.0.0.1', XFF), 'loopback')).toBe('203.0.113.5');
      expect(clientIp(ctx('::ffff:127.0.0.1', '::ffff:192.0.2.44'), 'loopback')).toBe('192.0.2.44');
      expect(clientIp(ctx('::1', '2001:db8::7'), 'loopback')).toBe('2001:db8::7');
    });

    it('ignores X-Forwarded-For from any other peer', () => {
      expect(clientIp(ctx('203.0.113.99', XFF), 'loopback')).toBe('203.0.113.99');
      expect(clientIp(ctx('::ffff:10.1.2.3', XFF), 'loopback')).toBe('10.1.2.3');
    });

    it('uses the loopback peer itself without the header', () => {
      expect(clientIp(ctx('127.0.0.1'), 'loopback')).toBe('127.0.0.1');
      expect(clientIp(ctx('127.0.0.1', ' , '), 'loopback')).toBe('127.0.0.1');
    });
  });

  it('TRUST_PROXY=true takes the last entry from any peer', () => {
    expect(clientIp(ctx('203.0.113.99', XFF), true)).toBe('203.0.113.5');
    expect(clientIp(ctx('203.0.113.99'), true)).toBe('203.0.113.99');
  });

  describe('TRUST_PROXY=10.0.0.0/8,192.168.1.7,2001:db8::/32 (a list of proxies)', () => {
    const list = trustedProxyList('10.0.0.0/8,192.168.1.7,2001:db8::/32');

    it('trusts a listed peer only (IPv4-mapped IPv6 peers as IPv4)', () => {
      for (const peer of ['10.1.2.3', '::ffff:10.1.2.3', '192.168.1.7', '2001:db8::5']) expect(isTrustedProxy(peer, list), peer).toBe(true);
      for (const peer of ['192.168.1.8', '127.0.0.1', '::1', '11.0.0.1', '2001:db9::5', '', undefined]) expect(isTrustedProxy(peer, list), String(peer)).toBe(false);
    });

    it('takes the last X-Forwarded-For entry that is not a listed proxy, from a listed peer', () => {
      expect(clientIp(ctx('10.1.2.3', XFF), list)).toBe('203.0.113.5');
      // A chain: the client, then the proxy 192.168.1.7, then the load balancer 10.1.2.3 (the peer).
      expect(clientIp(ctx('10.1.2.3', '198.51.100.7, 203.0.113.5, 192.168.1.7'), list)).toBe('203.0.113.5');
      expect(clientIp(ctx('::ffff:10.1.2.3', '::ffff:192.0.2.44, 10.9.9.9'), list)).toBe('192.0.2.44');
      expect(clientIp(ctx('2001:db8::5', '2001:db9::7'), list)).toBe('2001:db9::7');
      // Every entry a proxy: the first one.
      expect(clientIp(ctx('10.1.2.3', '10.5.5.5, 192.168.1.7'), list)).toBe('10.5.5.5');
      // No header: the peer itself.
      expect(clientIp(ctx('10.1.2.3'), list)).toBe('10.1.2.3');
    });

    it('ignores X-Forwarded-For from a peer not on the list, loopback included', () => {
      expect(clientIp(ctx('203.0.113.99', XFF), list)).toBe('203.0.113.99');
      expect(clientIp(ctx('127.0.0.1', XFF), list)).toBe('127.0.0.1');
      expect(clientIp(ctx('192.168.1.8', XFF), list)).toBe('192.168.1.8');
    });
  });

  it('TRUST_PROXY=false (the default) never reads the header, not even from loopback', () => {
    expect(clientIp(ctx('127.0.0.1', XFF), false)).toBe('127.0.0.1');
    expect(clientIp(ctx('203.0.113.99', XFF), false)).toBe('203.0.113.99');
  });

  it('caps the length and reports an unknown peer', () => {
    expect(clientIp(ctx('127.0.0.1', 'x'.repeat(200)), 'loopback')).toHaveLength(64);
    expect(clientIp(ctx(undefined), 'loopback')).toBe('unknown');
  });
});

describe('rateLimitAddress', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:1.2.3.4', '1.2.3.4'],
    ['::ffff:0102:0304', '1.2.3.4'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', '169.254.169.254'],
    ['2001:db8:1:2::7', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (ip, expected) => {
    expect(rateLimitAddress(ip)).toBe(expected);
  });

  it('gives every address of one /64 the same key and a neighbouring /64 another', () => {
    const keys = new Set(Array.from({ length: 15 }, (_, i) => rateLimitAddress(`2001:db8:aa:bb:${(i * 4099).toString(16)}::${i + 1}`)));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
    expect(rateLimitAddress('2001:db8:aa:bc::1')).not.toBe('2001:db8:aa:bb::/64');
  });
});
