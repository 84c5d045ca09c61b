import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { ping } from './db/index.ts';
import { applicationsService } from './applications/service.ts';
import { blogRepository } from './content/store/blog.ts';
import { caseStudiesRepository } from './content/store/case-studies.ts';
import { contentAdminRepository, redirectedSlug } from './content/store/admin.ts';
import { contentVersionsRepository } from './content/store/versions.ts';
import { idempotencyRepository } from './middleware/store/idempotency.ts';
import { integrationsRepository } from './integrations/store.ts';
import { jobsRepository } from './content/store/jobs.ts';
import { leadsService } from './leads/service.ts';
import { mediaRepository } from './media/store.ts';
import { newsletterService } from './newsletter/service.ts';
import { partnersRepository } from './partners/store.ts';
import { peopleServices } from './people/service.ts';
import { productsRepository } from './content/store/products.ts';
import { rateLimitsRepository } from './middleware/store/rate-limits.ts';

/**
 * Every domain's service (and the stores the shared middleware reads), built once per app:
 * what the routes call.
 */
export function createServices(db: Database, config: Pick<Config, 'mail' | 'integrationKeys'>) {
  return {
    products: productsRepository(db),
    blog: blogRepository(db),
    jobs: jobsRepository(db),
    caseStudies: caseStudiesRepository(db),
    leads: leadsService(db, config.mail),
    applications: applicationsService(db),
    newsletter: newsletterService(db),
    partners: partnersRepository(db, config.integrationKeys),
    rateLimits: rateLimitsRepository(db),
    idempotency: idempotencyRepository(db),
    contentVersions: contentVersionsRepository(db),
    ...peopleServices(db),
    integrations: integrationsRepository(db),
    media: mediaRepository(db),
    contentAdmin: contentAdminRepository(db),
    /** The current slug an old slug (of a post, job or case study) moved to: the public routes answer a 301. */
    slugRedirects: { find: (kind: 'posts' | 'jobs' | 'case-studies', slug: string) => redirectedSlug(db, kind, slug) },
    health: { ping: () => ping(db) },
  };
}

export type Services = ReturnType<typeof createServices>;
