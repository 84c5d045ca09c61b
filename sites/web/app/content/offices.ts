import type { Office } from '@joognoo/schemas';
import { companyEmail } from './pages/helpers.ts';

/**
 * Offices of the /about global presence (grouped by region), the four /contact
 * office cards and the home contact details. Phone numbers follow each country's format.
 */

export type RegionId = 'asia-pacific' | 'middle-east' | 'americas';

/** An office of the /about global presence section. */
export interface RegionalOffice extends Office {
  /** Stable id, usable as a React key or element id. */
  id: string;
  city: string;
  country: string;
  /** Short role line, e.g. 'Asia Pacific Headquarters' or 'Engineering Centre'. */
  role: string;
  isHeadquarters: boolean;
}

export interface OfficeRegion {
  id: RegionId;
  name: string;
  description: string;
  offices: readonly RegionalOffice[];
}

const singapore: RegionalOffice = {
  id: 'singapore',
  location: 'Singapore HQ',
  city: 'Singapore',
  country: 'Singapore',
  role: 'Asia Pacific Headquarters',
  isHeadquarters: true,
  address: '1 Raffles Place, #20-61 One Raffles Place Tower 2, Singapore 048616',
  phone: '+65 6812 4400',
  email: companyEmail('singapore'),
};

const bangalore: RegionalOffice = {
  id: 'bangalore',
  location: 'India',
  city: 'Bangalore',
  country: 'India',
  role: 'Engineering and Delivery Centre',
  isHeadquarters: false,
  address: 'Embassy Golf Links Business Park, Block C, 4th Floor, Intermediate Ring Road, Bangalore, Karnataka 560071, India',
  phone: '+91 80 4718 2200',
  email: companyEmail('india'),
};

const sydney: RegionalOffice = {
  id: 'sydney',
  location: 'Australia',
  city: 'Sydney',
  country: 'Australia',
  role: 'Australia and New Zealand Office',
  isHeadquarters: false,
  address: 'Level 12, 1 Margaret Street, Sydney NSW 2000, Australia',
  phone: '+61 2 5550 4410',
  email: companyEmail('australia'),
};

const kualaLumpur: RegionalOffice = {
  id: 'kuala-lumpur',
  location: 'Malaysia',
  city: 'Kuala Lumpur',
  country: 'Malaysia',
  role: 'Southeast Asia Delivery Hub',
  isHeadquarters: false,
  address: 'Level 23, Menara 1 Sentrum, 201 Jalan Tun Sambanthan, 50470 Kuala Lumpur, Malaysia',
  phone: '+60 3 2772 8800',
  email: companyEmail('malaysia'),
};

const dubai: RegionalOffice = {
  id: 'dubai',
  location: 'UAE',
  city: 'Dubai',
  country: 'United Arab Emirates',
  role: 'Middle East Regional Office',
  isHeadquarters: false,
  address: 'Office 1504, Level 15, Gate Village Building 4, DIFC, Dubai, United Arab Emirates',
  phone: '+971 4 365 2100',
  email: companyEmail('uae'),
};

const riyadh: RegionalOffice = {
  id: 'riyadh',
  location: 'Saudi Arabia',
  city: 'Riyadh',
  country: 'Saudi Arabia',
  role: 'Saudi Arabia Client Office',
  isHeadquarters: false,
  address: 'King Abdullah Financial District, Building 2.07, Floor 9, Al Aqiq, Riyadh 13519, Saudi Arabia',
  phone: '+966 11 510 4300',
  email: companyEmail('ksa'),
};

const newYork: RegionalOffice = {
  id: 'new-york',
  location: 'United States',
  city: 'New York',
  country: 'United States',
  role: 'Americas Headquarters',
  isHeadquarters: false,
  address: '450 Lexington Avenue, 4th Floor, New York, NY 10017, USA',
  phone: '+1 (212) 555-0148',
  email: companyEmail('us'),
};

