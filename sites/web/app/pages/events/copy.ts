import { BRAND } from '@joognoo/schemas';
import type { Event } from '@joognoo/schemas';
import type { Cta, IconName, SectionHeading, SelectOption } from '../../content/pages/types.ts';

/**
 * /events fixed data. Dates are ISO 'YYYY-MM-DD'.
 * Registration buttons lead to /contact; the search box and the type and location selects
 * filter both lists (components/events/filters.ts).
 *
 * Thumbnails to draw (/images/events/<id>.svg):
 *   ai-leaders-summit-singapore-2027, responsible-ai-workshop-dubai-2027,
 *   green-software-meetup-bangalore-2027, ai-governance-virtual-forum-2027,
 *   enterprise-ai-roundtable-new-york-2027, ai-engineering-summit-sydney-2026,
 *   esg-data-workshop-kuala-lumpur-2026, ai-hiring-meetup-san-francisco-2026,
 *   gen-ai-readiness-virtual-2026, riyadh-ai-transformation-forum-2026
 */

export type EventType = 'conference' | 'workshop' | 'meetup' | 'virtual';

export type EventLocation =
  | 'Singapore'
  | 'Bangalore'
  | 'Sydney'
  | 'Kuala Lumpur'
  | 'Dubai'
  | 'Riyadh'
  | 'New York'
  | 'San Francisco'
  | 'Online';

export interface EventItem extends Event {
  type: EventType;
  location: EventLocation;
}

const thumbnail = (id: string): string => `/images/events/${id}.svg`;
const CHANNEL = `https://www.youtube.com/@${BRAND.slug}`;

