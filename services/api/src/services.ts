import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { ping } from './db/index.ts';
import { jsonLogger, type Logger } from './logger.ts';
import { contentServices } from './content/service.ts';
import { overviewService } from './admin/service.ts';
import { applicationsService } from './applications/service.ts';
import { idempotencyRepository } from './middleware/store/idempotency.ts';
import { integrationsService } from './integrations/service.ts';
import { leadsService } from './leads/service.ts';
import { mediaService } from './media/service.ts';
import { newsletterService } from './newsletter/service.ts';
import { partnersService } from './partners/service.ts';
import { auditService, peopleServices } from './people/service.ts';
import { rateLimitsRepository } from './middleware/store/rate-limits.ts';

/**
 * Every domain's service (and the stores the shared middleware reads), built once per app:
 * what the routes call. `logger` gets what a workflow reports after its answer is decided
 * (a file left behind).
 */
export function createServices(db: Database, config: Pick<Config, 'mail' | 'integrationKeys' | 'siteUrl' | 'dataDir'>, logger: Logger = jsonLogger) {
  const audit = auditService(db);
  return {
    ...contentServices(db, audit),
    leads: leadsService(db, config.mail),
    applications: applicationsService(db),
    newsletter: newsletterService(db),
    partners: partnersService(db, config, audit),
    rateLimits: rateLimitsRepository(db),
    idempotency: idempotencyRepository(db),
    ...peopleServices(db, config, audit),
    integrations: integrationsService(db, config),
    media: mediaService(db, config, audit, logger),
    health: { ping: () => ping(db) },
    admin: overviewService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
