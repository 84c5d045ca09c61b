import { BRAND, LIMITS } from '@joognoo/schemas';
import type { CloudPartner, LearningPath, TrainingFormat } from '@joognoo/schemas';
import type { Cta, CtaBand, FeatureItem, SectionHeading, SelectOption, Stat, Testimonial } from '../../content/pages/types.ts';

/**
 * The four add-on service pages (/services/governance, /services/managed-services,
 * /services/academy, /services/cloud-partner) and the copy of their request routes
 * (/add-ons/{key}/payment). Secondary CTAs that start with '#'
 * scroll to the section object of the same page carrying that `id`.
 */

/** Slug of a service page: /services/{slug}. */
export type AddOnServiceSlug = 'governance' | 'managed-services' | 'academy' | 'cloud-partner';
/** Key of a request route: /add-ons/{key}/payment. */
export type AddOnRequestKey = 'governance' | 'managed-services' | 'academy' | 'cloud';

export interface ServiceHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryCta: Cta;
  secondaryCta: Cta;
  /** Optional figures shown under the hero. */
  stats?: readonly Stat[];
}

export interface FeatureSection extends SectionHeading {
  items: readonly FeatureItem[];
}

export interface AddOnServicePage {
  slug: AddOnServiceSlug;
  /** The page route, '/services/{slug}'. */
  path: string;
  requestKey: AddOnRequestKey;
  /** Route of the request page, '/add-ons/{requestKey}/payment'. */
  requestPath: string;
  name: string;
  hero: ServiceHero;
  features: FeatureSection;
  closingCta: CtaBand;
}

const requestPath = (key: AddOnRequestKey): string => `/add-ons/${key}/payment`;

// ---------------------------------------------------------------------------------------
// AI Governance and Compliance
// ---------------------------------------------------------------------------------------

export interface ComplianceFramework {
  name: string;
  description: string;
}

export interface GovernanceServicePage extends AddOnServicePage {
  frameworks: SectionHeading & { id: string; items: readonly ComplianceFramework[] };
}