export const EVENTS: readonly EventItem[] = [
  // ------------------------------------------------------------------ upcoming (2027)
  {
    id: 'ai-leaders-summit-singapore-2027',
    title: `${BRAND.name} AI Leaders Summit 2027`,
    description:
      'Our flagship summit for technology, data and sustainability leaders: two days of keynotes, customer case studies and hands-on sessions on governed, measurable enterprise AI.',
    startDate: '2027-03-23',
    endDate: '2027-03-24',
    location: 'Singapore',
    venue: 'Marina Bay Sands Expo and Convention Centre',
    type: 'conference',
    thumbnail: thumbnail('ai-leaders-summit-singapore-2027'),
    status: 'upcoming',
    featured: true,
    registrationLink: '/contact',
    agenda: [
      'Keynote: From AI pilots to a governed AI portfolio',
      'Customer panel: 85% faster ESG reporting in practice',
      'Workshop: AI-assisted development and testing',
      'Roundtable: Preparing for the EU AI Act in Asia Pacific',
      'Closing keynote: The AI-ready enterprise in 2030',
    ],
  },
  {
    id: 'responsible-ai-workshop-dubai-2027',
    title: 'Responsible AI Governance Workshop',
    description:
      'A hands-on workshop for risk, compliance and data leaders: build a model inventory, set risk tiers and design bias testing for your own AI use cases.',
    startDate: '2027-02-16',
    endDate: '2027-02-16',
    location: 'Dubai',
    venue: 'DIFC Conference Centre, Gate Village',
    type: 'workshop',
    thumbnail: thumbnail('responsible-ai-workshop-dubai-2027'),
    status: 'upcoming',
    featured: false,
    registrationLink: '/contact',
    agenda: ['AI risk classification exercise', 'Designing fairness tests', 'Building audit evidence', 'Action planning'],
  },
  {
    id: 'green-software-meetup-bangalore-2027',
    title: 'Green Software Engineering Meetup',
    description:
      'An evening meetup for developers on measuring and reducing the energy footprint of code and cloud workloads, with lightning talks and live demos.',
    startDate: '2027-04-15',
    endDate: '2027-04-15',
    location: 'Bangalore',
    venue: `${BRAND.name} Engineering Centre, Embassy Golf Links`,
    type: 'meetup',
    thumbnail: thumbnail('green-software-meetup-bangalore-2027'),
    status: 'upcoming',
    featured: false,
    registrationLink: '/contact',
  },
  {
    id: 'ai-governance-virtual-forum-2027',
    title: 'AI Governance Virtual Forum',
    description:
      'A half-day online forum with regulators, practitioners and our product team on model risk, AI ROI and the next wave of AI regulation.',
    startDate: '2027-05-12',
    endDate: '2027-05-12',
    location: 'Online',
    type: 'virtual',
    thumbnail: thumbnail('ai-governance-virtual-forum-2027'),
    status: 'upcoming',
    featured: false,
    registrationLink: '/contact',
    agenda: ['The state of AI regulation', 'Panel: measuring 400% AI ROI', 'Live demo: model registry and bias detection'],
  },
  {
    id: 'enterprise-ai-roundtable-new-york-2027',
    title: 'Enterprise AI Executive Roundtable',
    description:
      'An invitation-only breakfast roundtable for CIOs and CDOs on funding, governing and scaling AI programmes across the enterprise.',
    startDate: '2027-06-09',
    endDate: '2027-06-09',
    location: 'New York',
    venue: 'The Harvard Club of New York City',
    type: 'meetup',
    thumbnail: thumbnail('enterprise-ai-roundtable-new-york-2027'),
    status: 'upcoming',
    featured: false,
    registrationLink: '/contact',
  },
  // ------------------------------------------------------------------ past (2026)
  {
    id: 'ai-engineering-summit-sydney-2026',
    title: 'AI Engineering Summit Sydney',
    description:
      'A one-day conference on AI-assisted development, testing and delivery, with talks from Australian engineering leaders and our product team.',
    startDate: '2026-09-17',
    endDate: '2026-09-17',
    location: 'Sydney',
    venue: 'International Convention Centre Sydney',
    type: 'conference',
    thumbnail: thumbnail('ai-engineering-summit-sydney-2026'),
    status: 'past',
    featured: false,
    recordingsLink: CHANNEL,
    slidesLink: `https://speakerdeck.com/${BRAND.slug}`,
  },
  {
    id: 'esg-data-workshop-kuala-lumpur-2026',
    title: 'ESG Data and Carbon Accounting Workshop',
    description:
      'Sustainability and finance teams worked through Scope 1, 2 and 3 calculations and automated reporting pipelines with our specialists.',
    startDate: '2026-07-08',
    endDate: '2026-07-08',
    location: 'Kuala Lumpur',
    venue: 'Menara 1 Sentrum, Level 23',
    type: 'workshop',
    thumbnail: thumbnail('esg-data-workshop-kuala-lumpur-2026'),
    status: 'past',
    featured: false,
    slidesLink: `https://speakerdeck.com/${BRAND.slug}`,
  },
  {
    id: 'ai-hiring-meetup-san-francisco-2026',
    title: 'AI and the Future of Hiring Meetup',
    description:
      'Talent leaders and engineers discussed skills-based hiring, bias reduction and what responsible AI in recruitment looks like in practice.',
    startDate: '2026-05-27',
    endDate: '2026-05-27',
    location: 'San Francisco',
    venue: `${BRAND.name} San Francisco, 535 Mission Street`,
    type: 'meetup',
    thumbnail: thumbnail('ai-hiring-meetup-san-francisco-2026'),
    status: 'past',
    featured: false,
    recordingsLink: CHANNEL,
  },
  {
    id: 'gen-ai-readiness-virtual-2026',
    title: 'Generative AI Readiness Day',
    description:
      'A virtual event on preparing data, teams and governance for generative AI, with live demos of our accelerators and Q&A with our architects.',
    startDate: '2026-04-22',
    endDate: '2026-04-22',
    location: 'Online',
    type: 'virtual',
    thumbnail: thumbnail('gen-ai-readiness-virtual-2026'),
    status: 'past',
    featured: false,
    recordingsLink: CHANNEL,
    slidesLink: `https://speakerdeck.com/${BRAND.slug}`,
  },
  {
    id: 'riyadh-ai-transformation-forum-2026',
    title: 'AI Transformation Forum Riyadh',
    description:
      'Government and enterprise leaders shared how they are scaling AI responsibly in support of national transformation goals.',
    startDate: '2026-11-10',
    endDate: '2026-11-11',
    location: 'Riyadh',
    venue: 'King Abdullah Financial District Conference Centre',
    type: 'conference',
    thumbnail: thumbnail('riyadh-ai-transformation-forum-2026'),
    status: 'past',
    featured: false,
    recordingsLink: CHANNEL,
  },
];

