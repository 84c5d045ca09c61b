/**
 * The back office's content area: blog posts, jobs and case studies, as
 * `/api/admin/content/:kind` takes and answers them. Posts and case studies are written in
 * Markdown; the API renders it, sanitises it and stores both.
 */
import * as v from 'valibot';
import type { ListQuery } from './admin-core.ts';
import type { BlogPost, CaseStudy, Job } from './entities.ts';

export const CONTENT_KINDS = ['posts', 'jobs', 'case-studies'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** draft: never public; scheduled: public from `publishedAt` on; closed: a job no longer open. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'closed'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, { one: string; many: string; publicPath: string }> = {
  posts: { one: 'Blog post', many: 'Blog posts', publicPath: '/blog/' },
  jobs: { one: 'Job', many: 'Jobs', publicPath: '/careers/' },
  'case-studies': { one: 'Case study', many: 'Case studies', publicPath: '/case-studies/' },
};

export const CONTENT_MESSAGES = {
  notFound: 'No such item.',
  unknownKind: 'Unknown kind of content: use posts, jobs or case-studies.',
  slugTaken: (slug: string) => `The slug “${slug}” is already used by another item of this kind. Choose another one.`,
  scheduleInPast: 'Choose a time in the future to schedule (UTC), or publish now.',
  notAJob: 'Only a job can be closed.',
  revisionNotFound: 'No such version of this item.',
  invalidFields: 'Please correct the highlighted fields.',
} as const;

/** Lowercase letters, digits and single hyphens; at most 200 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 200;

/** A slug from a title: lowercase ASCII words joined by hyphens (accents dropped). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const required = (label: string, max: number) =>
  v.pipe(v.string(`${label} is required.`), v.trim(), v.nonEmpty(`${label} is required.`), v.maxLength(max, `${label} must be at most ${max} characters.`));
const optional = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} must be text.`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters.`)), '');
const slug = v.optional(
  v.pipe(
    v.string('The slug must be text.'),
    v.trim(),
    v.maxLength(SLUG_MAX, `The slug must be at most ${SLUG_MAX} characters.`),
    v.check((value) => value === '' || SLUG_PATTERN.test(value), 'The slug may hold lowercase letters, digits and single hyphens only (e.g. my-first-post).'),
  ),
  '',
);
const list = (label: string) =>
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(`${label}: each entry must be text.`), v.trim(), v.maxLength(1000, `${label}: each entry must be at most 1000 characters.`)), `${label} must be a list.`),
      v.transform((items) => items.filter((item) => item !== '')),
      v.maxLength(100, `${label}: at most 100 entries.`),
    ),
    [],
  );
/** An image: a root-relative path (/media/…, /images/…) or an http(s) URL; empty for none. */
const imageUrl = v.optional(
  v.pipe(
    v.string('The image URL must be text.'),
    v.trim(),
    v.maxLength(1000, 'The image URL must be at most 1000 characters.'),
    v.check((value) => value === '' || /^\/(?![/\\])\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), 'The image URL must start with / (e.g. /media/…) or https://.'),
  ),
  '',
);
const requiredMarkdown = (label: string) =>
  v.pipe(v.string(`${label} is required.`), v.check((value) => value.trim() !== '', `${label} is required.`), v.maxLength(200_000, `${label} must be at most 200,000 characters.`));
const flag = v.optional(v.boolean('Must be true or false.'), false);
const money = (label: string) =>
  v.optional(v.nullable(v.pipe(v.number(`${label} must be a number.`), v.minValue(0, `${label} cannot be negative.`), v.maxValue(1e10, `${label} is too large.`))), null);

export const postInputSchema = v.object({
  title: required('The title', 300),
  slug,
  excerpt: required('The excerpt', 2000),
  markdown: requiredMarkdown('The text'),
  coverImage: imageUrl,
  /** e.g. "5 min read"; empty: counted from the text. */
  readTime: optional('The read time', 50),
  categoryId: v.optional(v.nullable(v.pipe(v.number('Choose a category.'), v.integer('Choose a category.'))), null),
  tags: list('Tags'),
  featured: flag,
  authorUsername: required('The author', 100),
  authorAvatarUrl: imageUrl,
});
export type PostInput = v.InferOutput<typeof postInputSchema>;

export const jobInputSchema = v.object({
  title: required('The title', 300),
  slug,
  department: required('The department', 200),
  locationCity: required('The city', 200),
  locationState: optional('The state', 200),
  locationCountry: required('The country', 200),
  isRemote: flag,
  type: required('The employment type', 50),
  salaryMin: money('The minimum salary'),
  salaryMax: money('The maximum salary'),
  salaryCurrency: v.optional(
    v.pipe(v.string(), v.trim(), v.check((value) => value === '' || /^[A-Z]{3}$/.test(value), 'The currency is a three-letter code such as USD.')),
    '',
  ),
  overview: required('The overview', 20_000),
  responsibilities: list('Responsibilities'),
  requirements: list('Requirements'),
  benefits: list('Benefits'),
});
export type JobInput = v.InferOutput<typeof jobInputSchema>;

