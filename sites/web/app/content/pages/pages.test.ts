import { BRAND, SITE_COOKIES } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../analytics/consent';
import * as pages from './index.ts';
import * as about from '../../pages/about/copy.ts';
import * as contact from '../../pages/contact/copy.ts';
import * as events from '../../pages/events/copy.ts';
import * as teams from '../../pages/teams/copy.ts';
import * as webinars from '../../pages/webinars/copy.ts';
import * as offices from '../offices.ts';

const {
  ABOUT_CONTACT_FORM_SECTION,
  ABOUT_HERO,
  ACADEMY_SERVICE,
  ACCELERATOR_GUIDES,
  ADD_ON_SERVICES,
  addOnRequests,
  API_CARDS,
  AUTHENTICATION_GUIDE,
  CLOUD_PARTNER_SERVICE,
  CONTACT_FAQ,
  CONTACT_HERO,
  CONTACT_OFFICES,
  COOKIE_POLICY,
  DOCS_OVERVIEW_CARDS,
  ENTERPRISE_SUPPORT,
  EVENTS,
  EVENTS_CALENDAR,
  FEATURED_GUIDES,
  GUIDES_SECTION,
  HOME_OFFICE_NAMES,
  LEADERS,
  LEGAL_DOCUMENTS,
  OFFICE_REGIONS,
  PRIVACY_POLICY,
  SITE_COOKIE_TABLE_CAPTION,
  TERMS_OF_SERVICE,
  USE_CASES,
  WEBINARS,
  CORE_VALUES,
} = { ...pages, ...about, ...contact, ...events, ...teams, ...webinars, ...offices };

const text = (doc: pages.LegalDocument): string =>
  [
    doc.intro,
    ...doc.sections.flatMap((section) =>
      section.blocks.flatMap((block) =>
        block.type === 'p' ? [block.text] : block.type === 'ul' ? [...block.items] : block.rows.flat(),
      ),
    ),
  ].join('\n');

describe('legal pages', () => {
  it('carry every fact of SPEC §2 Legal', () => {
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      expect(doc.lastUpdated).toBe('April 8, 2025');
      expect(text(doc)).toMatch(/laws of Singapore/);
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.length).toBeLessThanOrEqual(14);
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    const terms = text(TERMS_OF_SERVICE);
    expect(terms).toMatch(/at least 30 days notice/);
    expect(terms).toMatch(/billed in advance/);
    expect(terms).toMatch(/renew automatically/);
    expect(terms).toMatch(/Unless you cancel before the trial ends/);
    expect(terms).toMatch(/repository analysis/);
    expect(text(PRIVACY_POLICY)).toMatch(/Repository analysis/);
    const cookies = text(COOKIE_POLICY);
    for (const duration of ['Session', '30 days', '2 years', '24 hours', '3 months', '6 months']) {
      expect(cookies).toContain(duration);
    }
    expect(cookies).toContain(`${BRAND.slug}_consent`);
  });

  it("the cookie policy's table of the site's own cookies names exactly the cookies the code sets", () => {
    const table = COOKIE_POLICY.sections.flatMap((section) => section.blocks).find((block) => block.type === 'table' && block.caption === SITE_COOKIE_TABLE_CAPTION);
    expect(table?.type === 'table' ? table.rows.map((row) => row[0]) : []).toEqual([SITE_COOKIES.auth, SITE_COOKIES.consent]);
    expect(Object.values(SITE_COOKIES)).toEqual(['joognoo_auth', 'joognoo_consent']);
    expect(CONSENT_COOKIE).toBe(SITE_COOKIES.consent);
    const cookies = text(COOKIE_POLICY);
    expect(cookies).not.toContain('joognoo_session');
    expect(cookies).toContain('The consent banner is shown only when analytics is switched on for this website.');
  });
});

