import * as v from 'valibot';

/**
 * The entities as the API answers them (camelCase, times as ISO-8601 UTC
 * strings). The schemas document the shapes and let callers check an answer at runtime.
 */

const isoDate = v.pipe(v.string(), v.isoTimestamp());
const stringList = v.array(v.string());

export const productSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  category: v.string(),
  tagline: v.string(),
  description: v.string(),
  /** 'leaf', 'brain' or 'users'; anything else shows a check icon. */
  icon: v.string(),
  /** 'green', 'blue' or 'purple'; anything else is neutral. */
  color: v.string(),
  benefits: stringList,
  targetUsers: stringList,
  keyFeatures: stringList,
  targetIndustries: stringList,
  companySize: v.string(),
});
export type Product = v.InferOutput<typeof productSchema>;

export const blogCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
});
export type BlogCategory = v.InferOutput<typeof blogCategorySchema>;

export const blogAuthorSchema = v.object({
  username: v.string(),
  avatarUrl: v.nullable(v.string()),
});
export type BlogAuthor = v.InferOutput<typeof blogAuthorSchema>;

export const blogPostSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  /** Sanitized HTML, or plain text whose paragraphs are separated by blank lines. */
  content: v.string(),
  coverImage: v.nullable(v.string()),
  /** Display text such as '6 min read'. */
  readTime: v.string(),
  publishedAt: v.nullable(isoDate),
  createdAt: isoDate,
  categoryId: v.nullable(v.number()),
  category: v.optional(blogCategorySchema),
  tags: stringList,
  featured: v.boolean(),
  author: blogAuthorSchema,
});
export type BlogPost = v.InferOutput<typeof blogPostSchema>;

/**
 * A post in a list without its `content` (`GET /api/blog/posts/recent?fields=summary`): what
 * a list of cards shows, at a fraction of the bytes; the article is read by its slug.
 */
export const blogPostSummarySchema = v.omit(blogPostSchema, ['content']);
export type BlogPostSummary = v.InferOutput<typeof blogPostSummarySchema>;

/** The `fields` value of a list that leaves each post's `content` out. */
export const BLOG_SUMMARY_FIELDS = 'summary';

export const jobLocationSchema = v.object({
  city: v.string(),
  state: v.nullable(v.string()),
  country: v.string(),
  isRemote: v.boolean(),
});
export type JobLocation = v.InferOutput<typeof jobLocationSchema>;

export const jobSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  department: v.object({ name: v.string() }),
  location: jobLocationSchema,
  type: v.string(),
  salaryMin: v.nullable(v.number()),
  salaryMax: v.nullable(v.number()),
  salaryCurrency: v.nullable(v.string()),
  postedAt: isoDate,
  overview: v.string(),
  responsibilities: stringList,
  requirements: stringList,
  benefits: stringList,
  /** Only on a closed position (GET /api/jobs/slug/:slug): when it closed. Closed jobs are not listed. */
  closedAt: v.optional(isoDate),
});
export type Job = v.InferOutput<typeof jobSchema>;

export const CASE_STUDY_PRODUCTS = ['Green', 'AI', 'Hire'] as const;
export type CaseStudyProduct = (typeof CASE_STUDY_PRODUCTS)[number];

export const caseStudySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  company: v.string(),
  industry: v.string(),
  excerpt: v.string(),
  coverImage: v.nullable(v.string()),
  publishedAt: isoDate,
  /** Minutes. */
  readTime: v.nullable(v.number()),
  results: stringList,
  accelerators: stringList,
  tags: stringList,
  featured: v.boolean(),
  challenge: v.string(),
  solution: v.string(),
  impact: v.string(),
  companyDescription: v.nullable(v.string()),
  companySize: v.nullable(v.string()),
  location: v.nullable(v.string()),
});
export type CaseStudy = v.InferOutput<typeof caseStudySchema>;

export const newsletterSubscriptionSchema = v.object({ email: v.string() });
export type NewsletterSubscription = v.InferOutput<typeof newsletterSubscriptionSchema>;

export const promptTemplateSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  prompt: v.string(),
  category: v.string(),
});
export type PromptTemplate = v.InferOutput<typeof promptTemplateSchema>;

// Fixed content of the host site: kept in typed content modules.

export const webinarSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  date: v.string(),
  time: v.string(),
  duration: v.string(),
  speakers: v.array(v.object({ name: v.string(), title: v.string() })),
  tags: stringList,
  thumbnail: v.string(),
  status: v.picklist(['upcoming', 'recorded']),
  registrationLink: v.optional(v.string()),
  recordingLink: v.optional(v.string()),
  slidesLink: v.optional(v.string()),
});
export type Webinar = v.InferOutput<typeof webinarSchema>;

export const eventSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  location: v.string(),
  venue: v.optional(v.string()),
  type: v.string(),
  thumbnail: v.string(),
  status: v.picklist(['upcoming', 'past']),
  featured: v.boolean(),
  registrationLink: v.optional(v.string()),
  agenda: v.optional(stringList),
  recordingsLink: v.optional(v.string()),
  slidesLink: v.optional(v.string()),
});
export type Event = v.InferOutput<typeof eventSchema>;

export const leaderSchema = v.object({
  id: v.string(),
  name: v.string(),
  title: v.string(),
  email: v.string(),
  phones: stringList,
  profileLink: v.string(),
  bio: v.string(),
  image: v.nullable(v.string()),
});
export type Leader = v.InferOutput<typeof leaderSchema>;

export const officeSchema = v.object({
  location: v.string(),
  address: v.string(),
  phone: v.string(),
  email: v.string(),
});
export type Office = v.InferOutput<typeof officeSchema>;

export const learningPathSchema = v.object({ title: v.string(), description: v.string(), modules: stringList });
export type LearningPath = v.InferOutput<typeof learningPathSchema>;

export const trainingFormatSchema = v.object({ title: v.string(), description: v.string(), features: stringList });
export type TrainingFormat = v.InferOutput<typeof trainingFormatSchema>;

export const cloudPartnerSchema = v.object({ name: v.string(), description: v.string(), features: stringList });
export type CloudPartner = v.InferOutput<typeof cloudPartnerSchema>;

export const useCaseContentSchema = v.object({
  problems: v.array(v.object({ title: v.string(), problem: v.string(), solution: v.string(), impact: v.string() })),
  successStories: v.array(
    v.object({
      industry: v.string(),
      company: v.string(),
      challenge: v.string(),
      implementation: stringList,
      results: stringList,
    }),
  ),
  benefitCategories: v.array(v.object({ category: v.string(), items: stringList })),
});
export type UseCaseContent = v.InferOutput<typeof useCaseContentSchema>;
