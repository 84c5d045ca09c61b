import { BRAND } from '@joognoo/schemas';
import type { Webinar } from '@joognoo/schemas';
import type { Cta, SectionHeading, SelectOption } from '../../content/pages/types.ts';

/**
 * /webinars fixed data. Dates are ISO 'YYYY-MM-DD'.
 * Registration buttons lead to /contact; the search box and the topic and industry
 * selects filter both lists (components/events/filters.ts).
 *
 * Thumbnails to draw (/images/webinars/<id>.svg):
 *   governing-genai-2027, esg-reporting-automation-2027, skills-based-hiring-2027,
 *   ai-assisted-testing-2027, ai-roi-playbook-2026, carbon-aware-software-2026,
 *   bias-free-recruitment-2026, enterprise-integration-jira-cicd-2026
 */

export type WebinarIndustry =
  | 'financial-services'
  | 'manufacturing'
  | 'healthcare'
  | 'retail'
  | 'technology'
  | 'public-sector'
  | 'cross-industry';

/** A webinar with the industry facet used by the industry select. */
export interface WebinarItem extends Webinar {
  industry: WebinarIndustry;
}

const thumbnail = (id: string): string => `/images/webinars/${id}.svg`;
const CHANNEL = `https://www.youtube.com/@${BRAND.slug}`;
const recording = (id: string): string => `${CHANNEL}/search?query=${id}`;
const slides = (id: string): string => `https://speakerdeck.com/${BRAND.slug}/${id}`;

