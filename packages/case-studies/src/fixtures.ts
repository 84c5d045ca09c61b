import type { CaseStudy } from '@joognoo/schemas';

let nextId = 1000;

/** A neutral case study (matches no use-case keyword); override any field. */
export function makeCaseStudy(overrides: Partial<CaseStudy> = {}): CaseStudy {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `case-${id}`,
    title: `Quarterly update ${id}`,
    company: 'Acme Corp',
    industry: 'Retail',
    excerpt: 'A short note.',
    coverImage: `/images/case-studies/case-${id}.svg`,
    publishedAt: '2025-09-23T08:00:00.000Z',
    readTime: 6,
    results: ['Result one', 'Result two'],
    accelerators: [],
    tags: ['Misc'],
    featured: false,
    challenge: '<p>The challenge.</p>',
    solution: '<p>The solution.</p>',
    impact: '<p>The impact.</p>',
    companyDescription: null,
    companySize: null,
    location: null,
    ...overrides,
  };
}
