import { BRAND } from '@joognoo/schemas';

/** Copy of the home page (SPEC.md §1, §2 Home). */
export const home = {
  title: `${BRAND.name} | Enterprise AI Accelerators and Products`,
  description: `${BRAND.name} builds modular AI accelerators and products for sustainability, AI governance and recruitment. Trusted by Fortune 500 companies: 300% ROI, 60% faster deployment, SOC2.`,
  hero: {
    eyebrow: 'Trusted by Fortune 500 companies',
    heading: 'Enterprise AI that delivers measurable results',
    intro:
      'Modular AI accelerators and products for sustainability, AI governance and recruitment: deployed in weeks, governed from day one.',
    primaryCta: 'Explore Solutions',
    secondaryCta: 'Get Free Pilot',
    claims: [
      { value: '300%', label: 'ROI increase' },
      { value: '60%', label: 'faster deployment' },
      { value: 'SOC2', label: 'compliant' },
    ],
  },
  sections: {
    products: {
      id: 'products',
      eyebrow: 'Products',
      heading: 'Three products, one platform',
      intro: 'Sustainability, AI governance and recruitment, built on the same secure foundation.',
    },
    features: {
      id: 'features',
      eyebrow: 'Platform',
      heading: 'Built for the enterprise',
      intro: '200+ pre-built integrations, a 99.9% uptime SLA, setup in under 30 minutes and 24/7 support.',
    },
    contact: {
      id: 'contact',
      eyebrow: 'Contact',
      heading: 'Get in Touch',
      intro: 'Tell us about your goals and we will get back to you within 24 hours.',
    },
  },
} as const;
