import { BRAND } from '@joognoo/schemas';
import type { ProductKey, UseCaseContent } from '@joognoo/schemas';
import type { Cta, CtaBand, FeatureItem, IconName, SectionHeading, Stat } from '../../content/pages/types.ts';

/**
 * The three use-case pages /use-cases/green, /use-cases/ai, /use-cases/hire. Problems, success stories and benefit categories follow
 * the `UseCaseContent` entity; the rest is page copy.
 */

export type UseCaseId = 'green' | 'ai' | 'hire';

/** Labels of the parts of problem cards and success stories (same on every page). */
export const USE_CASE_LABELS = {
  problem: 'The problem',
  solution: 'Our solution',
  impact: 'Impact',
  challenge: 'Challenge',
  implementation: 'Implementation',
  results: 'Results',
} as const;

export interface UseCaseHero {
  eyebrow: string;
  /** The H1 is the page's head copy heading (page-copy.ts); this is the line under it. */
  subtitle: string;
  /** Exactly three headline figures. */
  stats: readonly [Stat, Stat, Stat];
  primaryCta: Cta;
  secondaryCta: Cta;
}

export interface UseCasePage extends UseCaseContent {
  id: UseCaseId;
  /** '/use-cases/{id}'. */
  path: string;
  product: ProductKey;
  /** Product display name, e.g. 'Joognoo.Green'. */
  productName: string;
  hero: UseCaseHero;
  /** Section headings of the page, in order. */
  sections: {
    problems: SectionHeading;
    features: SectionHeading;
    successStories: SectionHeading;
    benefits: SectionHeading;
  };
  /** Icons of the benefit categories, same order as `benefitCategories`. */
  benefitIcons: readonly IconName[];
  /** The four-feature grid. */
  features: readonly FeatureItem[];
  /** 'Schedule Demo' -> /contact, 'Learn More' -> /products/{slug}. */
  cta: CtaBand & { secondary: Cta };
}

const productPath = (key: ProductKey): string => `/products/${BRAND.products[key].slug}`;

const closingCta = (key: ProductKey, heading: string, text: string): CtaBand & { secondary: Cta } => ({
  heading,
  text,
  primary: { label: 'Schedule Demo', href: '/contact' },
  secondary: { label: 'Learn More', href: productPath(key) },
});

// ---------------------------------------------------------------------------------------
// Green: sustainability and ESG
// ---------------------------------------------------------------------------------------

