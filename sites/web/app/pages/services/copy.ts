import { LIMITS } from '@joognoo/schemas';
import type { SelectOption } from '../../content/pages/types.ts';
import { ACADEMY_SERVICE } from './academy/copy.ts';
import { CLOUD_PARTNER_SERVICE } from './cloud-partner/copy.ts';
import { GOVERNANCE_SERVICE } from './governance/copy.ts';
import { MANAGED_SERVICES_SERVICE } from './managed-services/copy.ts';
import type { AddOnRequestKey, AddOnServicePage, AddOnServiceSlug } from './service-page.ts';

/**
 * The four service pages together, and the copy of their request routes
 * (/add-ons/{key}/payment), which repeats each service's name and path.
 */

export * from './service-page.ts';
export * from './governance/copy.ts';
export * from './managed-services/copy.ts';
export * from './academy/copy.ts';
export * from './cloud-partner/copy.ts';

export const ADD_ON_SERVICES: Readonly<Record<AddOnServiceSlug, AddOnServicePage>> = {
  governance: GOVERNANCE_SERVICE,
  'managed-services': MANAGED_SERVICES_SERVICE,
  academy: ACADEMY_SERVICE,
  'cloud-partner': CLOUD_PARTNER_SERVICE,
};

// ---------------------------------------------------------------------------------------
// Request pages /add-ons/{key}/payment (no payment is taken)
// ---------------------------------------------------------------------------------------

export interface AddOnRequestCopy {
  key: AddOnRequestKey;
  /** Document title and H1. */
  pageTitle: string;
  serviceName: string;
  /** The service page to go back to. */
  servicePath: string;
  description: string;
  /** Optional choice carried in the query string (academy: ?format=). */
  option?: {
    param: string;
    label: string;
    defaultValue: string;
    items: readonly SelectOption[];
  };
  nextSteps: {
    heading: string;
    steps: readonly string[];
  };
  /** Always shown: this page takes no payment. */
  noPaymentNote: string;
  submitLabel: string;
}

const NO_PAYMENT_NOTE = `No payment is taken on this page. A specialist will reply within ${LIMITS.replyWithinHours} hours with a proposal, and nothing is billed until you accept it.`;

export const addOnRequests: Readonly<Record<AddOnRequestKey, AddOnRequestCopy>> = {
  governance: {
    key: 'governance',
    pageTitle: 'Request AI Governance and Compliance',
    serviceName: GOVERNANCE_SERVICE.name,
    servicePath: GOVERNANCE_SERVICE.path,
    description:
      'Tell us about your AI portfolio and the regulations you need to meet. We will scope a governance framework, model inventory and compliance monitoring for your organisation.',
    nextSteps: {
      heading: 'What happens next',
      steps: [
        `A governance specialist reviews your request and replies within ${LIMITS.replyWithinHours} hours.`,
        'We hold a 45-minute discovery call with your risk, legal and data science leads.',
        'You receive a written proposal with scope, timeline and fixed pricing.',
        'Work starts once you accept the proposal; nothing is charged before then.',
      ],
    },
    noPaymentNote: NO_PAYMENT_NOTE,
    submitLabel: 'Send Request',
  },
  'managed-services': {
    key: 'managed-services',
    pageTitle: 'Request Managed Services',
    serviceName: MANAGED_SERVICES_SERVICE.name,
    servicePath: MANAGED_SERVICES_SERVICE.path,
    description:
      'Tell us which accelerators and products you run and how you operate them today. We will propose a managed service with 24/7 support and a 99.9% uptime SLA.',
    nextSteps: {
      heading: 'What happens next',
      steps: [
        `A service manager reviews your request and replies within ${LIMITS.replyWithinHours} hours.`,
        'We assess your environment, integrations and current support model.',
        'You receive a proposal with service levels, onboarding plan and pricing.',
        'Onboarding starts once you accept the proposal; nothing is charged before then.',
      ],
    },
    noPaymentNote: NO_PAYMENT_NOTE,
    submitLabel: 'Send Request',
  },
  academy: {
    key: 'academy',
    pageTitle: 'Enroll in the Developer AI Academy',
    serviceName: ACADEMY_SERVICE.name,
    servicePath: ACADEMY_SERVICE.path,
    description:
      'Choose a training format and tell us about your team. We will recommend the right learning paths and send an enrolment proposal.',
    option: {
      param: 'format',
      label: 'Training format',
      defaultValue: ACADEMY_SERVICE.formats.defaultFormat,
      items: ACADEMY_SERVICE.formats.items.map((format) => ({ value: format.id, label: format.title })),
    },
    nextSteps: {
      heading: 'What happens next',
      steps: [
        `An Academy advisor reviews your request and replies within ${LIMITS.replyWithinHours} hours.`,
        'We confirm learning paths, number of learners and preferred start dates.',
        'You receive an enrolment proposal with schedule and pricing.',
        'Learners get access once you accept the proposal; nothing is charged before then.',
      ],
    },
    noPaymentNote: NO_PAYMENT_NOTE,
    submitLabel: 'Request Enrolment',
  },
  cloud: {
    key: 'cloud',
    pageTitle: 'Request Cloud Partner Integration',
    serviceName: CLOUD_PARTNER_SERVICE.name,
    servicePath: CLOUD_PARTNER_SERVICE.path,
    description:
      'Tell us which cloud you run on and which accelerators you want to deploy. We will design an integration that targets a 35% average cost reduction and a 40% performance improvement.',
    option: {
      param: 'partner',
      label: 'Cloud provider',
      defaultValue: CLOUD_PARTNER_SERVICE.partners.defaultPartner,
      items: CLOUD_PARTNER_SERVICE.partners.items.map((partner) => ({ value: partner.id, label: partner.name })),
    },
    nextSteps: {
      heading: 'What happens next',
      steps: [
        `A cloud architect reviews your request and replies within ${LIMITS.replyWithinHours} hours.`,
        'We run a short assessment of your cloud landing zone and workloads.',
        'You receive an integration proposal with architecture, timeline and pricing.',
        'Integration starts once you accept the proposal; nothing is charged before then.',
      ],
    },
    noPaymentNote: NO_PAYMENT_NOTE,
    submitLabel: 'Request Integration',
  },
};
