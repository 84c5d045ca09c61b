import { BRAND, LIMITS } from '@joognoo/schemas';
import { mailtoHref, telHref } from '../../content/pages/helpers.ts';
import { COMPANY_EMAILS, HEADQUARTERS } from '../../content/offices.ts';
import type { Cta, CtaBand, FeatureItem, SectionHeading, Stat } from '../../content/pages/types.ts';

/** /about copy. Global presence lives in app/content/offices.ts. */

const { green, ai, hire } = BRAND.products;

export interface AboutHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: Cta;
  secondaryCta: Cta;
}

export const ABOUT_HERO: AboutHero = {
  eyebrow: `About ${BRAND.name}`,
  title: 'We turn enterprise AI into measurable business outcomes',
  subtitle: `${BRAND.name} builds modular AI accelerators and three focused products for sustainability, AI governance and recruitment, so mid-size and large organisations can move from pilots to production with confidence.`,
  primaryCta: { label: 'Get a Demo', href: '/contact' },
  secondaryCta: { label: 'Our Solutions', href: '/' },
};

export interface AboutMission extends SectionHeading {
  statement: string;
  paragraphs: readonly string[];
  stats: readonly Stat[];
}

export const ABOUT_MISSION: AboutMission = {
  id: 'mission',
  eyebrow: 'Our mission',
  heading: 'Make AI dependable enough to run the enterprise',
  statement:
    'Our mission is to help every organisation adopt AI that is fast to deploy, safe to govern and accountable for its results.',
  paragraphs: [
    'Most enterprises do not lack AI ideas; they lack a dependable path from experiment to production. Models stall in review, integrations take quarters, and nobody can say what the investment returned.',
    `We close that gap with accelerators that plug into the tools teams already use, and with ${green.name}, ${ai.name} and ${hire.name}: products that put sustainability reporting, AI portfolio governance and hiring on the same secure, auditable platform.`,
  ],
  stats: [
    { value: '300%', label: 'ROI increase' },
    { value: '60%', label: 'Faster deployment' },
    { value: '200+', label: 'Pre-built integrations' },
    { value: '99.9%', label: 'Uptime SLA' },
  ],
};

export interface TimelineEntry {
  /** Display period, e.g. '2024' or 'Early 2025'. */
  period: string;
  title: string;
  description: string;
}

export interface AboutStory extends SectionHeading {
  foundedYear: number;
  paragraphs: readonly string[];
  timeline: readonly TimelineEntry[];
}

export const ABOUT_STORY: AboutStory = {
  id: 'our-story',
  eyebrow: 'Our story',
  heading: `Founded in ${LIMITS.foundedYear}, built with our clients`,
  foundedYear: LIMITS.foundedYear,
  paragraphs: [
    `${BRAND.name} was founded in Singapore in ${LIMITS.foundedYear} by engineers and consultants who had spent years delivering AI programmes for banks, manufacturers and public-sector agencies across Asia Pacific. They kept rebuilding the same foundations for every client: repository integrations, test automation, governance checklists and reporting pipelines.`,
    'So they turned those foundations into reusable accelerators, and then into products. Every feature we ship starts as a problem a client brought to us, and every release is measured against the outcome it was meant to deliver.',
  ],
  timeline: [
    {
      period: `${LIMITS.foundedYear}`,
      title: `${BRAND.name} is founded in Singapore`,
      description:
        'The founding team launches the developer and test accelerators with a first group of design partners in banking and logistics.',
    },
    {
      period: `${LIMITS.foundedYear}`,
      title: 'Engineering centre opens in Bangalore',
      description:
        'A dedicated engineering and delivery centre starts building the enterprise integration layer for issue trackers and CI/CD pipelines.',
    },
    {
      period: `${LIMITS.foundedYear + 1}`,
      title: `${green.name}, ${ai.name} and ${hire.name} launch`,
      description:
        'Our three products reach general availability, and more than 15 early adopters move from pilot to production.',
    },
    {
      period: `${LIMITS.foundedYear + 1}`,
      title: 'Expansion across Asia Pacific',
      description: 'New offices in Sydney and Kuala Lumpur bring delivery teams closer to clients in Australia and Southeast Asia.',
    },
    {
      period: `${LIMITS.foundedYear + 2}`,
      title: 'Middle East and Americas',
      description:
        'Offices in Dubai, Riyadh, New York and San Francisco open to serve regional clients and deepen our cloud partnerships.',
    },
  ],
};

export interface AboutValues extends SectionHeading {
  items: readonly FeatureItem[];
}

export const ABOUT_VALUES: AboutValues = {
  id: 'values',
  eyebrow: 'Our values',
  heading: 'What guides how we work',
  intro: 'Five commitments we hold ourselves to with every client, partner and colleague.',
  items: [
    {
      title: 'Outcomes over output',
      description:
        'We agree on the business result before we write a line of code, and we report against it honestly, including when the numbers disappoint.',
      icon: 'target',
    },
    {
      title: 'Responsible by design',
      description:
        'Fairness, explainability and privacy are engineered in from the first sprint, not added before an audit.',
      icon: 'scale',
    },
    {
      title: 'Security first',
      description:
        'Client data and source code are handled under SOC2-aligned controls, encrypted in transit and at rest, and never used to train shared models.',
      icon: 'shield-check',
    },
    {
      title: 'Engineering craft',
      description:
        'We build software we would be proud to maintain: tested, observable and documented, with integrations that keep working after go-live.',
      icon: 'code',
    },
    {
      title: 'One team, many time zones',
      description:
        'Our people in Asia Pacific, the Middle East and the Americas work as one team, so clients get local presence with global depth.',
      icon: 'globe',
    },
  ],
};

export interface AboutTeamsLink extends SectionHeading {
  cta: Cta;
}

export const ABOUT_TEAMS_LINK: AboutTeamsLink = {
  id: 'leadership',
  eyebrow: 'Leadership',
  heading: 'Meet the people behind the platform',
  intro: `Our leadership team brings together decades of experience in enterprise software, AI research and large-scale delivery. Learn how they are shaping ${BRAND.name}.`,
  cta: { label: 'Meet Our Leadership', href: '/teams' },
};

export const ABOUT_CTA: CtaBand = {
  heading: 'Ready to see what AI can deliver for you?',
  text: 'Book a tailored demo with our specialists, or join the team building dependable enterprise AI.',
  primary: { label: 'Contact Us', href: '/contact' },
  secondary: { label: 'View Careers', href: '/careers' },
};

/** Heading of the in-page contact form (its anchor id is 'contact-form'). */
export const ABOUT_CONTACT_FORM_SECTION = {
  id: 'contact-form',
  eyebrow: 'Get in touch',
  heading: 'Tell us what you want to achieve',
  intro: `Share a few details about your organisation and goals. A specialist will reply within ${LIMITS.replyWithinHours} hours.`,
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
} as const satisfies SectionHeading & { id: string; submitLabel: string; submittingLabel: string };

/** Direct contact lines beside the /about form. */
export const ABOUT_CONTACT_DETAILS: readonly { label: string; value: string; href: string }[] = [
  { label: 'E-mail', value: COMPANY_EMAILS.general, href: mailtoHref(COMPANY_EMAILS.general) },
  { label: `Phone (${HEADQUARTERS.city})`, value: HEADQUARTERS.phone, href: telHref(HEADQUARTERS.phone) },
];