const sanFrancisco: RegionalOffice = {
  id: 'san-francisco',
  location: 'United States',
  city: 'San Francisco',
  country: 'United States',
  role: 'Product and Partnerships Office',
  isHeadquarters: false,
  address: '535 Mission Street, 14th Floor, San Francisco, CA 94105, USA',
  phone: '+1 (415) 555-0132',
  email: companyEmail('sf'),
};

/** /about global presence: Asia Pacific (HQ Singapore), Middle East, Americas. */
export const OFFICE_REGIONS: readonly OfficeRegion[] = [
  {
    id: 'asia-pacific',
    name: 'Asia Pacific',
    description:
      'Our headquarters in Singapore and our engineering, delivery and client teams across India, Australia and Malaysia.',
    offices: [singapore, bangalore, sydney, kualaLumpur],
  },
  {
    id: 'middle-east',
    name: 'Middle East',
    description:
      'Regional teams supporting government, energy, banking and real-estate clients through their national AI and sustainability programmes.',
    offices: [dubai, riyadh],
  },
  {
    id: 'americas',
    name: 'Americas',
    description:
      'Client partnership, product and alliance teams working with North American enterprises and our cloud partners.',
    offices: [newYork, sanFrancisco],
  },
];

/** Every office, headquarters first. */
export const ALL_OFFICES: readonly RegionalOffice[] = OFFICE_REGIONS.flatMap((region) => region.offices);

export const HEADQUARTERS: RegionalOffice = singapore;

/** /about section copy around OFFICE_REGIONS. */
export const GLOBAL_PRESENCE_SECTION = {
  id: 'global-presence',
  eyebrow: 'Global presence',
  heading: 'Close to our clients, wherever they operate',
  intro:
    'Headquartered in Singapore, we work from eight offices across Asia Pacific, the Middle East and the Americas, so every engagement has a team in your time zone.',
} as const;

/** An office card of /contact. */
export interface ContactOffice extends Office {
  id: string;
  isHeadquarters: boolean;
}

/** The four /contact office cards: Singapore HQ, United States, Australia, India. */
export const CONTACT_OFFICES: readonly ContactOffice[] = [
  {
    id: 'singapore-hq',
    location: 'Singapore HQ',
    address: singapore.address,
    phone: singapore.phone,
    email: singapore.email,
    isHeadquarters: true,
  },
  {
    id: 'united-states',
    location: 'United States',
    address: newYork.address,
    phone: newYork.phone,
    email: newYork.email,
    isHeadquarters: false,
  },
  {
    id: 'australia',
    location: 'Australia',
    address: sydney.address,
    phone: sydney.phone,
    email: sydney.email,
    isHeadquarters: false,
  },
  {
    id: 'india',
    location: 'India',
    address: bangalore.address,
    phone: bangalore.phone,
    email: bangalore.email,
    isHeadquarters: false,
  },
];

/** Details column of the home contact section ('Get in Touch'). */
export interface HomeContactDetails {
  phone: string;
  email: string;
  location: string;
}

export const HOME_CONTACT_DETAILS: HomeContactDetails = {
  phone: singapore.phone,
  email: companyEmail('hello'),
  location: 'Asia Pacific HQ, Singapore',
};

/** Office names listed in the home contact section, in display order. */
export const HOME_OFFICE_NAMES = ['Singapore', 'India', 'Malaysia', 'Australia', 'UAE', 'US'] as const;
export type HomeOfficeName = (typeof HOME_OFFICE_NAMES)[number];

/** Shared inboxes used across the pages. */
export const COMPANY_EMAILS = {
  general: companyEmail('hello'),
  sales: companyEmail('sales'),
  support: companyEmail('support'),
  privacy: companyEmail('privacy'),
  legal: companyEmail('legal'),
  academy: companyEmail('academy'),
  events: companyEmail('events'),
  partners: companyEmail('partners'),
  careers: companyEmail('careers'),
} as const;
