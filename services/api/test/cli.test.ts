import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CREATE_USAGE, createUserCommand } from '../src/commands/user-create.ts';
import { openDatabase } from '../src/db/index.ts';
import { EmailTaken } from '../src/people/store/users.ts';
import { verifyPassword } from '../src/security/passwords.ts';
import { createTestDatabase, dialects, type TestDatabase } from './helpers.ts';
import { silentLogger } from '../src/logger.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'a long enough password';

describe.each(dialects)('user:create on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('creates a user with a lower-cased e-mail and a scrypt hash of the password', async () => {
    const user = await createUserCommand(database.db, ['--email', ' Dev@Example.com ', '--password', PASSWORD]);
    expect(user).toEqual({ id: expect.any(Number), email: 'dev@example.com' });
    const row = await database.db('users').where({ id: user.id }).first('email', 'password_hash');
    expect(row.email).toBe('dev@example.com');
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
  });

  it('refuses a duplicate e-mail, in any case', async () => {
    await expect(createUserCommand(database.db, ['--email', 'DEV@example.com', '--password', PASSWORD])).rejects.toThrow(EmailTaken);
    await expect(createUserCommand(database.db, ['--email', 'dev@example.com', '--password', PASSWORD])).rejects.toThrow(
      'A user with the e-mail dev@example.com already exists.',
    );
  });

  it('creates staff with any role, a recruiter too, and names the roles in its usage', async () => {
    const user = await createUserCommand(database.db, ['--email', 'rita@example.com', '--password', PASSWORD, '--role', 'recruiter', '--name', 'Rita']);
    expect((await database.db('users').where({ id: user.id }).first('role', 'name'))).toEqual({ role: 'recruiter', name: 'Rita' });
    expect(USER_CREATE_USAGE).toContain('[--role admin|marketer|sales|recruiter]');
    const error = (await createUserCommand(database.db, ['--email', 'x@example.com', '--password', PASSWORD, '--role', 'boss']).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain('--role must be one of admin, marketer, sales, recruiter');
  });

  it.each([
    [['--email', 'x@example.com', '--password', 'short'], '--password must be at least 12 characters'],
    [['--email', 'nope', '--password', PASSWORD], '--email must be a valid e-mail address'],
    [['--password', PASSWORD], '--email is required'],
    [['--email', 'x@example.com'], '--password is required'],
    [['--email', 'x@example.com', '--password', PASSWORD, '--admin'], "Unknown option '--admin'"],
  ])('refuses %j with the usage', async (args, message) => {
    const error = (await createUserCommand(database.db, args).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toContain(message);
    expect(error.message).toContain(USER_CREATE_USAGE);
  });
});

describe('pnpm --filter @joognoo/api user:create (the real command, SQLite in a temp dir)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-cli-test-'));
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, creates the user, prints its id and e-mail but never the password; a repeat exits 1', async () => {
    const args = ['--filter', '@joognoo/api', '--silent', 'user:create', '--email', 'Ops@Example.com', '--password', PASSWORD];
    const { stdout, stderr } = await run('pnpm', args, { cwd: API_DIR, env });
    expect(stdout).toMatch(/Created user 1 <ops@example\.com>\./);
    expect(stdout + stderr).not.toContain(PASSWORD);

    const db = openDatabase({ databaseUrl: undefined, dataDir }, { logger: silentLogger });
    try {
      expect(await db('users').select('id', 'email')).toEqual([{ id: 1, email: 'ops@example.com' }]);
    } finally {
      await db.destroy();
    }

    const repeat = (await run('pnpm', args, { cwd: API_DIR, env }).catch((error: unknown) => error)) as { code: number; stderr: string; stdout: string };
    expect(repeat.code).toBe(1);
    expect(repeat.stderr).toContain('A user with the e-mail ops@example.com already exists.');
    expect(repeat.stdout + repeat.stderr).not.toContain(PASSWORD);
  }, 60_000);
});
