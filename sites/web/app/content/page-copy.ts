import { BRAND } from '@joognoo/schemas';
import { ABOUT_HERO } from '../pages/about/copy';

/**
 * Title, meta description, H1 and intro of every page. Route modules read their copy
 * from here; pages that grow real content keep their head data here too.
 */
export interface PageCopy {
  /** Document title without the brand suffix (see `seo()`). */
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Small label above the H1. */
  eyebrow?: string;
}

const { green, ai, hire } = BRAND.products;

export const pageCopy = {
  about: {
    eyebrow: 'Company',
    title: 'About Us',
    heading: ABOUT_HERO.title,
    description: `${BRAND.name} builds modular AI accelerators and products that help mid-size and large organisations ship faster, govern AI and grow sustainably.`,
    intro: 'We help enterprises turn AI into measurable outcomes: faster delivery, governed models and sustainable growth.',
  },
  teams: {
    eyebrow: 'Company',
    title: 'Leadership Team',
    heading: 'Our Leadership',
    description: `Meet the leaders behind ${BRAND.name} and the values that guide our work: innovation, excellence and client success.`,
    intro: 'The people who set our direction, and the values of innovation, excellence and client success behind every decision.',
  },
  careers: {
    eyebrow: 'Careers',
    title: 'Careers',
    heading: `Careers at ${BRAND.name}`,
    description: `Join ${BRAND.name} and build enterprise AI that matters. Browse open positions across engineering, product and go-to-market.`,
    intro: 'Build enterprise AI that matters, with a team that values curiosity, craft and kindness.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Contact Us',
    heading: 'Contact Us',
    description: `Talk to ${BRAND.name} about AI accelerators, products or a free pilot. We reply within 24 hours.`,
    intro: 'Tell us about your goals and our team will get back to you within 24 hours.',
  },
  blog: {
    eyebrow: 'Blog',
    title: 'AI Industry Insights',
    heading: 'AI Industry Insights',
    description: 'Articles on enterprise AI, governance, sustainability and the future of work from the team and our partners.',
    intro: 'Perspectives on enterprise AI, governance, sustainability and the future of work.',
  },
  privacyPolicy: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: `How ${BRAND.name} collects, uses and protects personal data. Last updated April 8, 2025.`,
    intro: 'How we collect, use and protect your personal data. Last updated April 8, 2025.',
  },
  termsOfService: {
    eyebrow: 'Legal',
    title: 'Terms of Service',
    heading: 'Terms of Service',
    description: `The terms that govern the use of ${BRAND.name} products and services. Last updated April 8, 2025.`,
    intro: 'The terms that govern your use of our products and services. Last updated April 8, 2025.',
  },
  cookiePolicy: {
    eyebrow: 'Legal',
    title: 'Cookie Policy',
    heading: 'Cookie Policy',
    description: `Which cookies ${BRAND.name} uses, why, and how long they last. Last updated April 8, 2025.`,
    intro: 'Which cookies we use, why we use them and how long they last. Last updated April 8, 2025.',
  },
  governance: {
    eyebrow: 'Add-on service',
    title: 'AI Governance and Compliance',
    heading: 'AI Governance and Compliance',
    description: 'Policies, controls and audits that keep every AI system compliant, explainable and fair.',
    intro: 'Keep every model compliant, explainable and fair with policies, controls and audits built for enterprise AI.',
  },
  managedServices: {
    eyebrow: 'Add-on service',
    title: 'Managed Services',
    heading: 'Managed Services',
    description: `Let ${BRAND.name} run, monitor and improve your AI accelerators around the clock with 24/7 support.`,
    intro: 'We run, monitor and improve your AI accelerators around the clock, so your teams can focus on delivery.',
  },
  academy: {
    eyebrow: 'Add-on service',
    title: 'Developer AI Academy',
    heading: 'Developer AI Academy',
    description: 'Role-based learning paths that make every developer productive with AI: self-paced, virtual or on-site.',
    intro: 'Role-based learning paths that make every developer productive with AI, self-paced, virtual or enterprise.',
  },
  cloudPartner: {
    eyebrow: 'Add-on service',
    title: 'Cloud Partner Integration',
    heading: 'Cloud Partner Integration',
    description: 'Run AI accelerators natively on Azure, AWS or Google Cloud with 35% average cost reduction.',
    intro: 'Run our accelerators natively on Azure, AWS or Google Cloud, with an average 35% cost reduction.',
  },
  documentation: {
    eyebrow: 'Developers',
    title: 'Documentation',
    heading: 'Documentation',
    description: `Guides, API reference and examples for ${BRAND.name} accelerators and integrations.`,
    intro: 'Guides, API reference and examples to get the most out of our accelerators and integrations.',
  },
  caseStudies: {
    eyebrow: 'Customers',
    title: 'Case Studies',
    heading: 'Case Studies',
    description: `How enterprises use ${BRAND.name} to cut emissions, govern AI and hire better, with measurable results.`,
    intro: 'How enterprises cut emissions, govern AI and hire better, with measurable results.',
  },
  webinars: {
    eyebrow: 'Resources',
    title: 'Webinars',
    heading: 'Webinars',
    description: 'Live and recorded webinars on enterprise AI adoption, governance and sustainability.',
    intro: 'Live sessions and recordings with our experts and customers on enterprise AI in practice.',
  },
  events: {
    eyebrow: 'Resources',
    title: 'Events',
    heading: 'Events',
    description: `Meet ${BRAND.name} at conferences, roundtables and virtual events around the world.`,
    intro: 'Meet us at conferences, roundtables and virtual events around the world.',
  },
  useCaseGreen: {
    eyebrow: 'Use case',
    title: 'Sustainability & ESG Use Cases',
    heading: 'Sustainability and ESG, measured and reported',
    description: `How ${green.name} delivers 85% faster ESG reporting, accurate carbon accounting and full compliance.`,
    intro: '85% faster ESG reporting, accurate carbon accounting and audit-ready compliance.',
  },
  useCaseAi: {
    eyebrow: 'Use case',
    title: 'AI Governance Use Cases',
    heading: 'Govern every AI model in one portfolio',
    description: `How ${ai.name} delivers 400% AI ROI with a model registry, bias detection and compliance framework.`,
    intro: 'A model registry, bias detection, ROI analytics and a compliance framework: up to 400% AI ROI.',
  },
  useCaseHire: {
    eyebrow: 'Use case',
    title: 'AI Recruitment Use Cases',
    heading: 'Hire faster, and more fairly',
    description: `How ${hire.name} delivers 50% faster hiring with candidate matching, bias reduction and automated workflows.`,
    intro: 'Candidate matching, bias reduction and automated workflows: 50% faster hiring.',
  },
  integrations: {
    eyebrow: 'Developers',
    title: 'Enterprise Integrations',
    heading: 'Enterprise Integrations',
    description: 'Connect your SDLC tools (Jira, CI/CD) and customise AI with company-specific prompt templates.',
    intro: 'Connect your SDLC tools and customise AI with company-specific prompt templates.',
  },
  developersWidgets: {
    eyebrow: 'Developers',
    title: 'Embeddable Widgets',
    heading: 'Embeddable widgets',
    description: `Put ${BRAND.name} widgets on your own site: contact form, newsletter, blog, job board and case studies, with script-tag and React snippets, attributes, events and theming.`,
    intro: 'Our contact form, newsletter, blog, job board and case studies, ready for your own pages: each one live below, with the snippet to copy, its attributes and events, and a theme playground.',
  },
  developersWidgetsChangelog: {
    eyebrow: 'Developers',
    title: 'Widget embed changelog',
    heading: 'Widget embed changelog',
    description: `Every release of the ${BRAND.name} widget embed (/embed/v1/loader.js): what changed, when, and the exact URL to pin each release.`,
    intro: 'What changed in each release of the script-tag widgets, and where each release stays available.',
  },
  signIn: {
    eyebrow: 'Customer account',
    title: 'Sign in',
    heading: 'Sign in',
    description: `Sign in to your ${BRAND.name} account to manage your Jira, CI/CD and custom prompt integrations.`,
    intro: 'Sign in to connect your Jira and CI/CD tools and manage your company prompt templates.',
  },
} satisfies Record<string, PageCopy>;

export type PageId = keyof typeof pageCopy;
