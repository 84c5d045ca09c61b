import { BRAND } from '@joognoo/schemas';
import { closingCta, productPath, type UseCasePage } from '../use-case-page.ts';

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
