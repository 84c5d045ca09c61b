/**
 * The commands' own code for the browser suites (`@joognoo/e2e-kit` makes users, partners and
 * job applications in the e2e server's database with it, in its own process, instead of
 * spawning `pnpm ... user:create` for each one).
 */
export { loadConfig } from '../src/config.ts';
export { migrateLatest, openDatabase } from '../src/db/index.ts';
export { createUser } from '../src/commands/user-create.ts';
export { createPartnerCommand, updatePartnerCommand, type PartnerCommandResult } from '../src/commands/partners.ts';
export { silentLogger } from '../src/logger.ts';
export { insertApplication, type TestApplication } from './applications.ts';
