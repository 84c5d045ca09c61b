import { BRAND, LIMITS } from '@joognoo/schemas';
import type { CloudPartner } from '@joognoo/schemas';
import type { Cta, SectionHeading, Stat } from '../../../content/pages/types.ts';
import { requestPath, type AddOnServicePage } from '../service-page.ts';

export type CloudPartnerId = 'azure' | 'aws' | 'google';

export interface CloudPartnerOption extends CloudPartner {
  id: CloudPartnerId;
  /** Tab label. */
  label: string;
  /** 'Request Integration' -> /add-ons/cloud/payment?partner={id}. */
  cta: Cta;
}

const cloudPartnerCta = (id: CloudPartnerId): Cta => ({
  label: 'Request Integration',
  href: `${requestPath('cloud')}?partner=${id}`,
});

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface CloudPartnerServicePage extends AddOnServicePage {
  partners: SectionHeading & { id: string; defaultPartner: CloudPartnerId; items: readonly CloudPartnerOption[] };
  process: SectionHeading & { id: string; steps: readonly ProcessStep[] };
  results: SectionHeading & { stats: readonly Stat[] };
}

export const CLOUD_PARTNER_SERVICE: CloudPartnerServicePage = {
  slug: 'cloud-partner',
  path: '/services/cloud-partner',
  requestKey: 'cloud',
  requestPath: requestPath('cloud'),
  name: 'Cloud Partner Integration',
  hero: {
    eyebrow: 'Add-on service',
    title: 'Cloud Partner Integration',
    subtitle: `Run ${BRAND.name} accelerators natively on Microsoft Azure, AWS or Google Cloud, inside your own tenancy, connected to the AI services, pipelines and identity you already use.`,
    primaryCta: { label: 'Request Integration', href: requestPath('cloud') },
    secondaryCta: { label: 'See How It Works', href: '#integration-process' },
    stats: [
      { value: '35%', label: 'Average cost reduction' },
      { value: '40%', label: 'Performance improvement' },
    ],
  },
  features: {
    id: 'cloud-benefits',
    eyebrow: 'Benefits',
    heading: 'Your cloud, optimised for AI',
    items: [
      {
        title: 'Deploy in your own tenancy',
        description: 'Data and code never leave your cloud account and chosen region, which simplifies security reviews and data residency.',
        icon: 'cloud',
      },
      {
        title: 'Native AI services',
        description: 'Use Azure OpenAI, Amazon Bedrock or Vertex AI models under your existing agreements and quotas.',
        icon: 'brain',
      },
      {
        title: 'Cost optimisation',
        description: 'Right-sized compute, autoscaling and model routing deliver a 35% average cost reduction against unoptimised deployments.',
        icon: 'trending-up',
      },
      {
        title: 'Faster workloads',
        description: 'Caching, managed inference endpoints and region-aware design bring a 40% average performance improvement.',
        icon: 'zap',
      },
      {
        title: 'Marketplace procurement',
        description: 'Buy through your cloud marketplace and count the spend towards your existing cloud commitments.',
        icon: 'briefcase',
      },
      {
        title: 'Enterprise identity and security',
        description: 'Single sign-on, key management and logging through your cloud provider\u2019s native services.',
        icon: 'lock',
      },
    ],
  },
  partners: {
    id: 'cloud-partners',
    eyebrow: 'Cloud partners',
    heading: 'Certified on the three leading clouds',
    defaultPartner: 'azure',
    items: [
      {
        id: 'azure',
        cta: cloudPartnerCta('azure'),
        label: 'Azure',
        name: 'Microsoft Azure',
        description: 'Deep integration with the Microsoft ecosystem for enterprises standardised on Azure, Microsoft 365 and GitHub.',
        features: [
          'Azure OpenAI Service for code and document models',
          'Azure DevOps and GitHub Actions pipeline integration',
          'Microsoft Entra ID single sign-on and role mapping',
          'Azure Monitor and Log Analytics dashboards',
          'Procurement through Azure Marketplace',
        ],
      },
      {
        id: 'aws',
        cta: cloudPartnerCta('aws'),
        label: 'AWS',
        name: 'Amazon Web Services',
        description: 'Scalable, secure deployment on AWS for organisations running their workloads and data lakes on Amazon.',
        features: [
          'Amazon Bedrock foundation models with private endpoints',
          'Amazon SageMaker for custom model training and hosting',
          'AWS CodePipeline and CodeBuild integration',
          'AWS IAM Identity Center and KMS key management',
          'Procurement through AWS Marketplace',
        ],
      },
      {
        id: 'google',
        cta: cloudPartnerCta('google'),
        label: 'Google Cloud',
        name: 'Google Cloud',
        description: 'Data- and AI-first deployment on Google Cloud, close to BigQuery and the Gemini models.',
        features: [
          'Vertex AI and Gemini models for generation and analysis',
          'BigQuery integration for ESG and productivity analytics',
          'Cloud Build and Cloud Deploy pipeline integration',
          'Cloud Identity single sign-on and Cloud KMS',
          'Procurement through Google Cloud Marketplace',
        ],
      },
    ],
  },
  process: {
    id: 'integration-process',
    eyebrow: 'How it works',
    heading: 'From assessment to optimised production in four steps',
    steps: [
      {
        step: 1,
        title: 'Assess',
        description: 'We review your cloud landing zone, security policies, data residency needs and current AI workloads.',
      },
      {
        step: 2,
        title: 'Design',
        description: 'Our architects design the target deployment, model choices and cost model, and agree it with your cloud team.',
      },
      {
        step: 3,
        title: 'Integrate',
        description: 'We deploy the accelerators into your tenancy with infrastructure as code, and connect identity, pipelines and data sources.',
      },
      {
        step: 4,
        title: 'Optimise',
        description: 'We tune scaling, caching and model routing against real usage and report savings and performance gains.',
      },
    ],
  },
  results: {
    eyebrow: 'Results',
    heading: 'Measured across our cloud integrations',
    stats: [
      { value: '35%', label: 'Average cost reduction' },
      { value: '40%', label: 'Performance improvement' },
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '24/7', label: 'Support' },
    ],
  },
  closingCta: {
    heading: 'Bring AI to the cloud you already trust',
    text: `Tell us which cloud you run on and a cloud architect will reply within ${LIMITS.replyWithinHours} hours with an integration proposal.`,
    primary: { label: 'Request Integration', href: requestPath('cloud') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

/** The four service pages keyed by page slug. */
