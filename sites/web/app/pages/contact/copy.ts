import { BRAND, LIMITS } from '@joognoo/schemas';
import { mailtoHref, telHref } from '../../content/pages/helpers.ts';
import { COMPANY_EMAILS, HEADQUARTERS } from '../../content/offices.ts';
import { socialLinks, type SocialLink } from '../../content/navigation.ts';
import type { Cta, FeatureItem, SectionHeading } from '../../content/pages/types.ts';

/**
 * /contact copy. Office cards live in app/content/offices.ts (CONTACT_OFFICES);
 * the form's interest options in @joognoo/schemas (CONTACT_INTEREST_OPTIONS).
 */

export const CONTACT_HERO = {
  title: 'Contact Us',
  subtitle: `Have a question about our accelerators, products or add-on services? Tell us what you are working on and our team will get back to you within ${LIMITS.replyWithinHours} hours.`,
} as const;

export const CONTACT_FORM_SECTION = {
  id: 'contact-form',
  heading: 'Send us a message',
  intro: `Fill in the form and the right specialist will reply within ${LIMITS.replyWithinHours} hours.`,
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
} as const;

export interface DirectContactLine {
  label: string;
  value: string;
  href: string;
  kind: 'email' | 'phone';
}

/** Beside the /contact form: the shared inboxes and the headquarters phone. */
export const CONTACT_DIRECT: SectionHeading & { lines: readonly DirectContactLine[] } = {
  id: 'direct-contact',
  heading: 'Prefer to reach us directly?',
  intro: 'Write to the team you need, or call our headquarters during Singapore business hours.',
  lines: [
    { label: 'Sales and pilots', value: COMPANY_EMAILS.sales, href: mailtoHref(COMPANY_EMAILS.sales), kind: 'email' },
    { label: 'General enquiries', value: COMPANY_EMAILS.general, href: mailtoHref(COMPANY_EMAILS.general), kind: 'email' },
    { label: 'Customer support', value: COMPANY_EMAILS.support, href: mailtoHref(COMPANY_EMAILS.support), kind: 'email' },
    { label: HEADQUARTERS.location, value: HEADQUARTERS.phone, href: telHref(HEADQUARTERS.phone), kind: 'phone' },
  ],
};

export const CONTACT_OFFICES_SECTION: SectionHeading = {
  id: 'offices',
  heading: 'Our offices',
  intro: 'Visit or call the office nearest to you.',
};

export interface EnterpriseSupportBlock extends SectionHeading {
  items: readonly FeatureItem[];
  email: string;
  cta: Cta;
}

export const ENTERPRISE_SUPPORT: EnterpriseSupportBlock = {
  id: 'enterprise-support',
  heading: 'Enterprise support',
  intro: `Existing customers get 24/7 support from engineers who know the ${BRAND.name} platform inside out.`,
  items: [
    {
      title: '24/7 technical support',
      description: 'Round-the-clock help from our support engineers by e-mail, phone and the customer portal.',
      icon: 'headphones',
    },
    {
      title: 'Dedicated success manager',
      description: 'A named contact who knows your goals, coordinates your roll-out and reviews outcomes with you.',
      icon: 'user-check',
    },
    {
      title: '99.9% uptime SLA',
      description: 'Contractual availability commitments backed by proactive monitoring and incident reports.',
      icon: 'shield-check',
    },
  ],
  email: COMPANY_EMAILS.support,
  cta: { label: 'Visit Support Center', href: '/documentation' },
};

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The four-item FAQ of /contact. */
export const CONTACT_FAQ: SectionHeading & { items: readonly FaqItem[] } = {
  id: 'faq',
  heading: 'Frequently asked questions',
  items: [
    {
      id: 'response-time',
      question: 'How quickly will I hear back?',
      answer: `We reply to every enquiry within ${LIMITS.replyWithinHours} business hours. Existing customers with an urgent issue should contact enterprise support, which is available 24/7.`,
    },
    {
      id: 'free-pilot',
      question: 'Do you offer a free pilot?',
      answer:
        'Yes. We run free pilots on a defined use case with your own data, so you can measure results before you commit. Setup takes under 30 minutes for most accelerators.',
    },
    {
      id: 'integrations',
      question: 'Will it work with our existing tools?',
      answer:
        'Almost certainly. We offer 200+ pre-built integrations with ERP, CRM, workflow, issue-tracking, CI/CD, AI and analytics platforms, and we build custom connectors for anything else.',
    },
    {
      id: 'data-security',
      question: 'How do you protect our data and source code?',
      answer:
        'Data is encrypted in transit and at rest, integration credentials are encrypted before storage, and our controls follow SOC2. Your code and data are never used to train models for other customers, and we can deploy inside your own cloud tenancy.',
    },
  ],
};

/** Social links of /contact: the footer's four accounts (app/content/navigation.ts). */
export const CONTACT_SOCIAL: SectionHeading & { links: readonly SocialLink[] } = {
  id: 'social',
  heading: 'Follow us',
  intro: 'News, product updates and event announcements from our team.',
  links: socialLinks,
};
