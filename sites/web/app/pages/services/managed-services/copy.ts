import { BRAND, LIMITS } from '@joognoo/schemas';
import type { SectionHeading, Stat } from '../../../content/pages/types.ts';
import { requestPath, type AddOnServicePage } from '../service-page.ts';

export interface ManagedServicesPage extends AddOnServicePage {
  serviceLevels: SectionHeading & {
    id: string;
    commitments: readonly Stat[];
    includedHeading: string;
    included: readonly string[];
  };
}

export const MANAGED_SERVICES_SERVICE: ManagedServicesPage = {
  slug: 'managed-services',
  path: '/services/managed-services',
  requestKey: 'managed-services',
  requestPath: requestPath('managed-services'),
  name: 'Managed Services',
  hero: {
    eyebrow: 'Add-on service',
    title: 'Managed Services',
    subtitle: `Let ${BRAND.name} run, monitor and continuously improve your accelerators and products, with 24/7 support and a 99.9% uptime SLA, so your teams can focus on delivering value.`,
    primaryCta: { label: 'Request Managed Services', href: requestPath('managed-services') },
    secondaryCta: { label: 'View Service Levels', href: '#service-levels' },
  },
  features: {
    id: 'managed-features',
    eyebrow: 'What we manage',
    heading: 'Your AI platform, operated by the people who built it',
    intro: 'A dedicated team takes responsibility for operations, so value keeps growing after go-live.',
    items: [
      {
        title: '24/7 monitoring and incident response',
        description:
          'Round-the-clock monitoring of platform health, integrations and model performance, with on-call engineers and clear escalation paths.',
        icon: 'headphones',
      },
      {
        title: 'Platform operations',
        description:
          'Upgrades, patching, capacity planning, backups and configuration management handled for you, in maintenance windows you approve.',
        icon: 'server',
      },
      {
        title: 'Model performance management',
        description:
          'Drift detection, retraining, evaluation and safe rollout of model updates, with every change recorded for governance.',
        icon: 'gauge',
      },
      {
        title: 'Integration upkeep',
        description:
          'We keep connections to your issue trackers, CI/CD pipelines, ERP and CRM systems working as those tools change their APIs.',
        icon: 'puzzle',
      },
      {
        title: 'Security and compliance operations',
        description:
          'Access reviews, vulnerability remediation and SOC2-aligned evidence collection run as a continuous process, not a yearly scramble.',
        icon: 'shield-check',
      },
      {
        title: 'Quarterly value reviews',
        description:
          'A named service manager reports on usage, outcomes and ROI every quarter and agrees the next improvements with you.',
        icon: 'trending-up',
      },
    ],
  },
  serviceLevels: {
    id: 'service-levels',
    eyebrow: 'Service levels',
    heading: 'Commitments you can hold us to',
    intro: 'Every managed services agreement includes these commitments, written into the contract.',
    commitments: [
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '24/7', label: 'Support and monitoring' },
      { value: '200+', label: 'Pre-built integrations maintained' },
      { value: `${LIMITS.replyWithinHours}h`, label: 'Response to new requests' },
    ],
    includedHeading: 'Included in every agreement',
    included: [
      'Named service manager and technical account lead',
      'Severity-based incident response with root-cause reports',
      'Monthly operations and security report',
      'Quarterly business and ROI review',
      'Change management aligned with your release calendar',
    ],
  },
  closingCta: {
    heading: 'Hand over operations, keep the outcomes',
    text: `Request managed services and a specialist will reply within ${LIMITS.replyWithinHours} hours with a proposal sized to your environment.`,
    primary: { label: 'Request Managed Services', href: requestPath('managed-services') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};