export const GOVERNANCE_SERVICE: GovernanceServicePage = {
  slug: 'governance',
  path: '/services/governance',
  requestKey: 'governance',
  requestPath: requestPath('governance'),
  name: 'AI Governance and Compliance',
  hero: {
    eyebrow: 'Add-on service',
    title: 'AI Governance and Compliance',
    subtitle:
      'Put every AI system under clear policies, controls and audit trails. Our governance specialists set up the framework, map it to the regulations you face and keep it current as your AI portfolio grows.',
    primaryCta: { label: 'Request Governance Service', href: requestPath('governance') },
    secondaryCta: { label: 'Speak with an Expert', href: '/contact' },
  },
  features: {
    id: 'governance-features',
    eyebrow: 'What you get',
    heading: 'Governance that keeps pace with your AI',
    intro: `Built on ${BRAND.products.ai.name}, delivered by specialists who have taken enterprise AI through audits and regulatory reviews.`,
    items: [
      {
        title: 'AI policy framework',
        description:
          'Acceptable-use, risk classification and model lifecycle policies tailored to your industry, approved by your risk committee and enforced in your workflows.',
        icon: 'file-text',
      },
      {
        title: 'Model inventory and risk tiering',
        description:
          'A complete register of the models and AI vendors in use, each classified by risk level with a named owner and review schedule.',
        icon: 'database',
      },
      {
        title: 'Bias and fairness testing',
        description:
          'Pre-deployment and ongoing fairness tests across protected attributes, with documented thresholds and remediation plans.',
        icon: 'scale',
      },
      {
        title: 'Explainability and documentation',
        description:
          'Model cards, data sheets and decision explanations that auditors, regulators and business owners can understand.',
        icon: 'search',
      },
      {
        title: 'Continuous compliance monitoring',
        description:
          'Automated checks for drift, policy breaches and expiring approvals, with alerts routed to the right owner before issues escalate.',
        icon: 'activity',
      },
      {
        title: 'Audit readiness',
        description:
          'Evidence packs and audit trails generated from the platform, ready for internal audit, SOC2 assessments and regulator requests.',
        icon: 'clipboard-check',
      },
    ],
  },
  frameworks: {
    id: 'frameworks',
    eyebrow: 'Regulations and standards',
    heading: 'Mapped to the frameworks you answer to',
    items: [
      { name: 'EU AI Act', description: 'Risk classification, conformity documentation and transparency obligations for high-risk systems.' },
      { name: 'NIST AI Risk Management Framework', description: 'Govern, map, measure and manage functions embedded in your model lifecycle.' },
      { name: 'ISO/IEC 42001', description: 'An AI management system aligned with the international standard, ready for certification.' },
      {
        name: 'Singapore Model AI Governance Framework',
        description: 'Internal governance, human involvement and stakeholder communication practices recommended by IMDA and PDPC.',
      },
      { name: 'Sector regulations', description: 'Financial-services guidance such as MAS FEAT principles, plus employment and data protection rules for HR AI.' },
    ],
  },
  closingCta: {
    heading: 'Govern AI with confidence',
    text: `Tell us about your AI portfolio and a governance specialist will propose a scope and plan within ${LIMITS.replyWithinHours} hours.`,
    primary: { label: 'Request Governance Service', href: requestPath('governance') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

// ---------------------------------------------------------------------------------------
// Managed Services
// ---------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------
// Developer AI Academy
// ---------------------------------------------------------------------------------------

export type TrainingFormatId = 'self-paced' | 'virtual' | 'enterprise';

export interface AcademyLearningPath extends LearningPath {
  id: string;
  /** The role this path is written for. */
  role: string;
  duration: string;
  level: string;
  icon: FeatureItem['icon'];
}

export interface AcademyTrainingFormat extends TrainingFormat {
  id: TrainingFormatId;
  /** Tab label. */
  label: string;
  /** 'Select This Format' -> /add-ons/academy/payment?format={id}. */
  cta: Cta;
}

export interface AcademyServicePage extends AddOnServicePage {
  learningPaths: SectionHeading & {
    id: string;
    labels: { duration: string; level: string; modules: string };
    /** The button on each path card. */
    cta: Cta;
    items: readonly AcademyLearningPath[];
  };
  formats: SectionHeading & { id: string; defaultFormat: TrainingFormatId; items: readonly AcademyTrainingFormat[] };
  testimonials: SectionHeading & { items: readonly Testimonial[] };
}

const academyFormatCta = (id: TrainingFormatId): Cta => ({
  label: 'Select This Format',
  href: `${requestPath('academy')}?format=${id}`,
});

export const ACADEMY_SERVICE: AcademyServicePage = {
  slug: 'academy',
  path: '/services/academy',
  requestKey: 'academy',
  requestPath: requestPath('academy'),
  name: 'Developer AI Academy',
  hero: {
    eyebrow: 'Add-on service',
    title: 'Developer AI Academy',
    subtitle:
      'Role-based training that makes every engineer productive with AI-assisted development, testing and delivery, using your own tools, your own code and the accelerators your teams already run.',
    primaryCta: { label: 'Enroll Now', href: requestPath('academy') },
    secondaryCta: { label: 'Explore Learning Paths', href: '#learning-paths' },
    stats: [
      { value: '30%', label: 'Development time reduction reported by alumni teams' },
      { value: '3', label: 'Role-based learning paths' },
      { value: '3', label: 'Training formats' },
    ],
  },
  features: {
    id: 'academy-benefits',
    eyebrow: 'Why the Academy',
    heading: 'Training that changes how teams ship',
    intro: 'Practical, hands-on and measured against delivery outcomes, not course completions.',
    items: [
      {
        title: 'Hands-on labs on real code',
        description: 'Every module ends in a lab on a realistic repository, or on your own codebase in the enterprise format.',
        icon: 'code',
      },
      {
        title: 'Role-based curriculum',
        description: 'Separate paths for developers, test engineers and engineering leaders, so everyone learns what they will use.',
        icon: 'users',
      },
      {
        title: 'Responsible AI built in',
        description: 'Secure prompting, licence hygiene, data privacy and review practices are part of every path.',
        icon: 'shield',
      },
      {
        title: 'Certification',
        description: 'Learners who pass the final assessment earn a verifiable certificate for each completed path.',
        icon: 'award',
      },
      {
        title: 'Measurable results',
        description: 'Before-and-after productivity baselines from the accelerators show leaders exactly what the training delivered.',
        icon: 'bar-chart',
      },
    ],
  },
  learningPaths: {
    id: 'learning-paths',
    eyebrow: 'Learning paths',
    heading: 'Three paths, one for every role',
    intro: 'Each path combines short lessons, guided labs and a final assessment.',
    labels: { duration: 'Duration', level: 'Level', modules: 'What you will learn' },
    cta: { label: 'Enroll Now', href: requestPath('academy') },
    items: [
      {
        id: 'ai-assisted-developer',
        title: 'AI-Assisted Developer',
        role: 'Software engineers',
        description:
          'Write, refactor and review code faster with AI assistance, while keeping quality, security and maintainability high.',
        duration: '6 weeks',
        level: 'Beginner to intermediate',
        icon: 'code',
        modules: [
          'Foundations of large language models for developers',
          'Prompt patterns for code generation and refactoring',
          'Repository-aware assistance with the developer accelerator',
          'Reviewing AI-generated code for security and licensing',
          'Capstone: deliver a feature end to end with AI pairing',
        ],
      },
      {
        id: 'ai-test-engineer',
        title: 'AI Test Engineer',
        role: 'QA and test engineers',
        description:
          'Generate meaningful test cases, close coverage gaps and bring AI-driven quality checks into your CI/CD pipelines.',
        duration: '5 weeks',
        level: 'Intermediate',
        icon: 'check-circle',
        modules: [
          'AI-generated test cases from requirements and code',
          'Coverage analysis and risk-based test selection',
          'Test data generation and privacy-safe fixtures',
          'Integrating the test accelerator into CI/CD',
          'Capstone: raise coverage on a legacy service',
        ],
      },
      {
        id: 'ai-engineering-leader',
        title: 'AI Engineering Leader',
        role: 'Tech leads, architects and engineering managers',
        description:
          'Plan, govern and measure AI adoption across teams, from tool selection and policy to productivity metrics and ROI.',
        duration: '4 weeks',
        level: 'Advanced',
        icon: 'target',
        modules: [
          'Building an AI adoption roadmap for engineering',
          'Governance, policy and risk for AI-assisted development',
          'Measuring productivity and quality with delivery metrics',
          'Energy-efficient and sustainable software practices',
          'Capstone: an adoption business case for your organisation',
        ],
      },
    ],
  },
  formats: {
    id: 'training-formats',
    eyebrow: 'Training formats',
    heading: 'Learn the way your teams work best',
    defaultFormat: 'self-paced',
    items: [
      {
        id: 'self-paced',
        label: 'Self-Paced',
        title: 'Self-Paced Online',
        description: 'Flexible, on-demand learning that fits around delivery commitments, for individuals and distributed teams.',
        features: [
          '12 months of access to all three learning paths',
          'Browser-based labs with sandbox repositories',
          'Progress tracking and team dashboards',
          'Community forum moderated by Academy instructors',
          'Certificate on passing each final assessment',
        ],
        cta: academyFormatCta('self-paced'),
      },
      {
        id: 'virtual',
        label: 'Virtual Instructor-Led',
        title: 'Virtual Instructor-Led',
        description: 'Live online cohorts led by senior practitioners, scheduled across Asia Pacific, Middle East and Americas time zones.',
        features: [
          'Live sessions twice a week in small cohorts',
          'Guided labs with instructor code reviews',
          'Weekly office hours for questions on your own projects',
          'Session recordings and all self-paced content included',
          'Certificate on passing each final assessment',
        ],
        cta: academyFormatCta('virtual'),
      },
      {
        id: 'enterprise',
        label: 'Enterprise',
        title: 'Enterprise Programme',
        description: 'A tailored programme for whole engineering organisations, delivered on-site or virtually on your own codebase.',
        features: [
          'Curriculum tailored to your stack, tools and policies',
          'Labs on your own repositories in a secure environment',
          'On-site workshops at your offices or ours',
          'Baseline and post-programme productivity measurement',
          'Dedicated programme manager and executive reporting',
        ],
        cta: academyFormatCta('enterprise'),
      },
    ],
  },
  testimonials: {
    eyebrow: 'Results',
    heading: 'What our learners say',
    items: [
      {
        quote:
          'After the enterprise programme our squads adopted AI-assisted development as a normal way of working. Across our payments platform we measured a 30% development time reduction within two quarters, with no drop in code quality.',
        name: 'Rachel Lim',
        role: 'VP Engineering',
        company: 'Straits Digital Bank',
      },
      {
        quote:
          'The AI Test Engineer path was the most practical training my team has done. We left with pipelines that generate and prioritise tests automatically, and the confidence to govern how we use AI.',
        name: 'Vikram Nair',
        role: 'Head of Quality Engineering',
        company: 'Coastline Logistics',
      },
    ],
  },
  closingCta: {
    heading: 'Make every developer an AI-assisted developer',
    text: 'Enroll your team today, or talk to us about an enterprise programme built around your codebase.',
    primary: { label: 'Enroll Now', href: requestPath('academy') },
    secondary: { label: 'Contact Us', href: '/contact' },
  },
};

// ---------------------------------------------------------------------------------------
// Cloud Partner Integration
// ---------------------------------------------------------------------------------------

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
