import { describe, expect, it } from 'vitest';
import { redirectPage } from './react-router.ts';

describe('redirectPage', () => {
  it('is a small HTML document linking the target, escaped', () => {
    expect(redirectPage('/sign-in?redirectTo=%2Fintegrations&x="<y>')).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting</title></head><body><p>Redirecting to <a href="/sign-in?redirectTo=%2Fintegrations&amp;x=&quot;&lt;y&gt;">/sign-in?redirectTo=%2Fintegrations&amp;x=&quot;&lt;y&gt;</a>.</p></body></html>',
    );
  });
});
