import { describe, expect, it } from 'vitest';
import { safeRedirectTo, signInPath } from './redirect-to';

describe('safeRedirectTo', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirectTo('/integrations')).toBe('/integrations');
    expect(safeRedirectTo('/blog?category=ai#top')).toBe('/blog?category=ai#top');
  });

  it('refuses anything that could leave the site, giving the default', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'integrations',
      '/\tevil',
      '',
      undefined,
      null,
      42,
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeRedirectTo(value), String(value)).toBe('/integrations');
    }
  });

  it('keeps an encoded CR/LF encoded (it cannot split a header)', () => {
    expect(safeRedirectTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTo('https://evil.example', '/')).toBe('/');
  });
});

describe('signInPath', () => {
  it('names the page to come back to', () => {
    expect(signInPath('/integrations')).toBe('/sign-in?redirectTo=%2Fintegrations');
    expect(signInPath('//evil.example')).toBe('/sign-in?redirectTo=%2Fintegrations');
  });
});
