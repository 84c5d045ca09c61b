import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { PRIVATE_TARGET_URLS } from '../../test/private-targets.ts';
import { TARGET_REFUSED_CODE, isPublicHttpUrl, isRefusedAddress, publicOnlyLookup } from './public-host.ts';

describe('isPublicHttpUrl', () => {
  it.each([
    'https://acme.atlassian.net',
    'https://jira.acme.com/secure',
    'http://8.8.8.8:8080',
    'https://[2606:4700:4700::1111]/',
    // Embedded forms of a public IPv4 address are as public as it is.
    'http://[::ffff:8.8.8.8]/',
    'http://[64:ff9b::8.8.8.8]/',
    'http://[2002:808:808::1]/',
  ])('accepts %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(true);
  });

  it.each([
    // The addresses and names of the machine, its networks and its cloud's metadata service.
    ...PRIVATE_TARGET_URLS,
    'http://localhost:8080',
    'http://LOCALHOST./',
    'http://jira.localhost',
    'http://metadata/',
    'http://instance-data/latest/',
    'http://anything.internal./',
    // Other spellings of loopback that the URL parser turns into 127.0.0.1.
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    // Private, shared, link-local, unspecified, broadcast, multicast, reserved.
    'http://172.20.0.1',
    'http://192.168.1.10',
    'http://100.100.100.200/',
    'http://0.0.0.0',
    'http://255.255.255.255/',
    'http://224.0.0.1/',
    'http://240.0.0.1/',
    'http://203.0.113.10/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
    'http://[ff02::1]/',
    'http://[2001:db8::1]/',
    'http://[2001::1]/',
    // IPv6 forms that carry a private IPv4 address.
    'http://[::ffff:127.0.0.1]/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:0:a00:1]/',
    'http://[64:ff9b::10.0.0.1]/',
    'http://[64:ff9b:1::1]/',
    'http://[2002:a9fe:a9fe::1]/',
    'https://jira.corp.local',
    'https://acme.invalid',
    'https://nas.home.arpa/',
    'http://jira/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(false);
  });
});

describe('isRefusedAddress', () => {
  it('judges resolved addresses, and refuses what is not one', () => {
    expect(isRefusedAddress('93.184.215.14')).toBe(false);
    expect(isRefusedAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(false);
    expect(isRefusedAddress('127.0.0.1')).toBe(true);
    expect(isRefusedAddress('::ffff:169.254.169.254')).toBe(true);
    expect(isRefusedAddress('fe80::1%eth0')).toBe(true);
    expect(isRefusedAddress('0x7f.1')).toBe(true);
    expect(isRefusedAddress('example.com')).toBe(true);
  });
});

describe('publicOnlyLookup', () => {
  const lookupWith = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((resolve) => {
      const lookup = publicOnlyLookup(async () => addresses);
      lookup('hooks.partner.example', { all }, (error, result) => resolve({ error, result }));
    });

  it('hands the checked public addresses to the socket', async () => {
    const one = [{ address: '93.184.215.14', family: 4 }];
    expect(await lookupWith(one, true)).toEqual({ error: null, result: one });
    expect(await lookupWith(one, false)).toEqual({ error: null, result: '93.184.215.14' });
  });

  it('refuses a name when any of its addresses is refused (a rebinding answer included)', async () => {
    for (const addresses of [
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '93.184.215.14', family: 4 }, { address: '10.1.2.3', family: 4 }],
      [{ address: '::ffff:a9fe:a9fe', family: 6 }],
      [],
    ]) {
      const { error } = await lookupWith(addresses, true);
      expect(error?.code).toBe(TARGET_REFUSED_CODE);
    }
  });

  it('passes a resolver error on', async () => {
    const lookup = publicOnlyLookup(async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    });
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('nowhere.example', {}, (failure) => resolve(failure)));
    expect(error?.code).toBe('ENOTFOUND');
  });
});
