import type { Knex } from 'knex';
import type { BlogPost, CaseStudy, Job } from '@joognoo/schemas';
import {
  CONTENT_MESSAGES,
  slugify,
  type CaseStudyInput,
  type ContentDetail,
  type ContentInput,
  type ContentKind,
  type ContentRevision,
  type ContentStatus,
  type ContentSummary,
  type JobInput,
  type Page,
  type PostInput,
} from '@joognoo/schemas/admin';
import { isUniqueViolation, type Database } from '../../db/index.ts';
import { escapeLike, parseList, toBool, toDbTime, toIso, toIsoOrNull, toListColumn, toNumberOrNull, toStringOrNull } from '../../db/columns.ts';
import { HttpError } from '../../errors.ts';
import { readTimeOf, renderMarkdown } from '../../markdown.ts';
import { toPost, type PostRow } from './blog.ts';
import { toCaseStudy, type CaseStudyRow } from './case-studies.ts';
import { toJob, type JobRow } from './jobs.ts';
import { mediaRepository } from '../../media/store.ts';

type Trx = Database | Knex.Transaction;
type Row = Record<string, unknown> & { id: number | string; slug: string; title: string };

export const CONTENT_TABLES: Record<ContentKind, string> = { posts: 'blog_posts', jobs: 'jobs', 'case-studies': 'case_studies' };
/** The audit log's subject type and the action prefix of each kind. */
export const CONTENT_SUBJECTS: Record<ContentKind, string> = { posts: 'post', jobs: 'job', 'case-studies': 'case-study' };
/** The time columns of each table: stored revisions hold them as ISO text, put back as database times. */
const TIME_COLUMNS: Record<ContentKind, readonly string[]> = {
  posts: ['published_at', 'created_at', 'updated_at'],
  jobs: ['posted_at', 'closed_at', 'updated_at'],
  'case-studies': ['published_at', 'updated_at'],
};

export function isContentKind(value: string | undefined): value is ContentKind {
  return value === 'posts' || value === 'jobs' || value === 'case-studies';
}

const time = (value: unknown) => (value === null || value === undefined ? null : Date.parse(toIso(value)));

/** The state of a stored row at `now`. */
export function statusOf(kind: ContentKind, row: Row, now = Date.now()): ContentStatus {
  if (kind === 'posts') {
    const at = time(row.published_at);
    return at === null ? 'draft' : at > now ? 'scheduled' : 'published';
  }
  if (kind === 'jobs') {
    if (!toBool(row.published)) return 'draft';
    if (row.closed_at !== null && row.closed_at !== undefined) return 'closed';
    return time(row.posted_at)! > now ? 'scheduled' : 'published';
  }
  if (toBool(row.draft)) return 'draft';
  return time(row.published_at)! > now ? 'scheduled' : 'published';
}

function summaryOf(kind: ContentKind, row: Row, now = Date.now()): ContentSummary {
  const status = statusOf(kind, row, now);
  return {
    id: Number(row.id),
    kind,
    slug: row.slug,
    title: row.title,
    status,
    publishedAt: status === 'draft' ? null : toIsoOrNull(kind === 'jobs' ? row.posted_at : row.published_at),
    closedAt: kind === 'jobs' ? toIsoOrNull(row.closed_at) : null,
    updatedAt: toIsoOrNull(row.updated_at),
  };
}

/** Where each status is, in SQL (the list filter, the overview's counts). */
export function whereStatus(kind: ContentKind, query: Knex.QueryBuilder, status: ContentStatus, nowDb: Date | string): void {
  if (kind === 'posts') {
    if (status === 'draft') query.whereNull('published_at');
    else if (status === 'scheduled') query.where('published_at', '>', nowDb);
    else if (status === 'published') query.where('published_at', '<=', nowDb);
    else query.whereRaw('1 = 0');
  } else if (kind === 'jobs') {
    if (status === 'draft') query.where('published', false);
    else if (status === 'closed') query.where('published', true).whereNotNull('closed_at');
    else query.where('published', true).whereNull('closed_at').where('posted_at', status === 'scheduled' ? '>' : '<=', nowDb);
  } else {
    if (status === 'draft') query.where('draft', true);
    else if (status === 'closed') query.whereRaw('1 = 0');
    else query.where('draft', false).where('published_at', status === 'scheduled' ? '>' : '<=', nowDb);
  }
}

