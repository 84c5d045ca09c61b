import { describe, expect, it } from 'vitest';
import { acceptsGzip, preferredCoding } from './cached-body.ts';

describe('preferredCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['gzip;q=0, deflate', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(preferredCoding(header)).toBe(expected);
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['GZip', true],
    ['gzip;q=0', false],
    ['*;q=0.5, gzip;q=0', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
  ])('Accept-Encoding "%s": %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
