import type { ContentInput, ContentKind, ContentStatus } from '@joognoo/schemas/admin';
import type { Database, Transaction } from '../db/index.ts';
import type { AuditActor, AuditService } from '../people/service.ts';
import { blogRepository } from './store/blog.ts';
import { caseStudiesRepository } from './store/case-studies.ts';
import { CONTENT_SUBJECTS, contentAdminRepository, redirectedSlug } from './store/admin.ts';
import { jobsRepository } from './store/jobs.ts';
import { productsRepository } from './store/products.ts';
import { bumpContentVersion, contentVersionsRepository } from './store/versions.ts';

export { isContentKind } from './store/admin.ts';
export type { JobFilters } from './store/jobs.ts';

/**
 * The site's content: the public reads (products, blog, jobs, case studies, old slugs), the
 * content version that invalidates cached answers, and the back office's editing.
 */
export function contentServices(db: Database, audit: AuditService) {
  const contentVersions = contentVersionsRepository(db);
  return {
    products: productsRepository(db),
    blog: blogRepository(db),
    jobs: jobsRepository(db),
    caseStudies: caseStudiesRepository(db),
    contentVersions,
    /** The current slug an old slug (of a post, job or case study) moved to: the public routes answer a 301. */
    slugRedirects: { find: (kind: 'posts' | 'jobs' | 'case-studies', slug: string) => redirectedSlug(db, kind, slug) },
    content: contentEditing(db, audit, contentVersions),
  };
}

/**
 * The back office's editing of blog posts, jobs and case studies. Every write runs in one
 * transaction with its version (content_revisions), its audit entry and a content version
 * bump, then drops this process's response cache at once.
 */
function contentEditing(db: Database, audit: AuditService, contentVersions: ReturnType<typeof contentVersionsRepository>) {
  const contentAdmin = contentAdminRepository(db);
  /** Who a stored version names: the audit actor without the address. */
  const author = (actor: AuditActor) => ({ id: actor.id, email: actor.email });

  /** One write of `kind`: the change (given the transaction), its audit entry and the content version, together. */
  async function write<T>(actor: AuditActor, kind: ContentKind, action: string, change: (trx: Transaction) => Promise<{ id: number; result: T; details?: Record<string, unknown> }>): Promise<T> {
    const subject = CONTENT_SUBJECTS[kind];
    const outcome = await db.transaction(async (trx) => {
      const done = await change(trx);
      await audit.record(actor, { action: `${subject}.${action}`, subjectType: subject, subjectId: done.id, details: done.details ?? {} }, trx);
      await bumpContentVersion(trx);
      return done.result;
    });
    contentVersions.notify();
    return outcome;
  }

  return {
    categories: () => contentAdmin.categories(),
    list: (kind: ContentKind, filters: { status?: ContentStatus; q?: string }, page: { perPage: number; offset: number; page: number }) => contentAdmin.list(kind, filters, page),
    /** The editable fields (Markdown source), status, old slugs and versions of an item. */
    detail: (kind: ContentKind, id: number) => contentAdmin.detail(kind, id),
    /** A saved item (with `id`) or an unsaved body as the public API would answer it. */
    preview: (kind: ContentKind, input: ContentInput | undefined, id?: number) => contentAdmin.preview(kind, input, id),

    /** Creates a draft; answers its id. */
    create: (actor: AuditActor, kind: ContentKind, input: ContentInput) =>
      write(actor, kind, 'create', async (trx) => {
        const created = await contentAdmin.save(trx, kind, undefined, input, author(actor));
        return { id: created, result: created, details: { title: input.title } };
      }),

    update: (actor: AuditActor, kind: ContentKind, id: number, input: ContentInput) =>
      write(actor, kind, 'update', async (trx) => {
        await contentAdmin.save(trx, kind, id, input, author(actor));
        return { id, result: id, details: { title: input.title, slug: input.slug } };
      }),

    /** Publish now, unpublish, close or reopen (a job); answers the item's summary. */
    transition: (actor: AuditActor, kind: ContentKind, id: number, action: 'publish' | 'unpublish' | 'close' | 'reopen') =>
      write(actor, kind, action, async (trx) => {
        const result = await contentAdmin.transition(trx, kind, id, action, author(actor));
        return { id, result, details: { slug: result.slug, status: result.status } };
      }),

    /** Publishes at `at` (in the future); answers the item's summary. */
    schedule: (actor: AuditActor, kind: ContentKind, id: number, at: Date) =>
      write(actor, kind, 'schedule', async (trx) => {
        const item = await contentAdmin.transition(trx, kind, id, 'schedule', author(actor), { at });
        return { id, result: item, details: { slug: item.slug, at: at.toISOString() } };
      }),

    /** Puts a stored version back (itself a new version); answers the item's summary. */
    rollback: (actor: AuditActor, kind: ContentKind, id: number, revisionId: number) =>
      write(actor, kind, 'rollback', async (trx) => {
        const item = await contentAdmin.rollback(trx, kind, id, revisionId, author(actor));
        return { id, result: item, details: { revisionId, slug: item.slug } };
      }),
  };
}
