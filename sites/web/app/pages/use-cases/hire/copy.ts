import { BRAND } from '@joognoo/schemas';
import { closingCta, productPath, type UseCasePage } from '../use-case-page.ts';

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
