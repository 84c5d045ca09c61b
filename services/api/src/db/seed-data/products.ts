import { BRAND } from '@joognoo/schemas';
import type { SeedProduct } from './types';

const { green, ai, hire } = BRAND.products;

export const products: readonly SeedProduct[] = [
  {
    id: green.slug,
    slug: green.slug,
    name: green.name,
    category: 'Sustainability & ESG',
    tagline: 'Carbon accounting and ESG reporting that stands up to audit.',
    description:
      `${green.name} collects energy, travel, procurement and supplier data from the systems you already run, ` +
      'calculates Scope 1, 2 and 3 emissions with documented emission factors, and turns them into disclosure-ready ' +
      'reports for ISSB, GRI, CSRD and local exchange rules. Sustainability, finance and operations teams work from ' +
      'one audited ledger instead of spreadsheets, so reporting cycles shrink from months to weeks.',
    icon: 'leaf',
    color: 'green',
    benefits: [
      'Replaces spreadsheet-based ESG data collection with automated feeds from ERP, utility and travel systems',
      'Closes Scope 3 data gaps with spend-based estimates that are upgraded to supplier-specific data over time',
      'Produces audit-ready disclosures with a full trail from every reported figure back to its source record',
      'Identifies the highest-impact reduction levers across sites, fleets and suppliers, with cost per tonne avoided',
      'Keeps reporting aligned with changing frameworks (ISSB, GRI, CSRD, SGX, BRSR) without re-building models',
      'Gives executives and boards a live view of progress against net zero and science-based targets',
    ],
    targetUsers: [
      'Chief Sustainability Officers',
      'ESG Reporting Managers',
      'CFOs and Finance Controllers',
      'Operations and Facilities Leaders',
      'Procurement and Supply Chain Teams',
    ],
    keyFeatures: [
      'Automated Scope 1, 2 and 3 emissions calculation with a versioned emission-factor library',
      'Connectors for SAP, Oracle, Microsoft Dynamics, utility portals and corporate travel platforms',
      'Supplier engagement portal with data requests, reminders and quality scoring',
      'Framework mapping and report generation for ISSB (IFRS S1/S2), GRI, CSRD/ESRS and SGX',
      'AI-assisted anomaly detection that flags missing meter readings and outlier invoices before close',
      'Decarbonisation scenario modelling with marginal abatement cost curves',
    ],
    targetIndustries: [
      'Manufacturing',
      'Logistics & Transportation',
      'Energy & Utilities',
      'Financial Services',
      'Retail & Consumer Goods',
      'Real Estate',
    ],
    companySize: 'Mid-size and large enterprises (500+ employees), including multi-site and multi-country groups',
    sortOrder: 1,
  },
  {
    id: ai.slug,
    slug: ai.slug,
    name: ai.name,
    category: 'AI Governance & Risk',
    tagline: 'See, govern and prove the value of every AI model you run.',
    description:
      `${ai.name} gives the enterprise a single command centre for its AI portfolio. It discovers models and ` +
      'AI-powered vendor tools across business units, registers their owners, data and intended use, scores each ' +
      'one for risk, monitors bias and drift in production, and links every use case to the business value it ' +
      'delivers. Risk, compliance and data science teams share one source of truth that is ready for regulators and auditors.',
    icon: 'brain',
    color: 'blue',
    benefits: [
      'Creates a complete inventory of in-house models, third-party AI services and generative AI use cases',
      'Reduces model risk with automated tiering, approval workflows and evidence collected at each stage',
      'Detects bias, drift and performance decay in production before they reach customers or regulators',
      'Shows the return on every AI investment so budgets move to the use cases that deliver',
      'Maps controls to the EU AI Act, NIST AI RMF, ISO/IEC 42001 and Singapore Model AI Governance Framework',
      'Shortens audit preparation from weeks to days with exportable, time-stamped evidence packs',
    ],
    targetUsers: [
      'Chief Data and AI Officers',
      'Chief Risk Officers',
      'Compliance and Internal Audit Teams',
      'Data Science and MLOps Leads',
      'Technology Executives',
    ],
    keyFeatures: [
      'Central AI model registry with lineage, ownership and intended-use records',
      'Risk tiering engine with configurable policies and multi-step approval workflows',
      'Bias and fairness testing across protected attributes with explainability reports',
      'Production monitoring for drift, accuracy and data quality with alert routing',
      'AI ROI analytics linking each model to cost, adoption and business KPIs',
      'Compliance framework library with control mapping and audit evidence export',
    ],
    targetIndustries: [
      'Banking & Financial Services',
      'Insurance',
      'Healthcare & Life Sciences',
      'Telecommunications',
      'Government & Public Sector',
    ],
    companySize: 'Enterprises running 20 or more AI models or AI-enabled vendor tools, typically 1,000+ employees',
    sortOrder: 2,
  },
  {
    id: hire.slug,
    slug: hire.slug,
    name: hire.name,
    category: 'Intelligent Recruitment',
    tagline: 'Hire for skills, faster and more fairly.',
    description:
      `${hire.name} brings skills-based matching, structured assessment and workflow automation to your existing ` +
      'applicant tracking system. It reads job requirements and candidate profiles as skills, ranks applicants on ' +
      'evidence rather than keywords, removes identifying details during screening, and automates scheduling and ' +
      'candidate updates, so recruiters spend their time with people instead of inboxes.',
    icon: 'users',
    color: 'purple',
    benefits: [
      'Cuts time-to-hire by automating screening, interview scheduling and candidate communication',
      'Improves quality of hire by matching on verified skills and competencies instead of job titles',
      'Reduces bias with anonymised screening, structured scorecards and adverse-impact monitoring',
      'Widens the talent pool by surfacing internal mobility candidates and transferable skills',
      'Handles high-volume campaigns without adding recruiters or agency spend',
    ],
    targetUsers: [
      'Heads of Talent Acquisition',
      'Recruiters and Recruitment Coordinators',
      'HR Business Partners',
      'Hiring Managers',
      'Diversity, Equity and Inclusion Leads',
    ],
    keyFeatures: [
      'Skills-based candidate matching built on a 30,000-skill taxonomy',
      'Anonymised screening mode and structured interview scorecards',
      'Two-way integration with Workday, SAP SuccessFactors, Greenhouse and Lever',
      'Automated interview scheduling and candidate messaging over email and WhatsApp',
      'Predictive analytics for time-to-fill, offer acceptance and pipeline health',
      'Adverse-impact and diversity reporting at every stage of the funnel',
    ],
    targetIndustries: [
      'Technology',
      'Retail & Consumer Goods',
      'Financial Services',
      'Healthcare',
      'Professional Services',
    ],
    companySize: 'Organisations hiring 200 or more people a year, from fast-growing mid-size firms to global enterprises',
    sortOrder: 3,
  },
];
