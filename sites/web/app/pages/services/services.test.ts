import { describe, expect, it } from 'vitest';
import { ACADEMY_SERVICE, ADD_ON_SERVICES, addOnRequests, CLOUD_PARTNER_SERVICE } from './copy';

describe('links', () => {
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
});
