import { describe, expect, it } from 'vitest';
import { formattingLocale, lookupLocale, resolveLocale, textDirection } from './locale.ts';

describe('language tags', () => {
  it('reach a shipped language by BCP 47 lookup', () => {
    expect(lookupLocale('ar-AE')).toBe('ar');
    expect(lookupLocale('ar')).toBe('ar');
    expect(lookupLocale('zh')).toBe('zh');
    expect(lookupLocale('zh-CN')).toBe('zh');
    expect(lookupLocale('zh-Hans-SG')).toBe('zh');
    expect(lookupLocale('ms-MY')).toBe('ms');
    expect(lookupLocale('hi-IN')).toBe('hi');
    expect(lookupLocale('EN_us')).toBe('en');
    expect(lookupLocale('ar-u-nu-latn')).toBe('ar');
    expect(lookupLocale('de-DE')).toBeUndefined();
    expect(lookupLocale('not a tag')).toBeUndefined();
    expect(lookupLocale('')).toBeUndefined();
  });

  it('fall back along the list, then to English', () => {
    expect(resolveLocale(undefined, 'de', 'ms-MY')).toBe('ms');
    expect(resolveLocale('fr-FR', 'de')).toBe('en');
  });

  it('give the direction of their script', () => {
    expect(textDirection('ar-SA')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('zh-CN')).toBe('ltr');
    expect(textDirection('en')).toBe('ltr');
  });

  it('keep the region and digits of the requested tag for formats, only for the language it reached', () => {
    expect(formattingLocale('ar-SA-u-nu-latn', 'ar')).toBe('ar-SA-u-nu-latn');
    expect(formattingLocale('de-DE', 'en')).toBe('en');
    expect(formattingLocale(undefined, 'zh')).toBe('zh');
  });

});
