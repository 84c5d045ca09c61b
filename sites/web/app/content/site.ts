import { BRAND, LIMITS } from '@joognoo/schemas';

/** Company facts, contact details and offices (SPEC.md §2 Contact, About). */

export interface Office {
  location: string;
  address: string;
  phone: string;
  email: string;
}

export const company = {
  name: BRAND.name,
  legalName: `${BRAND.name} Pte. Ltd.`,
  foundedYear: LIMITS.foundedYear,
  tagline: 'Modular AI accelerators and products for the enterprise',
  /** Footer credit line ("Product by ..."). */
  productBy: `${BRAND.name} Labs`,
  replyWithinHours: LIMITS.replyWithinHours,
} as const;

export const contact = {
  email: `hello@${BRAND.slug}.com`,
  salesEmail: `sales@${BRAND.slug}.com`,
  supportEmail: `support@${BRAND.slug}.com`,
  phone: '+65 6800 1234',
  location: 'Singapore (HQ)',
} as const;

/** Office cards of /contact (Singapore HQ, United States, Australia, India). */
export const offices: readonly Office[] = [
  {
    location: 'Singapore HQ',
    address: '1 Raffles Place, #20-61, Singapore 048616',
    phone: '+65 6800 1234',
    email: `singapore@${BRAND.slug}.com`,
  },
  {
    location: 'United States',
    address: '350 Fifth Avenue, Suite 4100, New York, NY 10118',
    phone: '+1 212 555 0134',
    email: `us@${BRAND.slug}.com`,
  },
  {
    location: 'Australia',
    address: '1 Martin Place, Level 12, Sydney NSW 2000',
    phone: '+61 2 8000 1234',
    email: `australia@${BRAND.slug}.com`,
  },
  {
    location: 'India',
    address: '80 Feet Road, Koramangala, Bengaluru 560034',
    phone: '+91 80 4000 1234',
    email: `india@${BRAND.slug}.com`,
  },
];

/** Countries listed in the home contact section. */
export const officeCountries = ['Singapore', 'India', 'Malaysia', 'Australia', 'UAE', 'US'] as const;
