/** `tsx scripts/e2e-db.ts create|drop <name>`: the e2e run's MariaDB database (e2e/database.ts). */
import { createDatabase, dropDatabase } from '../e2e/database.ts';

const [command, name] = process.argv.slice(2);
if (!name || (command !== 'create' && command !== 'drop')) {
  console.error('usage: tsx scripts/e2e-db.ts create|drop joognoo_e2e_<id>');
  process.exit(2);
}
await (command === 'create' ? createDatabase(name) : dropDatabase(name));
