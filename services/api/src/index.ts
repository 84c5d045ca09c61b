export { loadConfig, type Config } from './config.ts';
export { openDatabase, migrateLatest } from './db/index.ts';
export { seedIfEmpty } from './db/seed.ts';
export { createApp } from './app.ts';
export { startServer } from './server.ts';
export { createUser } from './commands/user-create.ts';
export { clientIp, isLoopbackAddress, type TrustProxy } from './middleware/client-ip.ts';
export { HSTS_VALUE, LOCKED_DOWN_CSP, isHttpsRequest } from './middleware/security-headers.ts';
export { CSP_REPORT_PATH } from './routes/csp-report.ts';