describe('links', () => {
  const docsAnchors = new Set<string>([
    ...FEATURED_GUIDES.map((guide) => guide.id),
    ...ACCELERATOR_GUIDES.map((guide) => guide.id),
    GUIDES_SECTION.library.id,
    AUTHENTICATION_GUIDE.id,
    ...API_CARDS.map((card) => card.id),
    pages.EXAMPLES_SECTION.integrations.id,
  ]);

  it('documentation cards never link to "#" and anchors exist', () => {
    expect(DOCS_OVERVIEW_CARDS).toHaveLength(6);
    for (const card of DOCS_OVERVIEW_CARDS) {
      expect(card.link.href).not.toBe('#');
      // Resources opens the widget docs; every other card a section of the page.
      if (card.id === 'resources') {
        expect(card.link.href).toBe('/developers/widgets');
        continue;
      }
      expect(card.link.href.startsWith('#')).toBe(true);
      expect(docsAnchors.has(card.link.href.slice(1))).toBe(true);
    }
    expect(docsAnchors.has(GUIDES_SECTION.viewAll.href.slice(1))).toBe(true);
  });

  it('service pages point at their request routes and real anchors', () => {
    const requestRoutes: Record<string, string> = {
      governance: '/add-ons/governance/payment',
      'managed-services': '/add-ons/managed-services/payment',
      academy: '/add-ons/academy/payment',
      'cloud-partner': '/add-ons/cloud/payment',
    };
    for (const [slug, service] of Object.entries(ADD_ON_SERVICES)) {
      expect(service.path).toBe(`/services/${slug}`);
      expect(service.hero.primaryCta.href).toBe(requestRoutes[slug]);
      const secondary = service.hero.secondaryCta.href;
      if (secondary.startsWith('#')) {
        const sectionIds = Object.values(service).flatMap((value) =>
          value && typeof value === 'object' && 'id' in value ? [String((value as { id: unknown }).id)] : [],
        );
        expect(sectionIds).toContain(secondary.slice(1));
      } else {
        expect(secondary).toBe('/contact');
      }
    }
    expect(ACADEMY_SERVICE.hero.primaryCta.label).toBe('Enroll Now');
    expect(CLOUD_PARTNER_SERVICE.hero.primaryCta.label).toBe('Request Integration');
    expect(ACADEMY_SERVICE.formats.items.map((format) => format.cta.href)).toEqual([
      '/add-ons/academy/payment?format=self-paced',
      '/add-ons/academy/payment?format=virtual',
      '/add-ons/academy/payment?format=enterprise',
    ]);
    expect(ACADEMY_SERVICE.formats.items.every((format) => format.cta.label === 'Select This Format')).toBe(true);
    expect(ACADEMY_SERVICE.formats.defaultFormat).toBe('self-paced');
    expect(CLOUD_PARTNER_SERVICE.partners.defaultPartner).toBe('azure');
    expect(CLOUD_PARTNER_SERVICE.partners.items.map((partner) => partner.id)).toEqual(['azure', 'aws', 'google']);
    expect(CLOUD_PARTNER_SERVICE.process.steps).toHaveLength(4);
    expect(ACADEMY_SERVICE.learningPaths.items).toHaveLength(3);
    expect(ACADEMY_SERVICE.testimonials.items.some((item) => item.quote.includes('30% development time reduction'))).toBe(true);
    expect(Object.keys(addOnRequests).sort()).toEqual(['academy', 'cloud', 'governance', 'managed-services']);
  });

  it('use-case pages end with Schedule Demo and Learn More', () => {
    const slugs = { green: BRAND.products.green.slug, ai: BRAND.products.ai.slug, hire: BRAND.products.hire.slug };
    for (const [id, page] of Object.entries(USE_CASES)) {
      expect(page.cta.primary).toEqual({ label: 'Schedule Demo', href: '/contact' });
      expect(page.cta.secondary).toEqual({ label: 'Learn More', href: `/products/${slugs[id as keyof typeof slugs]}` });
      expect(page.problems).toHaveLength(4);
      expect(page.successStories).toHaveLength(2);
      expect(page.features).toHaveLength(4);
      expect(page.hero.stats).toHaveLength(3);
      expect(page.benefitIcons).toHaveLength(page.benefitCategories.length);
    }
    const figures = (id: pages.UseCaseId) => USE_CASES[id].hero.stats.map((stat) => `${stat.value} ${stat.label}`);
    expect(figures('green')).toEqual(expect.arrayContaining(['85% Faster ESG reporting', '300% ROI']));
    expect(figures('ai')).toContain('400% AI ROI');
    expect(figures('hire')).toContain('50% Faster hiring');
  });
});