/** The featured event (an upcoming flagship). */
export const FEATURED_EVENT: EventItem | undefined = EVENTS.find((event) => event.featured);
export const UPCOMING_EVENTS: readonly EventItem[] = EVENTS.filter((event) => event.status === 'upcoming');
export const PAST_EVENTS: readonly EventItem[] = EVENTS.filter((event) => event.status === 'past');

export const EVENT_TYPE_LABELS: Readonly<Record<EventType, string>> = {
  conference: 'Conference',
  workshop: 'Workshop',
  meetup: 'Meetup',
  virtual: 'Virtual',
};

export const EVENT_TYPE_OPTIONS: readonly SelectOption<EventType | 'all'>[] = [
  { value: 'all', label: 'All Types' },
  { value: 'conference', label: 'Conference' },
  { value: 'workshop', label: 'Workshop' },
  { value: 'meetup', label: 'Meetup' },
  { value: 'virtual', label: 'Virtual' },
];

export const EVENT_LOCATION_OPTIONS: readonly SelectOption<EventLocation | 'all'>[] = [
  { value: 'all', label: 'All Locations' },
  { value: 'Singapore', label: 'Singapore' },
  { value: 'Bangalore', label: 'Bangalore' },
  { value: 'Sydney', label: 'Sydney' },
  { value: 'Kuala Lumpur', label: 'Kuala Lumpur' },
  { value: 'Dubai', label: 'Dubai' },
  { value: 'Riyadh', label: 'Riyadh' },
  { value: 'New York', label: 'New York' },
  { value: 'San Francisco', label: 'San Francisco' },
  { value: 'Online', label: 'Online' },
];

export const EVENTS_PAGE = {
  hero: {
    title: 'Events',
    subtitle: `Meet ${BRAND.name} at conferences, workshops, meetups and virtual events across Asia Pacific, the Middle East and the Americas.`,
  },
  browseHeading: 'Browse all events',
  featured: {
    eyebrow: 'Featured event',
    registerLabel: 'Register Now',
    agendaLabel: 'Agenda highlights',
  },
  search: {
    label: 'Search events',
    placeholder: 'Search events...',
    typeLabel: 'Event type',
    locationLabel: 'Location',
    clearLabel: 'Clear filters',
    resultCount: (shown: number, total: number): string => `${shown} of ${total} events`,
    empty: {
      heading: 'No events found',
      text: 'Try adjusting your search criteria or filters.',
    },
  },
  tabs: {
    label: 'Events',
    upcoming: 'Upcoming Events',
    past: 'Past Events',
  },
  cardLabels: {
    register: 'Register Now',
    learnMore: 'Learn More',
    recordings: 'Watch Recordings',
    slides: 'View Slides',
  },
} as const;

// ---------------------------------------------------------------------------------------
// Static '2025 Events Calendar'
// ---------------------------------------------------------------------------------------

export interface CalendarEntry {
  name: string;
  /** Display date. */
  date: string;
  /** ISO start date for 'Add to Calendar'. */
  isoDate: string;
  city: string;
}

export interface CalendarQuarter {
  quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4';
  label: string;
  entries: readonly CalendarEntry[];
}

