/**
 * Input shapes of the seed content. These are plain data records written by hand; the seed
 * runner maps them to rows (ids, foreign keys, JSON columns). Dates are ISO 8601 strings in UTC.
 */

export type ProductIcon = 'leaf' | 'brain' | 'users';
export type ProductColor = 'green' | 'blue' | 'purple';

export interface SeedProduct {
  /** Equals the slug, e.g. `joognoo-green`. */
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly category: string;
  readonly tagline: string;
  readonly description: string;
  readonly icon: ProductIcon;
  readonly color: ProductColor;
  readonly benefits: readonly string[];
  readonly targetUsers: readonly string[];
  readonly keyFeatures: readonly string[];
  readonly targetIndustries: readonly string[];
  readonly companySize: string;
  readonly sortOrder: number;
}

export interface SeedBlogCategory {
  readonly name: string;
  readonly slug: string;
}

export interface SeedBlogAuthor {
  readonly username: string;
  readonly avatarUrl: string | null;
}

export interface SeedBlogPost {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  /** HTML (with <p>, <h2>, ...) or plain text whose paragraphs are separated by blank lines. */
  readonly content: string;
  readonly coverImage: string | null;
  /** Display text, e.g. '6 min read'. */
  readonly readTime: string;
  /** ISO UTC; null means an unpublished draft. */
  readonly publishedAt: string | null;
  readonly createdAt: string;
  readonly categorySlug: string;
  readonly tags: readonly string[];
  readonly featured: boolean;
  readonly author: SeedBlogAuthor;
}

export type JobType = 'Full-time' | 'Part-time' | 'Contract';

export interface SeedJobLocation {
  /** Empty string for a remote role without a home city. */
  readonly city: string;
  readonly state: string | null;
  readonly country: string;
  readonly isRemote: boolean;
}

export interface SeedJob {
  readonly slug: string;
  readonly title: string;
  readonly department: string;
  readonly location: SeedJobLocation;
  readonly type: JobType;
  /** Annual amounts in salaryCurrency. */
  readonly salaryMin: number | null;
  readonly salaryMax: number | null;
  /** ISO 4217 code. */
  readonly salaryCurrency: string | null;
  readonly postedAt: string;
  readonly overview: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  readonly benefits: readonly string[];
  readonly published: boolean;
}

export type Accelerator = 'Green' | 'AI' | 'Hire';

export interface SeedCaseStudy {
  readonly slug: string;
  readonly title: string;
  readonly company: string;
  readonly industry: string;
  readonly excerpt: string;
  readonly coverImage: string | null;
  readonly publishedAt: string;
  /** Minutes; null when not estimated. */
  readonly readTime: number | null;
  readonly results: readonly string[];
  readonly accelerators: readonly Accelerator[];
  readonly tags: readonly string[];
  readonly featured: boolean;
  /** HTML. */
  readonly challenge: string;
  /** HTML. */
  readonly solution: string;
  /** HTML. */
  readonly impact: string;
  readonly companyDescription: string | null;
  readonly companySize: string | null;
  readonly location: string | null;
}