export const GREEN_USE_CASE: UseCasePage = {
  id: 'green',
  path: '/use-cases/green',
  product: 'green',
  productName: BRAND.products.green.name,
  hero: {
    eyebrow: 'Sustainability and ESG',
    subtitle: `${BRAND.products.green.name} automates carbon accounting and ESG reporting across your operations, supply chain and software estate, so sustainability teams spend their time reducing emissions instead of chasing spreadsheets.`,
    stats: [
      { value: '85%', label: 'Faster ESG reporting' },
      { value: '300%', label: 'ROI' },
      { value: '100%', label: 'Compliance with reporting deadlines' },
    ],
    primaryCta: { label: 'Schedule Demo', href: '/contact' },
    secondaryCta: { label: 'Learn More', href: productPath('green') },
  },
  sections: {
    problems: {
      id: 'challenges',
      eyebrow: 'Challenges we solve',
      heading: 'From fragmented data to audit-ready disclosure',
    },
    features: { id: 'features', eyebrow: 'Capabilities', heading: 'Everything you need to measure, report and reduce' },
    successStories: { id: 'success-stories', eyebrow: 'Success stories', heading: 'Sustainability results our clients report' },
    benefits: { id: 'benefits', eyebrow: 'Benefits', heading: 'Value across the organisation' },
  },
  problems: [
    {
      title: 'Manual ESG reporting',
      problem:
        'Sustainability teams spend months each year collecting data from dozens of systems and spreadsheets to produce a single report.',
      solution:
        'Automated data pipelines from ERP, utility, travel and facility systems feed a single ESG data model with framework-ready templates.',
      impact: '85% faster ESG reporting, with every figure traceable to its source.',
    },
    {
      title: 'Incomplete Scope 3 emissions',
      problem:
        'Supply-chain emissions are often the largest share of a footprint, yet they rely on rough spend-based estimates and unresponsive suppliers.',
      solution:
        'Supplier portals, activity-based emission factors and AI-assisted data matching replace estimates with supplier-specific data over time.',
      impact: 'A credible Scope 3 baseline and reduction targets that hold up to assurance.',
    },
    {
      title: 'Shifting regulations',
      problem:
        'Requirements such as ISSB standards, CSRD and local exchange rules keep changing, and each needs different disclosures.',
      solution:
        'A regulatory library maps one data set to multiple frameworks and flags new disclosure requirements as they take effect.',
      impact: '100% compliance with reporting deadlines across jurisdictions.',
    },
    {
      title: 'Hidden digital footprint',
      problem:
        'The energy used by software, cloud workloads and AI models is rarely measured, so it never appears in reduction plans.',
      solution:
        'The green accelerator analyses repositories and cloud usage to measure software emissions and recommend energy-efficient code changes.',
      impact: 'Lower cloud bills and emissions from the same optimisation work.',
    },
  ],
  features: [
    {
      title: 'Carbon accounting',
      description: 'Scope 1, 2 and 3 emissions calculated with recognised emission factors, following the GHG Protocol.',
      icon: 'leaf',
    },
    {
      title: 'ESG reporting',
      description: 'Framework-ready reports and disclosure templates for ISSB, GRI, CSRD and local exchange requirements.',
      icon: 'file-text',
    },
    {
      title: 'Supply-chain emissions',
      description: 'Supplier engagement, data collection and hotspot analysis to measure and reduce Scope 3 emissions.',
      icon: 'truck',
    },
    {
      title: 'Energy-efficient code',
      description: 'Repository and cloud analysis that pinpoints energy-intensive code and infrastructure, with suggested fixes.',
      icon: 'zap',
    },
  ],
  successStories: [
    {
      industry: 'Manufacturing',
      company: 'Pacific Rim Components',
      challenge:
        'A regional electronics manufacturer with plants in four countries needed to publish its first assured ESG report while its sustainability team of three compiled data by hand.',
      implementation: [
        'Connected ERP, utility and logistics data from every plant into one ESG data model',
        'Rolled out a supplier portal to the top 200 suppliers for Scope 3 data',
        'Configured ISSB-aligned disclosure templates with review workflows',
      ],
      results: [
        '85% faster ESG reporting cycle',
        '$2M+ annual savings from energy and material efficiency measures',
        '100% on-time regulatory disclosures',
      ],
    },
    {
      industry: 'Financial services',
      company: 'Harbourview Capital',
      challenge:
        'An asset manager needed reliable portfolio and operational emissions data to meet investor demands and new climate disclosure rules.',
      implementation: [
        'Automated operational carbon accounting across offices and business travel',
        'Integrated portfolio company data for financed-emissions estimates',
        'Used the green accelerator to optimise its cloud analytics workloads',
      ],
      results: [
        '300% ROI within the first year',
        'Quarterly instead of annual emissions reporting to the board',
        'Climate disclosures delivered on time with a full audit trail',
      ],
    },
  ],
  benefitIcons: ['leaf', 'bar-chart', 'shield-check', 'users'],
  benefitCategories: [
    {
      category: 'Environmental',
      items: [
        'Accurate Scope 1, 2 and 3 baselines',
        'Science-based reduction targets and tracking',
        'Lower energy use across operations and software',
      ],
    },
    {
      category: 'Financial',
      items: [
        'Energy and resource cost savings',
        'Reduced consultant and reporting costs',
        'Better access to sustainable finance',
      ],
    },
    {
      category: 'Compliance',
      items: [
        'Audit-ready data lineage for assurance',
        'One data set mapped to many frameworks',
        'Early warning of new disclosure requirements',
      ],
    },
    {
      category: 'Stakeholder',
      items: [
        'Credible answers to investor and customer questionnaires',
        'Transparent progress reporting to the board',
        'Stronger employer brand with sustainability-minded talent',
      ],
    },
  ],
  cta: closingCta(
    'green',
    'Make sustainability reporting effortless',
    'See how your organisation can report 85% faster and turn ESG data into real reductions.',
  ),
};

