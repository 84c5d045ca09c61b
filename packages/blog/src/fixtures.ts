import type { BlogCategory, BlogPost } from '@joognoo/schemas';

export const categories: BlogCategory[] = [
  { id: 1, name: 'AI Governance', slug: 'ai-governance' },
  { id: 2, name: 'Sustainability & ESG', slug: 'sustainability-esg' },
  { id: 3, name: 'Talent & Recruitment', slug: 'talent-recruitment' },
];

let nextId = 100;

/** A realistic post; override any field. */
export function makePost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = overrides.id ?? nextId++;
  return {
    id,
    slug: `post-${id}`,
    title: `Post ${id}`,
    excerpt: `Excerpt of post ${id}.`,
    content: `<p>Body of post ${id}.</p>`,
    coverImage: `/images/blog/post-${id}.svg`,
    readTime: '5 min read',
    publishedAt: '2025-01-05T08:00:00.000Z',
    createdAt: '2025-01-02T08:00:00.000Z',
    categoryId: 1,
    category: categories[0],
    tags: ['AI Governance'],
    featured: false,
    author: { username: 'priya.raman', avatarUrl: null },
    ...overrides,
  };
}
