import type { ContentKind } from '@joognoo/schemas/admin';
import type { Database, Transaction } from '../db/index.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
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
 * content version that invalidates cached answers, and the back office's editing. Every
 * back-office write runs in one transaction with its version (content_revisions), its audit
 * row and a content version bump, then drops this process's response cache at once.
 */
export function contentServices(db: Database) {
  const contentVersions = contentVersionsRepository(db);
  const contentAdmin = contentAdminRepository(db);
  return {
    products: productsRepository(db),
    blog: blogRepository(db),
    jobs: jobsRepository(db),
    caseStudies: caseStudiesRepository(db),
    contentVersions,
    contentAdmin,
    /** The current slug an old slug (of a post, job or case study) moved to: the public routes answer a 301. */
    slugRedirects: { find: (kind: 'posts' | 'jobs' | 'case-studies', slug: string) => redirectedSlug(db, kind, slug) },

    content: { write: contentWrite },
  };

  /** One back-office write of `kind`: the change (given the transaction), its audit row and the content version, together. */
  async function contentWrite<T>(actor: AuditActor, kind: ContentKind, action: string, change: (trx: Transaction) => Promise<{ id: number; result: T; details?: Record<string, unknown> }>): Promise<T> {
    const subject = CONTENT_SUBJECTS[kind];
    const outcome = await db.transaction(async (trx) => {
      const done = await change(trx);
      await recordAudit(trx, actor, { action: `${subject}.${action}`, subjectType: subject, subjectId: done.id, details: done.details ?? {} });
      await bumpContentVersion(trx);
      return done.result;
    });
    contentVersions.notify();
    return outcome;
  }
}
