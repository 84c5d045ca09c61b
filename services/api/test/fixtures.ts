import type { SeedContent } from '../src/db/seed.ts';
import type { SeedBlogPost, SeedJob } from '../src/db/seed-data/index.ts';

/**
 * Small, deterministic content for the API suite. 60 published posts (so limits of 15
 * and 50 are observable), one draft, published days apart; one unpublished job.
 */
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n, 9, 30, 0)).toISOString();

const posts: SeedBlogPost[] = Array.from({ length: 60 }, (_, i) => ({
  slug: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
  coverImage: i % 2 === 0 ? `/images/blog/post-${i + 1}.svg` : null,
  readTime: `${(i % 9) + 1} min read`,
  publishedAt: day(i),
  createdAt: day(i - 1),
  categorySlug: i % 3 === 0 ? 'governance' : 'esg',
  tags: [`tag-${i % 4}`, 'ai'],
  featured: i % 10 === 0,
  author: i % 2 === 0 ? { username: 'priya.raman', avatarUrl: '/images/authors/priya.svg' } : { username: 'amira.haddad', avatarUrl: null },
}));

const draft: SeedBlogPost = {
  ...posts[0]!,
  slug: 'draft-post',
  title: 'Draft',
  publishedAt: null,
  createdAt: day(200),
  featured: true,
  categorySlug: 'governance',
};

const job = (n: number, overrides: Partial<SeedJob> = {}): SeedJob => ({
  slug: `job-${n}`,
  title: `Job ${n}`,
  department: 'Engineering',
  location: { city: 'Singapore', state: null, country: 'Singapore', isRemote: false },
  type: 'Full-time',
  salaryMin: 90000,
  salaryMax: 120000.5,
  salaryCurrency: 'SGD',
  postedAt: day(n * 10),
  overview: `Overview ${n}`,
  responsibilities: ['Build', 'Ship'],
  requirements: ['TypeScript'],
  benefits: ['Health'],
  published: true,
  ...overrides,
});

export const fixtureContent: SeedContent = {
  products: [
    {
      id: 'joognoo-ai',
      slug: 'joognoo-ai',
      name: 'Joognoo.ai',
      category: 'AI Governance',
      tagline: 'Govern AI',
      description: 'Second by sort order.',
      icon: 'brain',
      color: 'blue',
      benefits: ['b1', 'b2', 'b3', 'b4'],
      targetUsers: ['CIO'],
      keyFeatures: ['Registry'],
      targetIndustries: ['Banking'],
      companySize: 'Large',
      sortOrder: 2,
    },
    {
      id: 'joognoo-green',
      slug: 'joognoo-green',
      name: 'Joognoo.Green',
      category: 'ESG',
      tagline: 'Track carbon',
      description: 'First by sort order.',
      icon: 'leaf',
      color: 'green',
      benefits: ['Less carbon'],
      targetUsers: ['CSO', 'CFO'],
      keyFeatures: ['Scope 3'],
      targetIndustries: ['Manufacturing'],
      companySize: 'Mid-size',
      sortOrder: 1,
    },
  ],
  blogCategories: [
    { name: 'Governance', slug: 'governance' },
    { name: 'ESG', slug: 'esg' },
    { name: 'Empty', slug: 'empty' },
  ],
  blogPosts: [...posts, draft],
  jobs: [
    job(1, { location: { city: '', state: null, country: 'United States', isRemote: true }, salaryMin: null, salaryMax: null, salaryCurrency: null }),
    job(2, { location: { city: 'Austin', state: 'TX', country: 'United States', isRemote: false } }),
    job(3),
    job(4, { published: false, postedAt: day(100) }),
  ],
  caseStudies: [1, 2, 3].map((n) => ({
    slug: `case-${n}`,
    title: `Case ${n}`,
    company: `Company ${n}`,
    industry: 'Retail',
    excerpt: `Excerpt ${n}`,
    coverImage: n === 2 ? null : `/images/case-studies/case-${n}.svg`,
    publishedAt: day(n * 20),
    readTime: n === 3 ? null : n * 4,
    results: ['40% less'],
    accelerators: n === 1 ? ['Green', 'AI'] : ['Hire'],
    tags: ['esg'],
    featured: n !== 2,
    challenge: '<p>Challenge</p>',
    solution: '<p>Solution</p>',
    impact: '<p>Impact</p>',
    companyDescription: n === 1 ? 'A retailer.' : null,
    companySize: n === 1 ? '5,000 employees' : null,
    location: n === 1 ? 'Singapore' : null,
  })),
};
