import { describe, expect, it } from 'vitest';
import { safeRedirectTo } from './redirect-to';
import { sameSitePath } from './same-site-path';

const SITE = 'https://joognoo.example';

/** Each of these normalises to `//evil.example` (or leaves the site some other way). */
const LEAVING = [
  '/.//evil.example',
  decodeURIComponent('%2F.%2F%2Fevil.example'),
  '%2F.%2F%2Fevil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/a/..//evil.example',
  '/.//evil.example/x',
  '//evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  '/\tevil',
  'integrations',
  '',
  `/${'a'.repeat(3000)}`,
];

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and hash, normalised', () => {
    expect(sameSitePath('/integrations', SITE)).toBe('/integrations');
    expect(sameSitePath('/blog?category=ai#top', SITE)).toBe('/blog?category=ai#top');
    expect(sameSitePath('/blog/./post/../', SITE)).toBe('/blog/');
    expect(sameSitePath(`${SITE}/thanks`, SITE)).toBe('/thanks');
  });

  it.each(LEAVING)('refuses %j', (value) => {
    expect(sameSitePath(value, SITE)).toBeNull();
    expect(sameSitePath(value)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}]) expect(sameSitePath(value, SITE)).toBeNull();
  });
});

describe('safeRedirectTo (the sign-in target) uses the same rule', () => {
  it.each(LEAVING)('%j gives the default', (value) => {
    expect(safeRedirectTo(value)).toBe('/integrations');
  });

  it('keeps an encoded CR/LF encoded (it cannot split a header)', () => {
    expect(safeRedirectTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});
