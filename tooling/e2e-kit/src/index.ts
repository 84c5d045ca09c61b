export { axeViolations, seriousViolations, type AxeScanOptions, type AxeViolation } from './axe.ts';
export { chromiumLaunchOptions } from './chromium.ts';
export {
  createPartner,
  createUser,
  insertApplication,
  updatePartner,
  type CommandTarget,
  type DatabaseTarget,
  type PartnerFields,
  type PartnerResult,
  type StaffRole,
} from './accounts.ts';
export { expect, test, waitForHydration, type PageProblems } from './problems.ts';
