import { describe, expect, it } from 'vitest';
import { isHttpsRequest } from './security-headers.ts';

/** The part of a Koa context isHttpsRequest reads. */
function ctx(peer: string, forwardedProto?: string, encrypted?: boolean) {
  return {
    req: { socket: { remoteAddress: peer, encrypted } },
    get: (name: string) => (name.toLowerCase() === 'x-forwarded-proto' ? (forwardedProto ?? '') : ''),
  } as unknown as Parameters<typeof isHttpsRequest>[0];
}

describe('isHttpsRequest', () => {
  it('is true on a TLS socket whoever the peer is', () => {
    expect(isHttpsRequest(ctx('203.0.113.5', undefined, true), false)).toBe(true);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttpsRequest(ctx('127.0.0.1', 'https'), 'loopback')).toBe(true);
    expect(isHttpsRequest(ctx('::ffff:127.0.0.1', 'HTTPS'), 'loopback')).toBe(true);
    expect(isHttpsRequest(ctx('203.0.113.5', 'https'), true)).toBe(true);
    // A visitor connecting directly cannot claim HTTPS.
    expect(isHttpsRequest(ctx('203.0.113.5', 'https'), 'loopback')).toBe(false);
    expect(isHttpsRequest(ctx('127.0.0.1', 'https'), false)).toBe(false);
  });

  it('reads the last entry, the one the trusted proxy wrote', () => {
    expect(isHttpsRequest(ctx('127.0.0.1', 'https, http'), 'loopback')).toBe(false);
    expect(isHttpsRequest(ctx('127.0.0.1', 'http, https'), 'loopback')).toBe(true);
    expect(isHttpsRequest(ctx('127.0.0.1'), 'loopback')).toBe(false);
  });
});
