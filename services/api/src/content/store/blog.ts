import type { BlogCategory, BlogPost, BlogPostSummary } from '@joognoo/schemas';
import type { Database } from '../../db/index.ts';
import { sanitizeContentHtml } from '../../sanitize.ts';
import { parseList, toBool, toDbTime, toIso, toIsoOrNull, toNumberOrNull, toStringOrNull } from '../../db/columns.ts';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
}

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  cover_image: string | null;
  read_time: string;
  published_at: unknown;
  created_at: unknown;
  category_id: number | null;
  tags: unknown;
  featured: unknown;
  author_username: string;
  author_avatar_url: string | null;
  category_name: string | null;
  category_slug: string | null;
}

function toCategory(row: CategoryRow): BlogCategory {
  return { id: Number(row.id), name: row.name, slug: row.slug };
}

export function toPost(row: PostRow): BlogPost {
  const { id, slug, title, excerpt, ...rest } = toPostSummary(row);
  // `content` right after the excerpt, where the public API contract places it.
  return { id, slug, title, excerpt, content: sanitizeContentHtml(row.content), ...rest }; // sanitized again on the way out: defence in depth
}

/** A post without its content, for lists of cards (`?fields=summary`). */
export function toPostSummary(row: Omit<PostRow, 'content'>): BlogPostSummary {
  const categoryId = toNumberOrNull(row.category_id);
  const post: BlogPostSummary = {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: toStringOrNull(row.cover_image),
    readTime: row.read_time,
    publishedAt: toIsoOrNull(row.published_at),
    createdAt: toIso(row.created_at),
    categoryId,
    tags: parseList(row.tags),
    featured: toBool(row.featured),
    author: { username: row.author_username, avatarUrl: toStringOrNull(row.author_avatar_url) },
  };
  if (categoryId !== null && row.category_name !== null && row.category_slug !== null) {
    post.category = { id: categoryId, name: row.category_name, slug: row.category_slug };
  }
  return post;
}

/** The columns of blog_posts a summary shows (every one but `content`). */
const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'cover_image',
  'read_time',
  'published_at',
  'created_at',
  'category_id',
  'tags',
  'featured',
  'author_username',
  'author_avatar_url',
].map((column) => `p.${column}`);

export function blogRepository(db: Database) {
  /**
   * Published posts only (a null published_at is a draft, a future one is scheduled: shown
   * from that moment on), newest first, with their category.
   */
  function publishedPosts({ withContent = true }: { withContent?: boolean } = {}) {
    const columns = withContent ? ['p.*'] : SUMMARY_COLUMNS;
    return db('blog_posts as p')
      .leftJoin('blog_categories as c', 'c.id', 'p.category_id')
      .select<PostRow[]>(...columns, 'c.name as category_name', 'c.slug as category_slug')
      .whereNotNull('p.published_at')
      .where('p.published_at', '<=', toDbTime(db, new Date()))
      .orderBy([
        { column: 'p.published_at', order: 'desc' },
        { column: 'p.id', order: 'desc' },
      ]);
  }

  return {
    async listCategories(): Promise<BlogCategory[]> {
      const rows = await db<CategoryRow>('blog_categories').select('id', 'name', 'slug').orderBy('id', 'asc');
      return rows.map(toCategory);
    },

    async findCategoryById(id: number): Promise<BlogCategory | undefined> {
      const row = await db<CategoryRow>('blog_categories').select('id', 'name', 'slug').where({ id }).first();
      return row && toCategory(row);
    },

    async listFeatured(): Promise<BlogPost[]> {
      const rows = await publishedPosts().where('p.featured', true);
      return rows.map(toPost);
    },

    async listRecent(limit: number): Promise<BlogPost[]> {
      const rows = await publishedPosts().limit(limit);
      return rows.map(toPost);
    },

    /** `listRecent` without each post's content (not even read from the database). */
    async listRecentSummaries(limit: number): Promise<BlogPostSummary[]> {
      const rows = await publishedPosts({ withContent: false }).limit(limit);
      return rows.map(toPostSummary);
    },

    async listByCategory(categoryId: number, limit: number): Promise<BlogPost[]> {
      const rows = await publishedPosts().where('p.category_id', categoryId).limit(limit);
      return rows.map(toPost);
    },

    async findBySlug(slug: string): Promise<BlogPost | undefined> {
      const rows = await publishedPosts().where('p.slug', slug).limit(1);
      return rows[0] && toPost(rows[0]);
    },
  };
}

export type BlogRepository = ReturnType<typeof blogRepository>;