export const WEBINARS: readonly WebinarItem[] = [
  // ------------------------------------------------------------------ upcoming (2027)
  {
    id: 'governing-genai-2027',
    title: 'Governing Generative AI at Enterprise Scale',
    description:
      'How risk, legal and data science teams build one governance process for generative AI: model registries, risk tiering, bias testing and the evidence regulators now expect under the EU AI Act.',
    date: '2027-02-18',
    time: '10:00 AM SGT',
    duration: '60 minutes',
    speakers: [
      { name: 'Priya Raman', title: `Co-founder and CTO, ${BRAND.name}` },
      { name: 'Dr. Hannah Cole', title: 'Head of Model Risk, Straits Digital Bank' },
    ],
    tags: ['AI Governance', 'Risk & Compliance'],
    thumbnail: thumbnail('governing-genai-2027'),
    status: 'upcoming',
    registrationLink: '/contact',
    industry: 'financial-services',
  },
  {
    id: 'esg-reporting-automation-2027',
    title: 'From Spreadsheets to Assured ESG Reports in One Quarter',
    description:
      'A step-by-step look at automating carbon accounting and ESG disclosure, with a manufacturer that cut its reporting time by 85% and prepared for ISSB-aligned reporting.',
    date: '2027-03-11',
    time: '2:00 PM GST',
    duration: '45 minutes',
    speakers: [
      { name: 'Leila Haddad', title: `Sustainability Practice Lead, ${BRAND.name}` },
      { name: 'Tomás Ortega', title: 'Group ESG Manager, Pacific Rim Components' },
    ],
    tags: ['Sustainability & ESG', 'Carbon Accounting'],
    thumbnail: thumbnail('esg-reporting-automation-2027'),
    status: 'upcoming',
    registrationLink: '/contact',
    industry: 'manufacturing',
  },
  {
    id: 'skills-based-hiring-2027',
    title: 'Skills-Based Hiring with AI: Faster, Fairer, Measurable',
    description:
      'Talent leaders share how skills-based matching and structured interviews delivered 50% faster hiring while widening the talent pool, and how they monitor fairness at every stage.',
    date: '2027-04-08',
    time: '11:00 AM EDT',
    duration: '60 minutes',
    speakers: [
      { name: 'Daniel Whitfield', title: `Chief Revenue Officer, ${BRAND.name}` },
      { name: 'Aisha Rahman', title: 'Director of Talent Acquisition, Nimbus Software Group' },
    ],
    tags: ['AI Recruitment', 'Diversity & Inclusion'],
    thumbnail: thumbnail('skills-based-hiring-2027'),
    status: 'upcoming',
    registrationLink: '/contact',
    industry: 'technology',
  },
  {
    id: 'ai-assisted-testing-2027',
    title: 'AI-Assisted Testing in CI/CD: A Live Walkthrough',
    description:
      'Watch our engineers generate test cases, close coverage gaps and add AI test selection to a real pipeline, with time for your questions.',
    date: '2027-05-20',
    time: '3:00 PM IST',
    duration: '75 minutes',
    speakers: [
      { name: 'Karthik Iyer', title: `Principal Engineer, Test Accelerator, ${BRAND.name}` },
    ],
    tags: ['Developer Productivity', 'Testing & Quality'],
    thumbnail: thumbnail('ai-assisted-testing-2027'),
    status: 'upcoming',
    registrationLink: '/contact',
    industry: 'cross-industry',
  },
  // ------------------------------------------------------------------ recorded (2026)
  {
    id: 'ai-roi-playbook-2026',
    title: 'The AI ROI Playbook: Proving Value Across Your Portfolio',
    description:
      'How an insurer linked every AI initiative to costs and KPIs, retired duplicate pilots and reached 400% AI ROI, and the portfolio review process that keeps it there.',
    date: '2026-03-12',
    time: '10:00 AM SGT',
    duration: '55 minutes',
    speakers: [
      { name: 'Arjun Mehta', title: `Co-founder and CEO, ${BRAND.name}` },
      { name: 'Sofia Marquez', title: 'Chief Data Officer, Meridian Mutual' },
    ],
    tags: ['AI Governance', 'AI Strategy'],
    thumbnail: thumbnail('ai-roi-playbook-2026'),
    status: 'recorded',
    recordingLink: recording('ai-roi-playbook-2026'),
    slidesLink: slides('ai-roi-playbook-2026'),
    industry: 'financial-services',
  },
  {
    id: 'carbon-aware-software-2026',
    title: 'Carbon-Aware Software: Measuring and Cutting Your Digital Footprint',
    description:
      'Practical techniques to measure the emissions of code and cloud workloads, with examples of energy-efficient refactoring that also lowered cloud costs.',
    date: '2026-05-21',
    time: '1:00 PM AEST',
    duration: '50 minutes',
    speakers: [{ name: 'Leila Haddad', title: `Sustainability Practice Lead, ${BRAND.name}` }],
    tags: ['Sustainability & ESG', 'Developer Productivity'],
    thumbnail: thumbnail('carbon-aware-software-2026'),
    status: 'recorded',
    recordingLink: recording('carbon-aware-software-2026'),
    slidesLink: slides('carbon-aware-software-2026'),
    industry: 'technology',
  },
  {
    id: 'bias-free-recruitment-2026',
    title: 'Reducing Bias in High-Volume Recruitment',
    description:
      'A retail group explains how anonymised screening and fairness monitoring led to 60% more diverse hires into store leadership during peak season.',
    date: '2026-08-13',
    time: '11:00 AM MYT',
    duration: '45 minutes',
    speakers: [
      { name: 'Aisha Rahman', title: 'Director of Talent Acquisition, Nimbus Software Group' },
      { name: 'Mei Chen', title: 'Head of People, Lumen Retail Asia' },
    ],
    tags: ['AI Recruitment', 'Diversity & Inclusion'],
    thumbnail: thumbnail('bias-free-recruitment-2026'),
    status: 'recorded',
    recordingLink: recording('bias-free-recruitment-2026'),
    slidesLink: slides('bias-free-recruitment-2026'),
    industry: 'retail',
  },
  {
    id: 'enterprise-integration-jira-cicd-2026',
    title: 'Connecting AI to Your SDLC: Jira, CI/CD and Custom Prompts',
    description:
      'Set up Jira and CI/CD integrations, create company-specific prompt templates and automate ticket updates on commit, demonstrated end to end in under 30 minutes.',
    date: '2026-10-15',
    time: '9:00 AM PDT',
    duration: '60 minutes',
    speakers: [
      { name: 'Karthik Iyer', title: `Principal Engineer, Test Accelerator, ${BRAND.name}` },
      { name: 'Priya Raman', title: `Co-founder and CTO, ${BRAND.name}` },
    ],
    tags: ['Enterprise Integration', 'Developer Productivity'],
    thumbnail: thumbnail('enterprise-integration-jira-cicd-2026'),
    status: 'recorded',
    recordingLink: recording('enterprise-integration-jira-cicd-2026'),
    slidesLink: slides('enterprise-integration-jira-cicd-2026'),
    industry: 'public-sector',
  },
];

export const UPCOMING_WEBINARS: readonly WebinarItem[] = WEBINARS.filter((webinar) => webinar.status === 'upcoming');
export const RECORDED_WEBINARS: readonly WebinarItem[] = WEBINARS.filter((webinar) => webinar.status === 'recorded');
/** The featured webinar: the first upcoming one. */
export const FEATURED_WEBINAR: WebinarItem | undefined = UPCOMING_WEBINARS[0];