function inputOf(kind: ContentKind, row: Row): ContentInput {
  if (kind === 'posts') {
    return {
      title: row.title,
      slug: row.slug,
      excerpt: String(row.excerpt),
      markdown: String(row.content_markdown ?? row.content),
      coverImage: toStringOrNull(row.cover_image) ?? '',
      readTime: String(row.read_time),
      categoryId: toNumberOrNull(row.category_id),
      tags: parseList(row.tags),
      featured: toBool(row.featured),
      authorUsername: String(row.author_username),
      authorAvatarUrl: toStringOrNull(row.author_avatar_url) ?? '',
    } satisfies PostInput;
  }
  if (kind === 'jobs') {
    return {
      title: row.title,
      slug: row.slug,
      department: String(row.department),
      locationCity: String(row.location_city),
      locationState: toStringOrNull(row.location_state) ?? '',
      locationCountry: String(row.location_country),
      isRemote: toBool(row.is_remote),
      type: String(row.type),
      salaryMin: toNumberOrNull(row.salary_min),
      salaryMax: toNumberOrNull(row.salary_max),
      salaryCurrency: toStringOrNull(row.salary_currency) ?? '',
      overview: String(row.overview),
      responsibilities: parseList(row.responsibilities),
      requirements: parseList(row.requirements),
      benefits: parseList(row.benefits),
    } satisfies JobInput;
  }
  return {
    title: row.title,
    slug: row.slug,
    company: String(row.company),
    industry: String(row.industry),
    excerpt: String(row.excerpt),
    coverImage: toStringOrNull(row.cover_image) ?? '',
    readTime: toNumberOrNull(row.read_time),
    results: parseList(row.results),
    accelerators: parseList(row.accelerators),
    tags: parseList(row.tags),
    featured: toBool(row.featured),
    challengeMarkdown: String(row.challenge_markdown ?? row.challenge),
    solutionMarkdown: String(row.solution_markdown ?? row.solution),
    impactMarkdown: String(row.impact_markdown ?? row.impact),
    companyDescription: toStringOrNull(row.company_description) ?? '',
    companySize: toStringOrNull(row.company_size) ?? '',
    location: toStringOrNull(row.location) ?? '',
  } satisfies CaseStudyInput;
}

const orNull = (value: string) => (value === '' ? null : value);

