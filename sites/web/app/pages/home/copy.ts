import { BRAND } from '@joognoo/schemas';

/** Copy of the home page, in page order. */

const { green, ai, hire } = BRAND.products;

export interface HomeSectionCopy {
  /** Element id (also the in-page anchor for products, features and contact). */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

export interface HomeStat {
  value: string;
  label: string;
}

export interface HomeTextItem {
  title: string;
  description: string;
}

export interface HomeAccelerator extends HomeTextItem {
  id: 'developer' | 'test' | 'green' | 'integration';
  capabilities: readonly string[];
}

export interface HomeProductCapabilities {
  /** Product id (slug) the capabilities belong to. */
  productId: string;
  name: string;
  summary: string;
  capabilities: readonly string[];
}

export interface HomeIntegrationCategory extends HomeTextItem {
  examples: readonly string[];
}

export const home = {
  title: `${BRAND.name} | Enterprise AI Accelerators and Products`,
  description: `${BRAND.name} builds modular AI accelerators and products for sustainability, AI governance and recruitment. Trusted by Fortune 500 companies: 300% ROI, 60% faster deployment, SOC2.`,

  hero: {
    eyebrow: 'Trusted by Fortune 500 companies',
    heading: 'Enterprise AI that delivers measurable results',
    intro:
      'Modular AI accelerators and three products for sustainability, AI governance and recruitment: deployed in weeks, governed from day one.',
    primaryCta: 'Explore Solutions',
    secondaryCta: 'Get Free Pilot',
    claimsLabel: 'Highlights',
    claims: [
      { value: '300%', label: 'ROI increase' },
      { value: '60%', label: 'faster deployment' },
      { value: 'SOC2', label: 'compliant' },
    ] satisfies HomeStat[],
  },

  expertise: {
    section: {
      id: 'expertise',
      eyebrow: 'Industry expertise',
      heading: 'Built for the industries that run the world',
      intro:
        'Our teams have delivered AI programmes in regulated, data-heavy sectors, and every accelerator ships with the controls those sectors expect.',
    } satisfies HomeSectionCopy,
    industries: [
      {
        title: 'Financial Services',
        description: 'Model risk management, regulatory reporting and fraud analytics for banks, insurers and asset managers.',
      },
      {
        title: 'Healthcare & Life Sciences',
        description: 'Governed AI for clinical operations, research pipelines and patient-data workflows.',
      },
      {
        title: 'Manufacturing',
        description: 'Scope 1–3 emissions, supplier data and quality analytics across plants and supply chains.',
      },
      {
        title: 'Energy & Utilities',
        description: 'Carbon accounting, asset data and transition planning for generators, grids and distributors.',
      },
      {
        title: 'Retail & Consumer Goods',
        description: 'Seasonal hiring at scale, demand insights and supplier sustainability programmes.',
      },
      {
        title: 'Government & Public Sector',
        description: 'Transparent, auditable AI aligned with national frameworks and data-residency rules.',
      },
    ] satisfies HomeTextItem[],
    recognition: {
      heading: 'Recognised by the teams that rely on us',
      intro: `Founded in 2024, ${BRAND.name} already runs in production with early adopters across five countries.`,
      items: [
        { title: 'Fortune 500 trusted', description: 'Chosen by global enterprises for governed, measurable AI.' },
        { title: 'Early-adopter programme', description: 'Co-designed with operations, risk and HR leaders in every region we serve.' },
        { title: 'Cloud partner ready', description: 'Runs natively on Microsoft Azure, AWS and Google Cloud.' },
      ] satisfies HomeTextItem[],
    },
    statsLabel: 'Company in numbers',
    stats: [
      { value: '15+', label: 'early adopters' },
      { value: '500K+', label: 'data points processed' },
      { value: '99.5%', label: 'platform reliability' },
      { value: '5', label: 'countries' },
    ] satisfies HomeStat[],
    security: {
      heading: 'Security and compliance by design',
      intro: 'Enterprise controls are part of the platform, not an add-on: your data stays yours, encrypted and auditable.',
      items: [
        { title: 'SOC2', description: 'Independently audited controls for security, availability and confidentiality.' },
        { title: 'GDPR & PDPA', description: 'Privacy by design, data processing agreements and regional data residency.' },
        { title: 'Encryption everywhere', description: 'TLS 1.2+ in transit and AES-256 at rest, with customer-managed keys.' },
        { title: 'SSO & role-based access', description: 'SAML and OIDC single sign-on, fine-grained roles and full audit logs.' },
      ] satisfies HomeTextItem[],
    },
  },

  products: {
    section: {
      id: 'products',
      eyebrow: 'Products',
      heading: 'Three products, one platform',
      intro: 'Sustainability, AI governance and recruitment, built on the same secure, modular foundation.',
    } satisfies HomeSectionCopy,
    loading: 'Loading products...',
    /** Shown when the product list could not be loaded (the section stays without products). */
    unavailable: 'Our products are a click away: ask us for a walkthrough.',
    problemsHeading: 'Key Problems Solved',
    usersLabel: 'Built for',
    impactLabel: 'Impact',
    detailsCta: 'Product Details',
    useCasesCta: 'View Use Cases',
    demoCta: 'Schedule Enterprise Demo',
    allUseCasesCta: 'Explore All Use Cases',
    allUseCasesHref: '/use-cases/green',
  },

  features: {
    section: {
      id: 'features',
      eyebrow: 'Capabilities',
      heading: 'Everything your teams need, in modules',
      intro: 'Start with one product or accelerator and add the next when you are ready. Each module works on its own and better together.',
    } satisfies HomeSectionCopy,
    productsHeading: 'Product capabilities',
    products: [
      {
        productId: green.slug,
        name: green.name,
        summary: 'Sustainability and ESG tracking',
        capabilities: ['Scope 1, 2 and 3 emissions', 'ISSB, GRI and CSRD reporting', 'Supplier data collection', 'Decarbonisation scenarios'],
      },
      {
        productId: ai.slug,
        name: ai.name,
        summary: 'AI governance and risk',
        capabilities: ['AI model registry', 'Risk tiering and approvals', 'Bias and drift monitoring', 'AI ROI analytics'],
      },
      {
        productId: hire.slug,
        name: hire.name,
        summary: 'Intelligent recruitment',
        capabilities: ['Skills-based matching', 'Structured interview kits', 'Fair-hiring analytics', 'ATS integration'],
      },
    ] satisfies HomeProductCapabilities[],
    acceleratorsHeading: 'AI accelerators',
    accelerators: [
      {
        id: 'developer',
        title: 'Developer Accelerator',
        description: 'Ship features faster with AI that understands your codebase.',
        capabilities: ['AI-assisted code generation', 'Repository integration', 'Delivery analytics'],
      },
      {
        id: 'test',
        title: 'Test Accelerator',
        description: 'Raise quality without slowing releases.',
        capabilities: ['AI-generated test cases', 'Coverage analysis', 'CI/CD integration'],
      },
      {
        id: 'green',
        title: 'Green Accelerator',
        description: 'Measure and cut the footprint of your software.',
        capabilities: ['Carbon footprint analysis', 'Energy-efficient code suggestions', 'Cloud usage insights'],
      },
      {
        id: 'integration',
        title: 'Enterprise Integration',
        description: 'Fit AI into the way your teams already work.',
        capabilities: ['Issue tracker sync', 'CI/CD pipelines', 'Custom workflows'],
      },
    ] satisfies HomeAccelerator[],
    cta: 'Explore Use Cases',
    ctaHref: '/use-cases/green',
  },

  integrations: {
    section: {
      id: 'integrations',
      eyebrow: 'Integrations',
      heading: 'Connects to the systems you already run',
      intro: 'Pre-built connectors bring your data in and push insights back, with no rip-and-replace.',
    } satisfies HomeSectionCopy,
    categories: [
      { title: 'ERP', description: 'Finance, procurement and operations data.', examples: ['SAP', 'Oracle', 'Microsoft Dynamics'] },
      { title: 'CRM', description: 'Customer and pipeline context.', examples: ['Salesforce', 'HubSpot', 'Dynamics 365'] },
      { title: 'Workflow', description: 'Approvals, tickets and collaboration.', examples: ['ServiceNow', 'Jira', 'Microsoft Teams'] },
      { title: 'AI platforms', description: 'Models and machine learning operations.', examples: ['Azure AI', 'Amazon SageMaker', 'Vertex AI'] },
      { title: 'Analytics', description: 'Dashboards and the data warehouse.', examples: ['Power BI', 'Tableau', 'Snowflake'] },
    ] satisfies HomeIntegrationCategory[],
    statsLabel: 'Integration facts',
    stats: [
      { value: '200+', label: 'pre-built integrations' },
      { value: '99.9%', label: 'uptime SLA' },
      { value: '< 30 min', label: 'setup time' },
      { value: '24/7', label: 'support' },
    ] satisfies HomeStat[],
  },

  contact: {
    section: {
      id: 'contact',
      eyebrow: 'Contact',
      heading: 'Get in Touch',
      intro: 'Tell us about your goals and we will get back to you within 24 hours.',
    } satisfies HomeSectionCopy,
    detailsHeading: 'Contact details',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    locationLabel: 'Location',
    officesHeading: 'Our offices',
    /** Where the form posts without JavaScript. */
    formAction: '/contact/submit',
  },

  closing: {
    id: 'get-started',
    heading: 'Ready to see AI deliver in your organisation?',
    intro: 'Start with a free pilot on your own data. We scope it with you, run it in weeks and measure the results together.',
    cta: 'Get Free Pilot',
  },
} as const;
