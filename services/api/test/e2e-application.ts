/**
 * Test-only (the web e2e suite, `sites/web/e2e/applications.ts`): writes one job application
 * with its CV into the database and CV storage of DATA_DIR / DATABASE_URL, the way the public
 * form stores it, and prints `{ "id": …, "reference": "…" }`. Never part of the API's commands.
 *
 *   tsx test/e2e-application.ts --job <slug> --title <title> --first <name> --last <name> --email <address> --cv <file>
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrateLatest, openDatabase } from '../src/db/index.ts';
import { silentLogger } from '../src/logger.ts';
import { insertApplication } from './applications.ts';

const { values } = parseArgs({
  options: {
    job: { type: 'string' },
    title: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    email: { type: 'string' },
    cv: { type: 'string' },
  },
});
if (!values.job || !values.title || !values.first || !values.last || !values.email || !values.cv) {
  throw new Error('Usage: tsx test/e2e-application.ts --job <slug> --title <title> --first <name> --last <name> --email <address> --cv <file>');
}
const config = loadConfig(process.env);
const db = openDatabase(config, { logger: silentLogger });
try {
  await migrateLatest(db);
  const cv = readFileSync(values.cv);
  const { id, reference } = await insertApplication(db, config, {
    jobSlug: values.job,
    jobTitle: values.title,
    firstName: values.first,
    lastName: values.last,
    email: values.email,
    cv,
    cvFilename: 'my cv.pdf',
  });
  process.stdout.write(`${JSON.stringify({ id, reference })}\n`);
} finally {
  await db.destroy();
}
