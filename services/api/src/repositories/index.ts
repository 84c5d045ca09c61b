import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { ping } from '../db/index.ts';
import { applicationsRepository } from './applications.ts';
import { blogRepository } from './blog.ts';
import { caseStudiesRepository } from './case-studies.ts';
import { contentAdminRepository, redirectedSlug } from './content-admin.ts';
import { contentVersionsRepository } from './content-versions.ts';
import { idempotencyRepository } from './idempotency.ts';
import { integrationsRepository } from './integrations.ts';
import { jobsRepository } from './jobs.ts';
import { leadsRepository } from './leads.ts';
import { mediaRepository } from './media.ts';
import { newsletterRepository } from './newsletter.ts';
import { partnersRepository } from './partners.ts';
import { peopleRepository } from './people.ts';
import { productsRepository } from './products.ts';
import { rateLimitsRepository } from './rate-limits.ts';
import { sessionsRepository } from './sessions.ts';
import { usersRepository } from './users.ts';

export function createRepositories(db: Database, config: Pick<Config, 'mail' | 'integrationKeys'>) {
  return {
    products: productsRepository(db),
    blog: blogRepository(db),
    jobs: jobsRepository(db),
    caseStudies: caseStudiesRepository(db),
    leads: leadsRepository(db, config.mail),
    applications: applicationsRepository(db),
    newsletter: newsletterRepository(db),
    partners: partnersRepository(db, config.integrationKeys),
    rateLimits: rateLimitsRepository(db),
    idempotency: idempotencyRepository(db),
    contentVersions: contentVersionsRepository(db),
    users: usersRepository(db),
    people: peopleRepository(db),
    sessions: sessionsRepository(db),
    integrations: integrationsRepository(db),
    media: mediaRepository(db),
    contentAdmin: contentAdminRepository(db),
    /** The current slug an old slug (of a post, job or case study) moved to: the public routes answer a 301. */
    slugRedirects: { find: (kind: 'posts' | 'jobs' | 'case-studies', slug: string) => redirectedSlug(db, kind, slug) },
    health: { ping: () => ping(db) },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
