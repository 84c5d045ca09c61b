import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, loadConfig, openDatabase, startServer } from '../src/index.ts';
import type { Logger } from '../src/logger.ts';
import { secretContext } from '../src/integrations/service.ts';
import { DEVELOPMENT_KEY_ID, decryptSecret, developmentKeyring, parseKeyring, secretKeyId } from '../src/security/secrets.ts';

/**
 * Integration secrets under a plain `pnpm start` (startServer with the environment's config):
 * INTEGRATION_KEYS unset generates a key into DATA_DIR; the public development key only
 * when chosen. SQLite in a temp DATA_DIR (the key handling does not depend on the database;
 * test/integrations.test.ts covers the 503 refusal on both dialects).
 */
const PASSWORD = 'correct horse battery staple';
const JIRA_TOKEN = 'ATATT3xFfGF0-plain-start-token';
const jira = { jiraUrl: 'https://acme.atlassian.net', jiraApiToken: JIRA_TOKEN, jiraProject: 'ACME' };
const NO_KEY = { message: 'Integration secrets cannot be stored: no encryption key is configured on the server (INTEGRATION_KEYS).' };

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'joognoo-keys-test-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function recordingLogger(lines: string[]): Logger {
  const record = (level: string) => (entry: Record<string, unknown>) => void lines.push(JSON.stringify({ level, ...entry }));
  return { info: record('info'), warn: record('warn'), error: record('error') };
}

/**
 * Starts the server as `pnpm start` would with `env`, creates a user, signs in and connects
 * Jira; returns the answer's status and body, and the stored row (if any).
 */
async function connectJiraOnPlainStart(env: Record<string, string>, lines: string[] = []) {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', ...env });
  const running = await startServer({ config, logger: recordingLogger(lines) });
  const db = openDatabase(config);
  try {
    const user = await createUser(db, { email: `ann-${Date.now()}@example.com`, password: PASSWORD });
    const headers = { 'content-type': 'application/json', Origin: running.url };
    const login = await fetch(`${running.url}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ email: user.email, password: PASSWORD }) });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const response = await fetch(`${running.url}/api/dev/integrations/jira`, { method: 'POST', headers: { ...headers, Cookie: cookie }, body: JSON.stringify(jira) });
    const row = await db('jira_connections').where({ user_id: user.id }).first<{ api_token_encrypted: string } | undefined>();
    return { status: response.status, body: await response.json(), row, userId: user.id };
  } finally {
    await db.destroy();
    await running.close();
  }
}

describe('integration keys on a plain start', () => {
  it('generates a random key into DATA_DIR/integration-keys (mode 0600) on the first start, says so once by path, and reuses it', async () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'integration-keys');
    const lines: string[] = [];
    const first = await connectJiraOnPlainStart({ DATA_DIR: dataDir }, lines);
    expect(first.status).toBe(200);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const content = fs.readFileSync(file, 'utf8');
    expect(content).toMatch(/^local:[A-Za-z0-9+/]{43}=\n$/);
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('integration-keys'))).toEqual(['integration-keys']); // no temp file left
    const keyLines = lines.filter((line) => line.includes('integration key'));
    expect(keyLines).toHaveLength(1);
    expect(JSON.parse(keyLines[0]!)).toEqual({
      level: 'warn',
      msg: 'INTEGRATION_KEYS is not set: generated an integration key for secrets at rest (back it up with the database)',
      file,
    });
    const key = content.trim().slice('local:'.length);
    for (const line of lines) expect(line).not.toContain(key);

    // The second start reuses the key: the first start's row still decrypts, nothing is logged.
    const again: string[] = [];
    const second = await connectJiraOnPlainStart({ DATA_DIR: dataDir }, again);
    expect(second.status).toBe(200);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
    expect(again.filter((line) => line.includes('integration key'))).toEqual([]);
    const keyring = parseKeyring(content.trim());
    expect(decryptSecret(keyring, first.row!.api_token_encrypted, secretContext.jiraToken(first.userId))).toBe(JIRA_TOKEN);
    expect(decryptSecret(keyring, second.row!.api_token_encrypted, secretContext.jiraToken(second.userId))).toBe(JIRA_TOKEN);
  }, 60_000);

  it('stores rows that the public development key cannot decrypt', async () => {
    const { status, row, userId } = await connectJiraOnPlainStart({ DATA_DIR: tempDir() });
    expect(status).toBe(200);
    expect(secretKeyId(row!.api_token_encrypted)).toBe('local');
    const development = developmentKeyring();
    // Even relabelled with the development key's id, the value does not decrypt with it.
    const relabelled = row!.api_token_encrypted.replace(/^v1:local:/, `v1:${DEVELOPMENT_KEY_ID}:`);
    expect(() => decryptSecret(development, row!.api_token_encrypted, secretContext.jiraToken(userId))).toThrow();
    expect(() => decryptSecret(development, relabelled, secretContext.jiraToken(userId))).toThrow();
  }, 60_000);

  it('uses the development key when chosen explicitly (INTEGRATION_KEYS=development), with a warning and no key file', async () => {
    const dataDir = tempDir();
    const lines: string[] = [];
    const { status, row, userId } = await connectJiraOnPlainStart({ DATA_DIR: dataDir, INTEGRATION_KEYS: 'development' }, lines);
    expect(status).toBe(200);
    expect(secretKeyId(row!.api_token_encrypted)).toBe(DEVELOPMENT_KEY_ID);
    expect(decryptSecret(developmentKeyring(), row!.api_token_encrypted, secretContext.jiraToken(userId))).toBe(JIRA_TOKEN);
    expect(fs.existsSync(path.join(dataDir, 'integration-keys'))).toBe(false);
    expect(lines.filter((line) => line.includes('development key'))).toHaveLength(1);
  }, 60_000);

  it('refuses to store a secret (503, nothing stored) when the key file cannot be used, and says why in one line', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'integration-keys')); // a directory where the file should be
    const lines: string[] = [];
    const { status, body, row } = await connectJiraOnPlainStart({ DATA_DIR: dataDir }, lines);
    expect(status).toBe(503);
    expect(body).toEqual(NO_KEY);
    expect(row).toBeUndefined();
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 'error');
    expect(errors).toEqual([
      {
        level: 'error',
        msg: 'integration key unavailable: storing Jira and CI/CD secrets is refused until INTEGRATION_KEYS is set or the key file can be written',
        file: path.join(dataDir, 'integration-keys'),
        error: `The integration key file ${path.join(dataDir, 'integration-keys')} cannot be used (EISDIR)`,
      },
    ]);
  }, 60_000);

  it('still refuses to start in production without INTEGRATION_KEYS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://joognoo.example', DATA_DIR: tempDir() })).toThrow(
      /^Invalid configuration: INTEGRATION_KEYS is required in production/,
    );
  });
});