/** Topic select options; labels equal the webinar tags. */
export const WEBINAR_TOPIC_OPTIONS: readonly SelectOption[] = [
  { value: 'all', label: 'All Topics' },
  { value: 'ai-governance', label: 'AI Governance' },
  { value: 'ai-strategy', label: 'AI Strategy' },
  { value: 'risk-compliance', label: 'Risk & Compliance' },
  { value: 'sustainability-esg', label: 'Sustainability & ESG' },
  { value: 'carbon-accounting', label: 'Carbon Accounting' },
  { value: 'ai-recruitment', label: 'AI Recruitment' },
  { value: 'diversity-inclusion', label: 'Diversity & Inclusion' },
  { value: 'developer-productivity', label: 'Developer Productivity' },
  { value: 'testing-quality', label: 'Testing & Quality' },
  { value: 'enterprise-integration', label: 'Enterprise Integration' },
];

export const WEBINAR_INDUSTRY_OPTIONS: readonly SelectOption<WebinarIndustry | 'all'>[] = [
  { value: 'all', label: 'All Industries' },
  { value: 'financial-services', label: 'Financial Services' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'retail', label: 'Retail' },
  { value: 'technology', label: 'Technology' },
  { value: 'public-sector', label: 'Public Sector' },
  { value: 'cross-industry', label: 'Cross-Industry' },
];

export const WEBINARS_PAGE = {
  hero: {
    title: 'Webinars',
    subtitle: 'Live sessions and on-demand recordings with our experts and customers on enterprise AI, governance, sustainability and the future of hiring.',
  },
  browseHeading: 'Browse all webinars',
  featured: {
    eyebrow: 'Featured webinar',
    registerLabel: 'Register Now',
  },
  search: {
    label: 'Search webinars',
    placeholder: 'Search webinars...',
    topicLabel: 'Topic',
    industryLabel: 'Industry',
    clearLabel: 'Clear filters',
    /** Result count under the filters, e.g. '3 of 8 webinars'. */
    resultCount: (shown: number, total: number): string => `${shown} of ${total} webinars`,
    empty: {
      heading: 'No webinars found',
      text: 'Try adjusting your search criteria or filters.',
    },
  },
  tabs: {
    label: 'Webinars',
    upcoming: 'Upcoming Webinars',
    recorded: 'Recorded Webinars',
  },
  speakersLabel: 'Speakers',
  cardLabels: {
    register: 'Register Now',
    watchNow: 'Watch Now',
    slides: 'Slides',
    watchRecording: 'Watch Recording',
  },
} as const;

export interface WebinarTopic {
  title: string;
  description: string;
}

export const WEBINAR_TOPICS_SECTION: SectionHeading & { items: readonly WebinarTopic[] } = {
  id: 'topics',
  eyebrow: 'Topics',
  heading: 'What our webinars cover',
  intro: 'Every session is practical: real implementations, real numbers and time for your questions.',
  items: [
    { title: 'AI Governance', description: 'Model registries, risk tiering, bias testing and regulatory readiness for enterprise AI portfolios.' },
    { title: 'Sustainability & ESG', description: 'Carbon accounting, supply-chain emissions and automated ESG reporting.' },
    { title: 'AI Recruitment', description: 'Skills-based matching, bias reduction and automated hiring workflows.' },
    { title: 'Developer Productivity', description: 'AI-assisted coding and testing, CI/CD integration and measuring the impact.' },
    { title: 'Enterprise Integration', description: 'Connecting AI to Jira, CI/CD pipelines, ERP and CRM systems with 200+ pre-built integrations.' },
    { title: 'AI Strategy', description: 'Building the business case, proving ROI and scaling from pilot to production.' },
  ],
};

export const CUSTOM_WEBINAR_CTA: SectionHeading & { cta: Cta } = {
  heading: 'Want a session just for your team?',
  intro: 'We run private webinars and briefings on any of our topics, tailored to your industry, tools and questions.',
  cta: { label: 'Request a Custom Webinar', href: '/contact' },
};

/** Heading and text of the subscribe box (the newsletter widget, source 'webinars'). */
export const WEBINAR_SUBSCRIBE = {
  heading: 'Never miss a webinar',
  text: 'Get invitations to upcoming sessions and links to new recordings in your inbox.',
} as const;