export const EVENTS_CALENDAR = {
  heading: '2025 Events Calendar',
  intro: 'Where our team presented, exhibited and hosted sessions during the year.',
  addToCalendarLabel: 'Add to Calendar',
  quarters: [
    {
      quarter: 'Q1',
      label: 'January to March',
      entries: [
        { name: 'AI Governance Breakfast Briefing', date: 'February 12, 2025', isoDate: '2025-02-12', city: 'Singapore' },
        { name: 'Developer AI Academy Launch Workshop', date: 'March 6, 2025', isoDate: '2025-03-06', city: 'Bangalore' },
        { name: 'Sustainability Reporting Roundtable', date: 'March 27, 2025', isoDate: '2025-03-27', city: 'Sydney' },
      ],
    },
    {
      quarter: 'Q2',
      label: 'April to June',
      entries: [
        { name: 'Responsible AI in Financial Services', date: 'April 23, 2025', isoDate: '2025-04-23', city: 'Dubai' },
        { name: 'Future of Hiring Virtual Summit', date: 'May 15, 2025', isoDate: '2025-05-15', city: 'Online' },
        { name: 'Enterprise AI Leaders Dinner', date: 'June 11, 2025', isoDate: '2025-06-11', city: 'New York' },
      ],
    },
    {
      quarter: 'Q3',
      label: 'July to September',
      entries: [
        { name: 'Green Software Hackathon', date: 'July 19, 2025', isoDate: '2025-07-19', city: 'Kuala Lumpur' },
        { name: 'AI Portfolio Management Workshop', date: 'August 20, 2025', isoDate: '2025-08-20', city: 'San Francisco' },
        { name: 'AI Leaders Summit 2025', date: 'September 24, 2025', isoDate: '2025-09-24', city: 'Singapore' },
      ],
    },
    {
      quarter: 'Q4',
      label: 'October to December',
      entries: [
        { name: 'AI Transformation Forum', date: 'October 14, 2025', isoDate: '2025-10-14', city: 'Riyadh' },
        { name: 'Test Automation with AI Meetup', date: 'November 6, 2025', isoDate: '2025-11-06', city: 'Bangalore' },
        { name: 'Year in Review: Enterprise AI Webinar', date: 'December 4, 2025', isoDate: '2025-12-04', city: 'Online' },
      ],
    },
  ] satisfies readonly CalendarQuarter[],
} as const;

// ---------------------------------------------------------------------------------------
// Formats and host/sponsor
// ---------------------------------------------------------------------------------------

export interface EventFormatCopy {
  id: 'in-person' | 'virtual';
  icon: IconName;
  title: string;
  description: string;
  highlights: readonly string[];
}

export const EVENT_FORMATS_SECTION: SectionHeading = {
  id: 'formats',
  eyebrow: 'Formats',
  heading: 'Join us in person or online',
};

export const EVENT_FORMATS: readonly EventFormatCopy[] = [
  {
    id: 'in-person',
    icon: 'users',
    title: 'In-person events',
    description:
      'Conferences, workshops and meetups in our office cities, where you can meet our specialists, see the products live and learn from peers facing the same challenges.',
    highlights: ['Hands-on workshops with our engineers', 'Customer case studies and panels', 'Networking with industry peers'],
  },
  {
    id: 'virtual',
    icon: 'monitor',
    title: 'Virtual events',
    description:
      'Online forums and live demos you can join from anywhere, scheduled across time zones, with recordings and slides shared afterwards.',
    highlights: ['Live Q&A with product experts', 'Recordings available on demand', 'No travel required'],
  },
];

export const HOST_SPONSOR_CTA: SectionHeading & { primary: Cta; secondary: Cta } = {
  heading: 'Host or sponsor an event with us',
  intro:
    'Partner with us on a workshop, meetup or roundtable for your community, or sponsor one of our conferences to reach enterprise technology and sustainability leaders.',
  primary: { label: 'Host an Event', href: '/contact' },
  secondary: { label: 'Become a Sponsor', href: '/contact' },
};
