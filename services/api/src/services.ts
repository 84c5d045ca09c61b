import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { ping } from './db/index.ts';
import { contentServices } from './content/service.ts';
import { overviewService } from './admin/service.ts';
import { applicationsService } from './applications/service.ts';
import { idempotencyRepository } from './middleware/store/idempotency.ts';
import { integrationsRepository } from './integrations/store.ts';
import { leadsService } from './leads/service.ts';
import { mediaRepository } from './media/store.ts';
import { newsletterService } from './newsletter/service.ts';
import { partnersRepository } from './partners/store.ts';
import { peopleServices } from './people/service.ts';
import { rateLimitsRepository } from './middleware/store/rate-limits.ts';

/**
 * Every domain's service (and the stores the shared middleware reads), built once per app:
 * what the routes call.
 */
export function createServices(db: Database, config: Pick<Config, 'mail' | 'integrationKeys'>) {
  return {
    ...contentServices(db),
    leads: leadsService(db, config.mail),
    applications: applicationsService(db),
    newsletter: newsletterService(db),
    partners: partnersRepository(db, config.integrationKeys),
    rateLimits: rateLimitsRepository(db),
    idempotency: idempotencyRepository(db),
    ...peopleServices(db),
    integrations: integrationsRepository(db),
    media: mediaRepository(db),
    health: { ping: () => ping(db) },
    admin: overviewService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
