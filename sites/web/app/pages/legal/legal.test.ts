import { BRAND, SITE_COOKIES } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';
import type { ProseDocument } from '../../../vite/prose-markdown';
import { CONSENT_COOKIE } from '../../analytics/consent';
import { LEGAL_DOCUMENTS, SITE_COOKIE_TABLE_CAPTION, type LegalDocumentId } from './copy';
import cookiePolicy from './cookie-policy/cookie-policy.md';
import privacyPolicy from './privacy-policy/privacy-policy.md';
import termsOfService from './terms-of-service/terms-of-service.md';

const PROSE: Record<LegalDocumentId, ProseDocument> = {
  'privacy-policy': privacyPolicy,
  'terms-of-service': termsOfService,
  'cookie-policy': cookiePolicy,
};

const decode = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const text = (doc: ProseDocument): string => decode([doc.intro, ...doc.sections.map((section) => section.html)].join('\n')).replace(/\s+/g, ' ');

describe('legal pages', () => {
  it('carry every fact of the legal pages: date, Singapore law, 8 to 14 sections', () => {
    for (const [id, doc] of Object.entries(LEGAL_DOCUMENTS)) {
      expect(doc.lastUpdated).toBe('April 8, 2025');
      expect(text(PROSE[id as LegalDocumentId])).toMatch(/laws of Singapore/);
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.length).toBeLessThanOrEqual(14);
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const terms = text(termsOfService);
    expect(terms).toMatch(/at least 30 days notice/);
    expect(terms).toMatch(/billed in advance/);
    expect(terms).toMatch(/renew automatically/);
    expect(terms).toMatch(/Unless you cancel before the trial ends/);
    expect(terms).toMatch(/repository analysis/);
    expect(text(privacyPolicy)).toMatch(/Repository analysis/);
    const cookies = text(cookiePolicy);
    for (const duration of ['Session', '30 days', '2 years', '24 hours', '3 months', '6 months']) {
      expect(cookies).toContain(duration);
    }
    expect(cookies).toContain(`${BRAND.slug}_consent`);
  });

  it('the outline in copy.ts is the headings of the Markdown', () => {
    for (const [id, doc] of Object.entries(LEGAL_DOCUMENTS)) {
      expect(PROSE[id as LegalDocumentId].sections.map(({ id: sectionId, heading }) => ({ id: sectionId, heading }))).toEqual(doc.sections);
    }
  });

  it('every e-mail address is a mailto: link', () => {
    for (const doc of Object.values(PROSE)) {
      const html = [doc.intro, ...doc.sections.map((section) => section.html)].join('\n');
      const addresses = decode(html).match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
      for (const address of addresses) expect(html).toContain(`<a href="mailto:${address}">${address}</a>`);
    }
  });

  it("the cookie policy's table of the site's own cookies names exactly the cookies the code sets", () => {
    const html = cookiePolicy.sections.map((section) => section.html).join('\n');
    const table = new RegExp(`<caption id="[^"]+">${SITE_COOKIE_TABLE_CAPTION}</caption>([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '';
    expect([...table.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((match) => match[1])).toEqual([SITE_COOKIES.auth, SITE_COOKIES.consent]);
    expect(Object.values(SITE_COOKIES)).toEqual(['joognoo_auth', 'joognoo_consent']);
    expect(CONSENT_COOKIE).toBe(SITE_COOKIES.consent);
    const cookies = text(cookiePolicy);
    expect(cookies).not.toContain('joognoo_session');
    expect(cookies).toContain('The consent banner is shown only when analytics is switched on for this website.');
  });
});