// ---------------------------------------------------------------------------------------
// AI: governance and portfolio management
// ---------------------------------------------------------------------------------------

export const AI_USE_CASE: UseCasePage = {
  id: 'ai',
  path: '/use-cases/ai',
  product: 'ai',
  productName: BRAND.products.ai.name,
  hero: {
    eyebrow: 'AI governance and risk',
    subtitle: `${BRAND.products.ai.name} gives leaders a single view of every model, vendor and AI initiative, with risk controls, bias detection and ROI analytics that turn AI from scattered experiments into a managed portfolio.`,
    stats: [
      { value: '400%', label: 'AI ROI' },
      { value: '75%', label: 'Risk reduction' },
      { value: '$10M+', label: 'Cost optimization' },
    ],
    primaryCta: { label: 'Schedule Demo', href: '/contact' },
    secondaryCta: { label: 'Learn More', href: productPath('ai') },
  },
  sections: {
    problems: { id: 'challenges', eyebrow: 'Challenges we solve', heading: 'From AI sprawl to a governed portfolio' },
    features: { id: 'features', eyebrow: 'Capabilities', heading: 'The control plane for enterprise AI' },
    successStories: { id: 'success-stories', eyebrow: 'Success stories', heading: 'Governance results our clients report' },
    benefits: { id: 'benefits', eyebrow: 'Benefits', heading: 'Value for every AI stakeholder' },
  },
  problems: [
    {
      title: 'Shadow AI',
      problem:
        'Business units adopt models and AI tools on their own, so nobody knows how many are in use, what data they touch or who owns them.',
      solution:
        'Automatic discovery and a central model registry record every model, vendor and use case with an accountable owner.',
      impact: 'Complete visibility of the AI portfolio within weeks.',
    },
    {
      title: 'Unmanaged model risk',
      problem: 'Models drift, inherit bias from training data and make decisions no one can explain to a regulator.',
      solution:
        'Continuous bias detection, drift monitoring and explainability reports, with risk tiers that set the level of control per model.',
      impact: '75% reduction in AI-related risk incidents.',
    },
    {
      title: 'Unproven returns',
      problem: 'AI budgets grow every year, but leaders cannot say which initiatives deliver value and which should stop.',
      solution: 'ROI analytics link each model to its costs and business KPIs, and rank initiatives by value delivered.',
      impact: 'Up to 400% AI ROI by investing in what works.',
    },
    {
      title: 'Regulatory pressure',
      problem: 'New AI regulations require documentation, risk assessments and human oversight that most teams cannot produce on demand.',
      solution: 'A compliance framework maps controls to the EU AI Act, NIST AI RMF and ISO/IEC 42001 and generates evidence automatically.',
      impact: 'Audit evidence in hours instead of weeks.',
    },
  ],
  features: [
    {
      title: 'Model registry',
      description: 'A single inventory of every model, dataset, vendor and use case, with owners, versions, approvals and lineage.',
      icon: 'database',
    },
    {
      title: 'Bias detection',
      description: 'Automated fairness tests across protected attributes before deployment and continuously in production.',
      icon: 'scale',
    },
    {
      title: 'ROI analytics',
      description: 'Cost, usage and business-impact tracking per model and initiative, rolled up into portfolio dashboards.',
      icon: 'line-chart',
    },
    {
      title: 'Compliance framework',
      description: 'Policies and controls mapped to the major AI regulations and standards, with evidence collected as you work.',
      icon: 'shield-check',
    },
  ],
  successStories: [
    {
      industry: 'Banking',
      company: 'Straits Digital Bank',
      challenge:
        'A digital bank running more than 120 models across credit, fraud and marketing needed to satisfy its regulator\u2019s expectations on fairness and accountability.',
      implementation: [
        'Registered every production model with owners, risk tiers and approval history',
        'Introduced automated bias testing for all credit decisioning models',
        'Generated model documentation and audit evidence from the registry',
      ],
      results: ['75% risk reduction in model-related incidents', '400% AI ROI across the model portfolio', 'Regulatory review passed with no major findings'],
    },
    {
      industry: 'Insurance',
      company: 'Meridian Mutual',
      challenge:
        'An insurer had dozens of overlapping AI pilots and rising cloud costs, with no way to tell which projects created value.',
      implementation: [
        'Linked each AI initiative to its cloud spend, vendor contracts and business KPIs',
        'Ranked the portfolio by ROI and retired duplicate pilots',
        'Set up a quarterly AI investment review for the executive committee',
      ],
      results: ['$10M+ cost optimization over two years', 'Half of all pilots consolidated into three platforms', 'A single AI portfolio view for the board'],
    },
  ],
  benefitIcons: ['briefcase', 'shield', 'cpu', 'trending-up'],
  benefitCategories: [
    {
      category: 'For executives',
      items: ['One portfolio view of AI investments and returns', 'Confident reporting to boards and regulators', 'Funding decisions based on measured value'],
    },
    {
      category: 'For risk and compliance',
      items: ['Risk tiering and controls for every model', 'Continuous bias and drift monitoring', 'Audit evidence generated automatically'],
    },
    {
      category: 'For data science teams',
      items: ['Faster approvals through clear, automated workflows', 'Less time on documentation', 'Reusable, registered models across teams'],
    },
    {
      category: 'For finance',
      items: ['Cost tracking per model and vendor', 'Elimination of duplicate tools and pilots', 'Transparent chargeback to business units'],
    },
  ],
  cta: closingCta(
    'ai',
    'Turn AI sprawl into a governed, profitable portfolio',
    'See how leading organisations reduce AI risk by 75% and reach up to 400% AI ROI.',
  ),
};

