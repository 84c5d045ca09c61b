import { describe, expect, it } from 'vitest';
import { validate } from './validate.ts';
import { cleanAttribution, pageAttribution, partnerIdSchema } from './attribution.ts';

describe('attribution', () => {
  it('captures the page without fragment or credentials, the referrer and the five utm parameters', () => {
    const captured = pageAttribution(
      { href: 'https://user:pw@partner.example/pricing?utm_source=news&utm_medium=email&utm_campaign=q4&utm_term=ai&utm_content=hero&x=1#form' },
      'https://search.example/?q=joognoo',
    );
    expect(captured).toEqual({
      pageUrl: 'https://partner.example/pricing?utm_source=news&utm_medium=email&utm_campaign=q4&utm_term=ai&utm_content=hero&x=1',
      referrer: 'https://search.example/?q=joognoo',
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'q4',
      utm_term: 'ai',
      utm_content: 'hero',
    });
    expect(pageAttribution({ href: 'https://partner.example/' }, '')).toMatchObject({ referrer: null, utm_source: null });
  });

  it('drops what it cannot use instead of refusing: other schemes, non-strings, blanks; cuts long values', () => {
    expect(cleanAttribution({ pageUrl: 'javascript:alert(1)', referrer: 42, utm_source: '  ', utm_medium: 'x'.repeat(300) })).toEqual({
      pageUrl: null,
      referrer: null,
      utm_source: null,
      utm_medium: 'x'.repeat(200),
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
    expect(cleanAttribution('nonsense').pageUrl).toBeNull();
    expect(cleanAttribution({ pageUrl: `https://p.example/${'a'.repeat(2000)}` }).pageUrl).toHaveLength(1000);
  });

  it('accepts a partner slug or nothing, refuses anything else with "Unknown partner."', () => {
    expect(validate(partnerIdSchema, undefined)).toEqual({ success: true, output: '' });
    expect(validate(partnerIdSchema, ' acme-reseller ')).toEqual({ success: true, output: 'acme-reseller' });
    for (const bad of ['Acme', '-acme', 'a'.repeat(65), 7]) {
      expect(validate(partnerIdSchema, bad).success).toBe(false);
    }
  });
});
