import { bumpContentVersion } from '../content/store/versions.ts';
import { sanitizeContentHtml } from '../sanitize.ts';
import type { Database } from './index.ts';
import { toDbTime, toListColumn } from './columns.ts';
import * as content from './seed-data/index.ts';
import type { SeedBlogCategory, SeedBlogPost, SeedCaseStudy, SeedJob, SeedProduct } from './seed-data/index.ts';

export interface SeedContent {
  products: readonly SeedProduct[];
  blogCategories: readonly SeedBlogCategory[];
  blogPosts: readonly SeedBlogPost[];
  jobs: readonly SeedJob[];
  caseStudies: readonly SeedCaseStudy[];
}

/** The site's real content (src/db/seed-data). */
export const defaultSeedContent: SeedContent = {
  products: content.products,
  blogCategories: content.blogCategories,
  blogPosts: content.blogPosts,
  jobs: content.jobs,
  caseStudies: content.caseStudies,
};

/**
 * Upserts every record by slug in one transaction: a second run writes the same values,
 * so it changes nothing. Rows that are not in the content are left alone. Post bodies and
 * case-study sections are sanitized before they are stored; the content version is bumped.
 */
export async function seed(db: Database, data: SeedContent = defaultSeedContent): Promise<void> {
  const time = (value: string) => toDbTime(db, value);
  await db.transaction(async (trx) => {
    for (const product of data.products) {
      await trx('products')
        .insert({
          id: product.id,
          slug: product.slug,
          name: product.name,
          category: product.category,
          tagline: product.tagline,
          description: product.description,
          icon: product.icon,
          color: product.color,
          benefits: toListColumn(product.benefits),
          target_users: toListColumn(product.targetUsers),
          key_features: toListColumn(product.keyFeatures),
          target_industries: toListColumn(product.targetIndustries),
          company_size: product.companySize,
          sort_order: product.sortOrder,
        })
        .onConflict('slug')
        .merge();
    }

    for (const category of data.blogCategories) {
      await trx('blog_categories').insert({ name: category.name, slug: category.slug }).onConflict('slug').merge();
    }
    const categories = await trx('blog_categories').select<{ id: number; slug: string }[]>('id', 'slug');
    const categoryIds = new Map(categories.map((row) => [row.slug, Number(row.id)]));

    for (const post of data.blogPosts) {
      const categoryId = categoryIds.get(post.categorySlug);
      if (categoryId === undefined) throw new Error(`Seed post ${post.slug}: unknown category ${post.categorySlug}`);
      await trx('blog_posts')
        .insert({
          slug: post.slug,
          title: post.title,
          excerpt: post.excerpt,
          content: sanitizeContentHtml(post.content),
          cover_image: post.coverImage,
          read_time: post.readTime,
          published_at: post.publishedAt === null ? null : time(post.publishedAt),
          created_at: time(post.createdAt),
          category_id: categoryId,
          tags: toListColumn(post.tags),
          featured: post.featured,
          author_username: post.author.username,
          author_avatar_url: post.author.avatarUrl,
        })
        .onConflict('slug')
        .merge();
    }

    for (const job of data.jobs) {
      await trx('jobs')
        .insert({
          slug: job.slug,
          title: job.title,
          department: job.department,
          location_city: job.location.city,
          location_state: job.location.state,
          location_country: job.location.country,
          is_remote: job.location.isRemote,
          type: job.type,
          salary_min: job.salaryMin,
          salary_max: job.salaryMax,
          salary_currency: job.salaryCurrency,
          posted_at: time(job.postedAt),
          overview: job.overview,
          responsibilities: toListColumn(job.responsibilities),
          requirements: toListColumn(job.requirements),
          benefits: toListColumn(job.benefits),
          published: job.published,
        })
        .onConflict('slug')
        .merge();
    }

    for (const study of data.caseStudies) {
      await trx('case_studies')
        .insert({
          slug: study.slug,
          title: study.title,
          company: study.company,
          industry: study.industry,
          excerpt: study.excerpt,
          cover_image: study.coverImage,
          published_at: time(study.publishedAt),
          read_time: study.readTime,
          results: toListColumn(study.results),
          accelerators: toListColumn(study.accelerators),
          tags: toListColumn(study.tags),
          featured: study.featured,
          challenge: sanitizeContentHtml(study.challenge),
          solution: sanitizeContentHtml(study.solution),
          impact: sanitizeContentHtml(study.impact),
          company_description: study.companyDescription,
          company_size: study.companySize,
          location: study.location,
        })
        .onConflict('slug')
        .merge();
    }

    // Every API process drops its cached GET answers within a second.
    await bumpContentVersion(trx);
  });
}

/** Seeds when the products table is empty (a fresh database); returns whether it did. */
export async function seedIfEmpty(db: Database, data: SeedContent = defaultSeedContent): Promise<boolean> {
  const row = await db('products').count<{ n: number | string }[]>({ n: '*' }).first();
  if (Number(row?.n ?? 0) > 0) return false;
  await seed(db, data);
  return true;
}
