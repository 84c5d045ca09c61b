import { BRAND } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';
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
  CONTACT_FAQ,
  CONTACT_HERO,
  CONTACT_OFFICES,
  ENTERPRISE_SUPPORT,
  EVENTS,
  EVENTS_CALENDAR,
  HOME_OFFICE_NAMES,
  LEADERS,
  OFFICE_REGIONS,
  WEBINARS,
  CORE_VALUES,
} = { ...pages, ...about, ...contact, ...events, ...teams, ...webinars, ...offices };

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
