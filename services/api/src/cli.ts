import { createPartnerCommand, describePartner, listPartnersCommand, updatePartnerCommand } from './commands/partners.ts';
import { privacyEraseCommand, privacyExportCommand } from './commands/privacy.ts';
import { redeliverCommand } from './commands/redeliver.ts';
import { createUserCommand } from './commands/user-create.ts';
import { loadConfig } from './config.ts';
import { describeDatabase, migrateLatest, openDatabase, rollbackAll } from './db/index.ts';
import { seed } from './db/seed.ts';

const USAGE =
  'Usage: tsx src/cli.ts migrate|seed|reset|user:create --email E --password P [--role R]|leads:redeliver <id>...|--all|privacy:export --email E|privacy:erase --email E|partner:create|partner:update|partner:list (see the README)';
const COMMANDS = new Set(['migrate', 'seed', 'reset', 'user:create', 'leads:redeliver', 'privacy:export', 'privacy:erase', 'partner:create', 'partner:update', 'partner:list']);

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (!command || !COMMANDS.has(command)) throw new Error(USAGE);
  const config = loadConfig(process.env);
  const db = openDatabase(config);
  const say = (text: string) => process.stdout.write(`${text}\n`);
  try {
    // The privacy commands print JSON only on stdout; the database goes to stderr there.
    if (command.startsWith('privacy:')) {
      process.stderr.write(`Database: ${describeDatabase(config)}\n`);
      const result = command === 'privacy:export' ? await privacyExportCommand(db, args) : await privacyEraseCommand(db, args, config);
      say(JSON.stringify(result, null, 2));
      return;
    }
    say(`Database: ${describeDatabase(config)}`);
    if (command === 'user:create') {
      const user = await createUserCommand(db, args);
      const role = args.includes('--role') ? args[args.indexOf('--role') + 1] : undefined;
      say(`Created user ${user.id} <${user.email}>${role ? ` (${role})` : ''}.`);
      return;
    }
    if (command === 'partner:create' || command === 'partner:update') {
      const result = await (command === 'partner:create' ? createPartnerCommand : updatePartnerCommand)(db, config, args);
      say(command === 'partner:create' ? 'Created partner:' : 'Updated partner:');
      for (const line of describePartner(result)) say(line);
      return;
    }
    if (command === 'partner:list') {
      const partners = await listPartnersCommand(db, config);
      if (partners.length === 0) say('No partners yet (partner:create adds one).');
      for (const partner of partners) for (const line of describePartner({ partner })) say(line);
      return;
    }
    if (command === 'leads:redeliver') {
      await migrateLatest(db);
      for (const line of await redeliverCommand(db, args)) say(line);
      return;
    }
    if (command === 'reset') {
      const rolledBack = await rollbackAll(db);
      say(`Rolled back ${rolledBack.length} migration(s).`);
    }
    if (command === 'migrate' || command === 'reset') {
      const applied = await migrateLatest(db);
      say(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
    }
    if (command === 'seed' || command === 'reset') {
      await migrateLatest(db);
      await seed(db);
      say('Seeded.');
    }
  } finally {
    await db.destroy();
  }
}

try {
  await run(process.argv[2], process.argv.slice(3));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
