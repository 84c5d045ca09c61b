import { BRAND } from '@joognoo/schemas';
import { closingCta, productPath, type UseCasePage } from '../use-case-page.ts';

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