// ---------------------------------------------------------------------------------------
// Hire: intelligent recruitment
// ---------------------------------------------------------------------------------------

export const HIRE_USE_CASE: UseCasePage = {
  id: 'hire',
  path: '/use-cases/hire',
  product: 'hire',
  productName: BRAND.products.hire.name,
  hero: {
    eyebrow: 'Intelligent recruitment',
    subtitle: `${BRAND.products.hire.name} matches candidates on skills, reduces bias at every stage and automates the administrative work of hiring, so recruiters and hiring managers can focus on people.`,
    stats: [
      { value: '50%', label: 'Faster hiring' },
      { value: '85%', label: 'Quality-of-hire improvement' },
      { value: '60%', label: 'More diverse hires' },
    ],
    primaryCta: { label: 'Schedule Demo', href: '/contact' },
    secondaryCta: { label: 'Learn More', href: productPath('hire') },
  },
  sections: {
    problems: { id: 'challenges', eyebrow: 'Challenges we solve', heading: 'From slow, biased hiring to skills-based decisions' },
    features: { id: 'features', eyebrow: 'Capabilities', heading: 'AI that supports recruiters, never replaces their judgement' },
    successStories: { id: 'success-stories', eyebrow: 'Success stories', heading: 'Hiring results our clients report' },
    benefits: { id: 'benefits', eyebrow: 'Benefits', heading: 'Better hiring for everyone involved' },
  },
  problems: [
    {
      title: 'Slow time to hire',
      problem: 'Recruiters screen hundreds of applications by hand, and strong candidates accept other offers while they wait.',
      solution: 'Skills-based candidate matching ranks applicants in minutes and automates scheduling and follow-ups.',
      impact: '50% faster hiring from application to offer.',
    },
    {
      title: 'Unconscious bias',
      problem: 'CV screening and unstructured interviews let bias creep into decisions, narrowing the talent pool.',
      solution: 'Anonymised screening, inclusive job-description checks and structured interview guides with fairness monitoring.',
      impact: '60% more diverse hires.',
    },
    {
      title: 'Poor quality of hire',
      problem: 'Matching on keywords and job titles misses transferable skills and leads to early attrition.',
      solution: 'Predictive models learn which skills and experiences lead to success in each role at your organisation.',
      impact: '85% improvement in quality of hire.',
    },
    {
      title: 'Administrative overload',
      problem: 'Recruiters lose hours every week to scheduling, status updates and data entry across disconnected tools.',
      solution: 'Automated workflows connect your ATS, calendars and messaging, and keep candidates informed at every step.',
      impact: 'Recruiters spend their time with candidates, not spreadsheets.',
    },
  ],
  features: [
    {
      title: 'Candidate matching',
      description: 'Skills-based matching that understands transferable experience, not just keywords and job titles.',
      icon: 'user-check',
    },
    {
      title: 'Bias reduction',
      description: 'Anonymised screening, inclusive language checks and fairness monitoring across every stage of the funnel.',
      icon: 'scale',
    },
    {
      title: 'Predictive analytics',
      description: 'Forecasts of time to fill, offer acceptance and candidate success to plan hiring with confidence.',
      icon: 'bar-chart',
    },
    {
      title: 'Automated workflows',
      description: 'Scheduling, reminders, status updates and ATS synchronisation that run themselves.',
      icon: 'workflow',
    },
  ],
  successStories: [
    {
      industry: 'Technology',
      company: 'Nimbus Software Group',
      challenge:
        'A fast-growing software company needed to hire 300 engineers in a year across three countries without growing its recruitment team.',
      implementation: [
        'Deployed skills-based matching across all engineering requisitions',
        'Automated interview scheduling with hiring-manager calendars',
        'Connected the existing ATS for two-way candidate synchronisation',
      ],
      results: ['50% faster hiring', '85% quality-of-hire improvement measured at twelve months', 'Hiring plan met with the same recruitment team'],
    },
    {
      industry: 'Retail',
      company: 'Lumen Retail Asia',
      challenge:
        'A retail group with high seasonal hiring volumes wanted to widen its talent pool and improve diversity in store leadership roles.',
      implementation: [
        'Introduced anonymised screening and inclusive job descriptions',
        'Built structured interview guides for store manager roles',
        'Monitored fairness metrics at every stage of the hiring funnel',
      ],
      results: ['60% more diverse hires into store leadership', 'Seasonal hiring completed two weeks earlier', 'Higher candidate satisfaction scores'],
    },
  ],
  benefitIcons: ['search', 'users', 'user-check', 'building'],
  benefitCategories: [
    {
      category: 'For recruiters',
      items: ['Shortlists in minutes instead of days', 'No more manual scheduling', 'One view of every candidate and requisition'],
    },
    {
      category: 'For hiring managers',
      items: ['Better-matched candidates', 'Structured, comparable interview feedback', 'Faster decisions with clear insights'],
    },
    {
      category: 'For candidates',
      items: ['A fair, skills-based assessment', 'Timely updates at every stage', 'A faster path from application to offer'],
    },
    {
      category: 'For the organisation',
      items: ['Lower cost per hire', 'A more diverse, capable workforce', 'Evidence of fair hiring practices'],
    },
  ],
  cta: closingCta(
    'hire',
    'Build your best team, faster',
    'See how skills-based, bias-aware hiring can cut your time to hire in half.',
  ),
};

/** The three use-case pages keyed by id. */

export const USE_CASES: Readonly<Record<UseCaseId, UseCasePage>> = {
  green: GREEN_USE_CASE,
  ai: AI_USE_CASE,
  hire: HIRE_USE_CASE,
};

export const USE_CASE_IDS: readonly UseCaseId[] = ['green', 'ai', 'hire'];