describe('people, places and events', () => {
  it('lists the offices of SPEC', () => {
    const cities = OFFICE_REGIONS.flatMap((region) => region.offices.map((office) => office.city));
    expect(cities).toEqual(['Singapore', 'Bangalore', 'Sydney', 'Kuala Lumpur', 'Dubai', 'Riyadh', 'New York', 'San Francisco']);
    expect(CONTACT_OFFICES.map((office) => office.location)).toEqual(['Singapore HQ', 'United States', 'Australia', 'India']);
    for (const office of CONTACT_OFFICES) expect(office.email).toMatch(new RegExp(`@${BRAND.slug}\\.example$`));
    expect(HOME_OFFICE_NAMES).toEqual(['Singapore', 'India', 'Malaysia', 'Australia', 'UAE', 'US']);
  });

  it('has three leaders, one without a photo, and three core values', () => {
    expect(LEADERS).toHaveLength(3);
    expect(LEADERS.filter((leader) => leader.image === null)).toHaveLength(1);
    for (const leader of LEADERS) {
      if (leader.image) expect(leader.image).toBe(`/images/leaders/${leader.name.split(' ')[0]!.toLowerCase()}.svg`);
    }
    expect(CORE_VALUES.items.map((value) => value.title)).toEqual(['Innovation', 'Excellence', 'Client Success']);
  });

  it('keeps webinars and events in the right years', () => {
    const upcoming = WEBINARS.filter((webinar) => webinar.status === 'upcoming');
    const recorded = WEBINARS.filter((webinar) => webinar.status === 'recorded');
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    expect(recorded.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.every((webinar) => webinar.date.startsWith('2027'))).toBe(true);
    expect(recorded.every((webinar) => webinar.date.startsWith('2026'))).toBe(true);
    for (const webinar of WEBINARS) expect(webinar.thumbnail).toBe(`/images/webinars/${webinar.id}.svg`);
    expect(EVENTS.filter((event) => event.featured)).toHaveLength(1);
    for (const event of EVENTS) {
      expect(event.startDate.slice(0, 4)).toBe(event.status === 'upcoming' ? '2027' : '2026');
      expect(event.thumbnail).toBe(`/images/events/${event.id}.svg`);
    }
    expect(EVENTS_CALENDAR.heading).toBe('2025 Events Calendar');
    expect(EVENTS_CALENDAR.quarters.map((quarter) => quarter.quarter)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });
});

describe('contact and about', () => {
  it('promises a reply within 24 hours, 24 business hours in the FAQ', () => {
    expect(CONTACT_HERO.title).toBe('Contact Us');
    expect(CONTACT_HERO.subtitle).toContain('24 hours');
    expect(CONTACT_FAQ.items).toHaveLength(4);
    expect(CONTACT_FAQ.items.some((item) => item.answer.includes('24 business hours'))).toBe(true);
    expect(ENTERPRISE_SUPPORT.cta).toEqual({ label: 'Visit Support Center', href: '/documentation' });
  });

  it('has the about CTAs and the contact-form anchor', () => {
    expect(ABOUT_HERO.primaryCta).toEqual({ label: 'Get a Demo', href: '/contact' });
    expect(ABOUT_HERO.secondaryCta).toEqual({ label: 'Our Solutions', href: '/' });
    expect(ABOUT_CONTACT_FORM_SECTION.id).toBe('contact-form');
  });

  it('never hard-codes the brand name', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('.', import.meta.url);
    for (const file of await readdir(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = (await readFile(new URL(file, dir), 'utf8')).replace(/@joognoo\/schemas/g, '');
      const code = source.split('\n').filter((line) => !line.trim().startsWith('*') && !line.trim().startsWith('/**'));
      expect(code.join('\n'), file).not.toMatch(new RegExp(BRAND.name, 'i'));
    }
  });
});
