import { describe, expect, it } from 'vitest';
import { isPublicHttpUrl } from './public-host.ts';

describe('isPublicHttpUrl', () => {
  it.each(['https://acme.atlassian.net', 'https://jira.acme.com/secure', 'http://203.0.113.10:8080', 'https://[2001:db8::1]/'])('accepts %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(true);
  });

  it.each([
    'http://localhost:8080',
    'http://LOCALHOST./',
    'http://jira.localhost',
    'http://127.0.0.1',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://10.1.2.3',
    'http://172.20.0.1',
    'http://192.168.1.10',
    'http://169.254.169.254/latest',
    'http://0.0.0.0',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'https://jira.corp.local',
    'https://acme.invalid',
    'http://jira/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isPublicHttpUrl(url)).toBe(false);
  });
});