export function contentAdminRepository(db: Database) {
  /** Inside a transaction the image sizes are read through it (SQLite has one connection). */
  const renderer = (trx: Trx) => (markdown: string) => renderMarkdown(markdown, (urls) => mediaRepository(trx as Database).sizesOf(urls));

  /** The columns an input writes (Markdown rendered, sanitised, images sized). */
  async function columnsOf(trx: Trx, kind: ContentKind, input: ContentInput, slug: string): Promise<Record<string, unknown>> {
    const render = renderer(trx);
    if (kind === 'posts') {
      const post = input as PostInput;
      return {
        slug,
        title: post.title,
        excerpt: post.excerpt,
        content: await render(post.markdown),
        content_markdown: post.markdown,
        cover_image: orNull(post.coverImage),
        read_time: post.readTime || `${readTimeOf(post.markdown)} min read`,
        category_id: post.categoryId,
        tags: toListColumn(post.tags),
        featured: post.featured,
        author_username: post.authorUsername,
        author_avatar_url: orNull(post.authorAvatarUrl),
      };
    }
    if (kind === 'jobs') {
      const job = input as JobInput;
      return {
        slug,
        title: job.title,
        department: job.department,
        location_city: job.locationCity,
        location_state: orNull(job.locationState),
        location_country: job.locationCountry,
        is_remote: job.isRemote,
        type: job.type,
        salary_min: job.salaryMin,
        salary_max: job.salaryMax,
        salary_currency: orNull(job.salaryCurrency),
        overview: job.overview,
        responsibilities: toListColumn(job.responsibilities),
        requirements: toListColumn(job.requirements),
        benefits: toListColumn(job.benefits),
      };
    }
    const study = input as CaseStudyInput;
    return {
      slug,
      title: study.title,
      company: study.company,
      industry: study.industry,
      excerpt: study.excerpt,
      cover_image: orNull(study.coverImage),
      read_time: study.readTime ?? readTimeOf(`${study.challengeMarkdown} ${study.solutionMarkdown} ${study.impactMarkdown}`),
      results: toListColumn(study.results),
      accelerators: toListColumn(study.accelerators),
      tags: toListColumn(study.tags),
      featured: study.featured,
      challenge: await render(study.challengeMarkdown),
      solution: await render(study.solutionMarkdown),
      impact: await render(study.impactMarkdown),
      challenge_markdown: study.challengeMarkdown,
      solution_markdown: study.solutionMarkdown,
      impact_markdown: study.impactMarkdown,
      company_description: orNull(study.companyDescription),
      company_size: orNull(study.companySize),
      location: orNull(study.location),
    };
  }

  async function findRow(trx: Trx, kind: ContentKind, id: number): Promise<Row | undefined> {
    return (await trx(CONTENT_TABLES[kind]).where({ id }).first()) as Row | undefined;
  }

  async function slugOwner(trx: Trx, kind: ContentKind, slug: string): Promise<number | undefined> {
    const row = (await trx(CONTENT_TABLES[kind]).where({ slug }).first('id')) as { id: number | string } | undefined;
    return row ? Number(row.id) : undefined;
  }

  /**
   * The slug to store: the one asked for (409 when another item of the kind has it), else
   * the current one, else one made from the title (with -2, -3… when taken).
   */
  async function chooseSlug(trx: Trx, kind: ContentKind, wanted: string, title: string, id?: number, current?: string): Promise<string> {
    if (wanted !== '') {
      const owner = await slugOwner(trx, kind, wanted);
      if (owner !== undefined && owner !== id) throw new HttpError(409, CONTENT_MESSAGES.slugTaken(wanted));
      return wanted;
    }
    if (current) return current;
    const base = slugify(title) || CONTENT_SUBJECTS[kind];
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base.slice(0, 190)}-${n}`;
      const owner = await slugOwner(trx, kind, candidate);
      if (owner === undefined || owner === id) return candidate;
    }
  }

  /** A changed slug of an item that has been public keeps the old one as a redirect; the new slug is nobody's redirect any more. */
  async function moveSlug(trx: Trx, kind: ContentKind, id: number, before: Row | undefined, slug: string, now: Date): Promise<void> {
    await trx('slug_redirects').where({ kind, old_slug: slug }).delete();
    if (!before || before.slug === slug || statusOf(kind, before, now.getTime()) === 'draft') return;
    await trx('slug_redirects').where({ kind, old_slug: before.slug }).delete();
    await trx('slug_redirects').insert({ kind, old_slug: before.slug, target_id: id, created_at: toDbTime(db, now) });
  }

  async function storeRevision(trx: Trx, kind: ContentKind, id: number, action: string, actor: { id: number; email: string }, now: Date): Promise<void> {
    const row = await findRow(trx, kind, id);
    const record: Record<string, unknown> = { ...row };
    for (const column of TIME_COLUMNS[kind]) record[column] = toIsoOrNull(record[column]);
    await trx('content_revisions').insert({
      kind,
      item_id: id,
      action,
      actor_user_id: actor.id,
      actor_email: actor.email,
      created_at: toDbTime(db, now),
      record: JSON.stringify(record),
    });
  }

  async function revisionsOf(trx: Trx, kind: ContentKind, id: number): Promise<ContentRevision[]> {
    const rows = (await trx('content_revisions')
      .where({ kind, item_id: id })
      .orderBy('id', 'desc')
      .select('id', 'action', 'created_at', 'actor_user_id', 'actor_email')) as Array<Record<string, unknown>>;
    return rows.map((row) => ({
      id: Number(row.id),
      action: String(row.action),
      at: toIso(row.created_at),
      actor: { id: toNumberOrNull(row.actor_user_id), email: String(row.actor_email) },
    }));
  }

  /** The item as its public page would get it from the public API. */
  async function publicOf(trx: Trx, kind: ContentKind, row: Row): Promise<BlogPost | Job | CaseStudy> {
    if (kind === 'posts') {
      const category = row.category_id == null ? undefined : ((await trx('blog_categories').where({ id: row.category_id }).first('name', 'slug')) as { name: string; slug: string } | undefined);
      return toPost({ ...(row as unknown as PostRow), category_name: category?.name ?? null, category_slug: category?.slug ?? null });
    }
    if (kind === 'jobs') return toJob(row as unknown as JobRow);
    return toCaseStudy(row as unknown as CaseStudyRow);
  }

  return {
    async list(kind: ContentKind, { status, q }: { status?: ContentStatus; q?: string }, { perPage, offset, page }: { perPage: number; offset: number; page: number }): Promise<Page<ContentSummary>> {
      const now = new Date();
      const base = () => {
        const query = db(CONTENT_TABLES[kind]);
        if (status) whereStatus(kind, query, status, toDbTime(db, now));
        // `!` escapes the wildcards the same way on SQLite and MariaDB.
        if (q) query.whereRaw("title like ? escape '!'", [`%${escapeLike(q)}%`]);
        return query;
      };
      const [{ total }] = (await base().count({ total: '*' })) as [{ total: number | string }];
      const rows = (await base().select('*').orderBy('id', 'desc').limit(perPage).offset(offset)) as Row[];
      return { items: rows.map((row) => summaryOf(kind, row, now.getTime())), page, perPage, total: Number(total) };
    },

    async detail(kind: ContentKind, id: number): Promise<ContentDetail | undefined> {
      const row = await findRow(db, kind, id);
      if (!row) return undefined;
      const redirects = (await db('slug_redirects').where({ kind, target_id: id }).orderBy('id', 'asc').select('old_slug')) as Array<{ old_slug: string }>;
      return {
        summary: summaryOf(kind, row),
        input: inputOf(kind, row),
        sourceIsHtml: kind === 'posts' ? row.content_markdown == null : kind === 'case-studies' ? row.challenge_markdown == null : false,
        redirectsFrom: redirects.map((r) => r.old_slug),
        revisions: await revisionsOf(db, kind, id),
      };
    },

    /** The public shape of an unsaved input (nothing is stored), or of a stored item. */
    async preview(kind: ContentKind, input: ContentInput | undefined, id?: number): Promise<BlogPost | Job | CaseStudy | undefined> {
      const now = new Date();
      let row: Row | undefined = id === undefined ? undefined : await findRow(db, kind, id);
      if (id !== undefined && !row) return undefined;
      if (input) {
        const slug = input.slug || row?.slug || slugify(input.title) || CONTENT_SUBJECTS[kind];
        const defaults = { id: id ?? 0, published_at: toDbTime(db, now), created_at: toDbTime(db, now), posted_at: toDbTime(db, now), closed_at: null, draft: false, published: true };
        row = { ...defaults, ...row, ...(await columnsOf(db, kind, input, slug)) } as Row;
      }
      const item = await publicOf(db, kind, row!);
      if (kind === 'posts' && (item as BlogPost).publishedAt === null) (item as BlogPost).publishedAt = toIso(now);
      return item;
    },

    /** Writes in `trx` (with its audit and content version): create or update an item's fields. */
    async save(trx: Knex.Transaction, kind: ContentKind, id: number | undefined, input: ContentInput, actor: { id: number; email: string }, now = new Date()): Promise<number> {
      const before = id === undefined ? undefined : await findRow(trx, kind, id);
      if (id !== undefined && !before) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      const slug = await chooseSlug(trx, kind, input.slug, input.title, id, before?.slug);
      const columns = { ...(await columnsOf(trx, kind, input, slug)), updated_at: toDbTime(db, now) };
      const itemId = await write().catch((error: unknown) => {
        // Another save took the slug between the check and the write.
        if (isUniqueViolation(error)) throw new HttpError(409, CONTENT_MESSAGES.slugTaken(slug));
        throw error;
      });
      async function write(): Promise<number> {
        if (id !== undefined) {
          await trx(CONTENT_TABLES[kind]).where({ id }).update(columns);
          return id;
        }
        const extras =
          kind === 'posts'
            ? { published_at: null, created_at: toDbTime(db, now) }
            : kind === 'jobs'
              ? { published: false, posted_at: toDbTime(db, now), closed_at: null }
              : { draft: true, published_at: toDbTime(db, now) };
        const [inserted] = await trx(CONTENT_TABLES[kind]).insert({ ...columns, ...extras }, ['id']);
        return Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted);
      }
      await moveSlug(trx, kind, itemId, before, slug, now);
      await storeRevision(trx, kind, itemId, id === undefined ? 'create' : 'update', actor, now);
      return itemId;
    },

    /**
     * Publish now (`at` undefined), schedule (`at` in the future), unpublish, close or reopen
     * a job, in `trx`. Answers the new status.
     */
    async transition(
      trx: Knex.Transaction,
      kind: ContentKind,
      id: number,
      action: 'publish' | 'schedule' | 'unpublish' | 'close' | 'reopen',
      actor: { id: number; email: string },
      { at, now = new Date() }: { at?: Date; now?: Date } = {},
    ): Promise<ContentSummary> {
      const row = await findRow(trx, kind, id);
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      const status = statusOf(kind, row, now.getTime());
      const nowDb = toDbTime(db, now);
      let changes: Record<string, unknown>;
      if (action === 'close' || action === 'reopen') {
        if (kind !== 'jobs') throw new HttpError(400, CONTENT_MESSAGES.notAJob);
        changes = action === 'close' ? { closed_at: nowDb } : { closed_at: null };
      } else if (action === 'unpublish') {
        changes = kind === 'posts' ? { published_at: null } : kind === 'jobs' ? { published: false } : { draft: true };
      } else {
        if (action === 'schedule' && (!at || at.getTime() <= now.getTime())) throw new HttpError(400, CONTENT_MESSAGES.scheduleInPast);
        // Publishing what is already public keeps its date; otherwise it is public from now (or `at`).
        const when = action === 'schedule' ? toDbTime(db, at!) : status === 'published' || status === 'closed' ? undefined : nowDb;
        const dateColumn = kind === 'jobs' ? 'posted_at' : 'published_at';
        changes = when === undefined ? {} : { [dateColumn]: when };
        if (kind === 'jobs') Object.assign(changes, { published: true, closed_at: null });
        if (kind === 'case-studies') Object.assign(changes, { draft: false });
      }
      await trx(CONTENT_TABLES[kind]).where({ id }).update({ ...changes, updated_at: nowDb });
      await storeRevision(trx, kind, id, action, actor, now);
      return summaryOf(kind, (await findRow(trx, kind, id))!, now.getTime());
    },

    /** Puts a stored version back (every column but the id); the roll back is itself a new version. */
    async rollback(trx: Knex.Transaction, kind: ContentKind, id: number, revisionId: number, actor: { id: number; email: string }, now = new Date()): Promise<ContentSummary> {
      const before = await findRow(trx, kind, id);
      if (!before) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      const revision = (await trx('content_revisions').where({ id: revisionId, kind, item_id: id }).first('record')) as { record: string } | undefined;
      if (!revision) throw new HttpError(404, CONTENT_MESSAGES.revisionNotFound);
      const record = JSON.parse(revision.record) as Record<string, unknown>;
      delete record.id;
      for (const column of TIME_COLUMNS[kind]) {
        if (column in record) record[column] = record[column] === null ? null : toDbTime(db, String(record[column]));
      }
      record.updated_at = toDbTime(db, now);
      const slug = String(record.slug);
      const owner = await slugOwner(trx, kind, slug);
      if (owner !== undefined && owner !== id) throw new HttpError(409, CONTENT_MESSAGES.slugTaken(slug));
      await trx(CONTENT_TABLES[kind]).where({ id }).update(record);
      await moveSlug(trx, kind, id, before, slug, now);
      await storeRevision(trx, kind, id, `rollback to #${revisionId}`, actor, now);
      return summaryOf(kind, (await findRow(trx, kind, id))!, now.getTime());
    },

    async categories(): Promise<Array<{ id: number; name: string }>> {
      const rows = (await db('blog_categories').orderBy('name', 'asc').select('id', 'name')) as Array<{ id: number | string; name: string }>;
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },
  };
}

/** The current slug an old slug of this kind redirects to, if any. */
export async function redirectedSlug(db: Database, kind: ContentKind, oldSlug: string): Promise<string | undefined> {
  const row = (await db('slug_redirects as r')
    .join(`${CONTENT_TABLES[kind]} as t`, 't.id', 'r.target_id')
    .where({ 'r.kind': kind, 'r.old_slug': oldSlug })
    .first('t.slug')) as { slug: string } | undefined;
  return row?.slug;
}

export type ContentAdminRepository = ReturnType<typeof contentAdminRepository>;