export const caseStudyInputSchema = v.object({
  title: required('The title', 300),
  slug,
  company: required('The company', 200),
  industry: required('The industry', 200),
  excerpt: required('The excerpt', 2000),
  coverImage: imageUrl,
  readTime: v.optional(v.nullable(v.pipe(v.number('The read time is a number of minutes.'), v.integer('The read time is a whole number of minutes.'), v.minValue(1, 'The read time is at least 1 minute.'), v.maxValue(600, 'The read time is at most 600 minutes.'))), null),
  results: list('Results'),
  accelerators: list('Accelerators'),
  tags: list('Tags'),
  featured: flag,
  challengeMarkdown: requiredMarkdown('The challenge'),
  solutionMarkdown: requiredMarkdown('The solution'),
  impactMarkdown: requiredMarkdown('The impact'),
  companyDescription: optional('The company description', 5000),
  companySize: optional('The company size', 200),
  location: optional('The location', 200),
});
export type CaseStudyInput = v.InferOutput<typeof caseStudyInputSchema>;

export type ContentInput = PostInput | JobInput | CaseStudyInput;
/** The input of each kind: `ContentInputByKind[kind]` (the union for `ContentKind`). */
export interface ContentInputByKind {
  posts: PostInput;
  jobs: JobInput;
  'case-studies': CaseStudyInput;
}
export const CONTENT_INPUT_SCHEMAS = { posts: postInputSchema, jobs: jobInputSchema, 'case-studies': caseStudyInputSchema } as const;

/** POST …/:id/schedule: the moment (ISO-8601, UTC) the item becomes public. */
export const scheduleSchema = v.object({
  at: v.pipe(
    v.string('Choose a date and time (UTC).'),
    v.check((value) => !Number.isNaN(Date.parse(value)), 'Choose a valid date and time (UTC).'),
  ),
});

export type ScheduleInput = v.InferInput<typeof scheduleSchema>;

/** POST …/:id/rollback */
export const rollbackSchema = v.object({
  revisionId: v.pipe(v.number('Choose a version.'), v.integer('Choose a version.')),
});
export type RollbackInput = v.InferInput<typeof rollbackSchema>;

/** One row of a content list. */
export interface ContentSummary {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  status: ContentStatus;
  /** When it is (or becomes) public; null for a draft. */
  publishedAt: string | null;
  closedAt: string | null;
  updatedAt: string | null;
}

/** One saved version of an item. */
export interface ContentRevision {
  id: number;
  action: string;
  at: string;
  actor: { id: number | null; email: string };
}

/** GET /api/admin/content/:kind/:id: the editable fields (Markdown sources included) and its state. */
export interface ContentDetail<TInput = ContentInput> {
  summary: ContentSummary;
  input: TInput;
  /** posts and case studies: whether the text is still the HTML it was written in before (no Markdown source yet). */
  sourceIsHtml: boolean;
  /** The old slugs that redirect here. */
  redirectsFrom: string[];
  revisions: ContentRevision[];
}

/** GET /api/admin/content/categories */
export interface ContentCategory {
  id: number;
  name: string;
}

/** What the list filters take. */
export interface ContentListQuery {
  status?: ContentStatus;
  q?: string;
}

/** `GET /api/admin/content/:kind?…`: `status`, `q` and the page. */
export type ContentPageQuery = ListQuery<ContentListQuery>;

/**
 * `GET`, `POST` (create, 201) and `PUT /api/admin/content/:kind/:id`: the item with its
 * editable fields, as it is after the write.
 */
export interface ContentItemAnswer<Kind extends ContentKind = ContentKind> {
  item: ContentDetail<ContentInputByKind[Kind]>;
}

/** `POST …/:id/publish | unpublish | close | reopen | schedule | rollback`: the item's summary after it. */
export interface ContentSummaryAnswer {
  item: ContentSummary;
}

/** What the public API answers for each kind: a preview shows an item as its public page does. */
export interface ContentPreviewByKind {
  posts: BlogPost;
  jobs: Job;
  'case-studies': CaseStudy;
}

/** `GET …/:id/preview` (a saved item, a draft too) and `POST /api/admin/content/:kind/preview` (an unsaved body). */
export interface ContentPreviewAnswer<Kind extends ContentKind = ContentKind> {
  preview: ContentPreviewByKind[Kind];
}

/** `GET /api/admin/content-categories`: the blog's categories. */
export interface ContentCategoriesAnswer {
  categories: ContentCategory[];
}
