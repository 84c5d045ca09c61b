import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Logger } from '../src/logger.ts';
import { usersRepository } from '../src/people/store/users.ts';
import { CICD_WEBHOOK_PRIVATE } from '../src/integrations/routes.ts';
import { secretContext } from '../src/integrations/service.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { decryptSecret, emptyKeyring, parseKeyring, secretKeyId } from '../src/security/secrets.ts';
import { PRIVATE_TARGET_URLS } from './private-targets.ts';
import { TEST_INTEGRATION_KEY, countRows, createTestDatabase, dialects, expectNoLeak, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const SITE = 'https://joognoo.example';
const EVIL = 'https://evil.example';
const PASSWORD = 'correct horse battery staple';
/** A cheap scrypt cost for the test accounts, so the many sign-ins stay fast (the stored hash records it). */
const FAST_HASH = { N: 2 ** 10, r: 8, p: 1 };
const JIRA_TOKEN = 'ATATT3xFfGF0-jira-token-do-not-leak';
const CICD_KEY = 'ghp_cicdKeyThatMustNeverLeak1234';
const SIGN_IN = { message: 'Please sign in to continue.' };
const FIX_FIELDS = 'Please correct the highlighted fields.';
const NOT_FOUND = { message: 'Prompt template not found' };

const jira = {
  jiraUrl: 'https://acme.atlassian.net',
  jiraApiToken: JIRA_TOKEN,
  jiraProject: 'ACME',
  syncIssues: true,
  updateTicketsOnCommit: false,
  enableAiSuggestions: true,
};
const cicd = {
  provider: 'gitlab-ci',
  webhookUrl: 'https://ci.acme.example/hooks/joognoo',
  apiKey: CICD_KEY,
  repository: 'acme/platform',
  branch: '',
  enableDeploy: false,
  enableTests: true,
};
const prompt = {
  name: 'Security review',
  description: 'Checks a diff for common security issues.',
  prompt: 'Review this {language} change for injection, authz and secrets: {diff}',
  category: 'security',
};

describe.each(dialects)('Enterprise Integrations API on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  const extraServers: TestServer[] = [];
  /** Every line the app logs (request lines, warnings, errors). */
  const logLines: string[] = [];
  const logger: Logger = {
    info: (entry) => void logLines.push(JSON.stringify(entry)),
    warn: (entry) => void logLines.push(JSON.stringify(entry)),
    error: (entry) => void logLines.push(JSON.stringify(entry)),
  };
  let ann: { id: number; cookie: string };
  let bob: { id: number; cookie: string };

  async function signIn(email: string, base = server.url): Promise<string> {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: SITE },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    config = { ...database.config, siteOrigin: SITE };
    server = await startTestServer(database.db, config, logger);
    const users = usersRepository(database.db);
    const hash = await hashPassword(PASSWORD, FAST_HASH);
    const annUser = await users.create('ann@example.com', hash);
    const bobUser = await users.create('bob@example.com', hash);
    ann = { id: annUser.id, cookie: await signIn('ann@example.com') };
    bob = { id: bobUser.id, cookie: await signIn('bob@example.com') };
  }, 60_000);

  afterAll(async () => {
    await Promise.all(extraServers.map((extra) => extra.close()));
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    for (const table of ['jira_connections', 'cicd_connections', 'prompt_templates']) await database.db(table).del();
  });

  /** A request as the site's own page sends it (Origin), signed in as `who` when given. */
  async function call(method: string, path: string, { who, body, origin = SITE, base = server.url }: { who?: { cookie: string }; body?: unknown; origin?: string; base?: string } = {}) {
    const headers: Record<string, string> = { Origin: origin };
    if (who) headers.Cookie = who.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
  }

  describe('without a session', () => {
    it.each([
      ['GET', '/api/dev/integrations', undefined],
      ['POST', '/api/dev/integrations/jira', jira],
      ['POST', '/api/dev/integrations/cicd', cicd],
      ['POST', '/api/dev/integrations/prompts', prompt],
      ['PUT', '/api/dev/integrations/prompts/1', prompt],
      ['DELETE', '/api/dev/integrations/prompts/1', undefined],
    ])('answers %s %s 401 with the sign-in message and stores nothing', async (method, path, body) => {
      for (const cookie of [undefined, 'joognoo_auth=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
        const response = await call(method, path, { body, ...(cookie ? { who: { cookie } } : {}) });
        expect(response.status).toBe(401);
        expect(response.body).toEqual(SIGN_IN);
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
      expect(await countRows(database.db, 'jira_connections')).toBe(0);
      expect(await countRows(database.db, 'prompt_templates')).toBe(0);
    });
  });

  describe('validation (the exact field messages)', () => {
    it('refuses an empty Jira form with every Jira message', async () => {
      const response = await call('POST', '/api/dev/integrations/jira', { who: ann, body: {} });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: FIX_FIELDS,
        errors: { jiraUrl: 'Please enter a valid Jira URL', jiraApiToken: 'API token is required', jiraProject: 'Jira project key is required' },
        codes: { jiraUrl: { code: 'jiraUrl.invalid' }, jiraApiToken: { code: 'jiraApiToken.required' }, jiraProject: { code: 'jiraProject.required' } },
      });
    });

    it.each(['acme', 'ftp://acme.atlassian.net', 'javascript:alert(1)', 'https://'])('refuses the Jira URL %j', async (jiraUrl) => {
      const response = await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraUrl } });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ jiraUrl: 'Please enter a valid Jira URL' });
    });

    it('refuses blank (whitespace) Jira token and project', async () => {
      const response = await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraApiToken: '   ', jiraProject: ' ' } });
      expect(response.body.errors).toEqual({ jiraApiToken: 'API token is required', jiraProject: 'Jira project key is required' });
    });

    it('refuses an empty CI/CD form with the provider and API key messages', async () => {
      const response = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: {} });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: FIX_FIELDS,
        errors: { provider: 'Please select a CI/CD provider', apiKey: 'API key is required' },
        codes: { provider: { code: 'provider.required' }, apiKey: { code: 'apiKey.required' } },
      });
    });

    it('refuses an unknown provider and an invalid webhook URL', async () => {
      const response = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { ...cicd, provider: 'bamboo', webhookUrl: 'not a url' } });
      expect(response.body.errors).toEqual({ provider: 'Please select a CI/CD provider', webhookUrl: 'Please enter a valid webhook URL' });
    });

    it('refuses a prompt template below every minimum, on create and on update', async () => {
      const errors = {
        name: 'Prompt name must be at least 3 characters',
        description: 'Please provide a description',
        prompt: 'Prompt template must be at least 20 characters',
        category: 'Please select a category',
      };
      const tooShort = { name: 'ab', description: '012345678', prompt: '0123456789012345678', category: 'poetry' };
      const codes = {
        name: { code: 'promptName.tooShort', values: { min: 3 } },
        description: { code: 'promptDescription.required' },
        prompt: { code: 'prompt.tooShort', values: { min: 20 } },
        category: { code: 'promptCategory.required' },
      };
      const created = await call('POST', '/api/dev/integrations/prompts', { who: ann, body: tooShort });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ message: FIX_FIELDS, errors, codes });
      expect((await call('POST', '/api/dev/integrations/prompts', { who: ann, body: {} })).body.errors).toEqual(errors);
      const saved = await call('POST', '/api/dev/integrations/prompts', { who: ann, body: prompt });
      const updated = await call('PUT', `/api/dev/integrations/prompts/${saved.body.id}`, { who: ann, body: tooShort });
      expect(updated.status).toBe(400);
      expect(updated.body.errors).toEqual(errors);
      expect(await database.db('prompt_templates').select('name')).toEqual([{ name: prompt.name }]);
    });

    it('refuses a non-JSON body (415) and a non-object body (400)', async () => {
      const response = await fetch(`${server.url}/api/dev/integrations/prompts`, {
        method: 'POST',
        headers: { Origin: SITE, Cookie: ann.cookie, 'content-type': 'text/plain' },
        body: 'x',
      });
      expect(response.status).toBe(415);
      expect((await call('POST', '/api/dev/integrations/prompts', { who: ann, body: [prompt] })).status).toBe(400);
    });
  });

  describe('Jira and CI/CD connections', () => {
    it('starts disconnected with no templates', async () => {
      const response = await call('GET', '/api/dev/integrations', { who: ann });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ jira: { connected: false }, cicd: { connected: false }, prompts: [] });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('connects Jira, shows it without the token, and replaces it on a second connect', async () => {
      const first = await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira });
      expect(first.status).toBe(200);
      const status = {
        connected: true,
        jiraUrl: 'https://acme.atlassian.net',
        jiraProject: 'ACME',
        syncIssues: true,
        updateTicketsOnCommit: false,
        enableAiSuggestions: true,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      };
      expect(first.body).toEqual({ message: 'Jira integration successful', jira: status });
      expect((await call('GET', '/api/dev/integrations', { who: ann })).body.jira).toEqual(first.body.jira);
      const second = await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraProject: 'OPS', jiraApiToken: 'rotated-token' } });
      expect(second.body.jira.jiraProject).toBe('OPS');
      expect(await countRows(database.db, 'jira_connections')).toBe(1);
      // Bob sees nothing of Ann's.
      expect((await call('GET', '/api/dev/integrations', { who: bob })).body.jira).toEqual({ connected: false });
    });

    it.each([
      'http://localhost:8080',
      'http://127.0.0.1/jira',
      'http://[::1]/',
      'http://10.0.0.5',
      'http://192.168.1.20:8080',
      'http://169.254.169.254/latest/meta-data',
      'https://jira.corp.local',
      'https://acme.invalid',
    ])('refuses the non-public Jira URL %s with 422 and the refusal message, storing nothing', async (jiraUrl) => {
      const response = await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraUrl } });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: 'Jira refused the connection: the URL must be a public Jira Cloud or Server address.' });
      expect(await countRows(database.db, 'jira_connections')).toBe(0);
    });

    it('connects CI/CD with the schema defaults and without the key', async () => {
      const response = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { provider: 'jenkins', apiKey: CICD_KEY } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        message: 'CI/CD integration successful',
        cicd: {
          connected: true,
          provider: 'jenkins',
          webhookUrl: '',
          repository: '',
          branch: 'main',
          enableDeploy: true,
          enableTests: true,
          updatedAt: expect.any(String),
        },
      });
      const full = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd });
      expect(full.body.cicd).toMatchObject({ provider: 'gitlab-ci', webhookUrl: cicd.webhookUrl, repository: 'acme/platform', branch: '', enableDeploy: false });
      expect((await call('GET', '/api/dev/integrations', { who: ann })).body.cicd).toEqual(full.body.cicd);
      expect(await countRows(database.db, 'cicd_connections')).toBe(1);
    });
  });

  describe('secrets at rest', () => {
    it('stores the Jira token and the CI/CD key encrypted (v1:<keyId>:...), decryptable with the key only', async () => {
      await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira });
      await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd });
      const jiraRow = await database.db('jira_connections').first();
      const cicdRow = await database.db('cicd_connections').first();
      const everything = JSON.stringify([jiraRow, cicdRow]);
      expect(everything).not.toContain(JIRA_TOKEN);
      expect(everything).not.toContain(CICD_KEY);
      expect(everything).not.toContain(Buffer.from(JIRA_TOKEN).toString('base64url'));
      expect(jiraRow.api_token_encrypted).toMatch(/^v1:test-1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
      const keyring = parseKeyring(`test-1:${TEST_INTEGRATION_KEY}`);
      expect(decryptSecret(keyring, jiraRow.api_token_encrypted, secretContext.jiraToken(ann.id))).toBe(JIRA_TOKEN);
      expect(decryptSecret(keyring, cicdRow.api_key_encrypted, secretContext.cicdKey(ann.id))).toBe(CICD_KEY);
      // Bound to its owner: copied to Bob's row it would not decrypt.
      expect(() => decryptSecret(keyring, jiraRow.api_token_encrypted, secretContext.jiraToken(bob.id))).toThrow();
    });

    it('refuses to store a secret with 503 and stores nothing when the server has no key (no INTEGRATION_KEYS, no key file)', async () => {
      const keyless = await startTestServer(database.db, { ...config, integrationKeys: emptyKeyring() }, logger);
      extraServers.push(keyless);
      const message = 'Integration secrets cannot be stored: no encryption key is configured on the server (INTEGRATION_KEYS).';
      for (const [path, body] of [['/api/dev/integrations/jira', jira], ['/api/dev/integrations/cicd', cicd]] as const) {
        const response = await call('POST', path, { who: ann, body, base: keyless.url });
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ message });
      }
      expect(await countRows(database.db, 'jira_connections')).toBe(0);
      expect(await countRows(database.db, 'cicd_connections')).toBe(0);
      // A connection stored earlier is not replaced either.
      await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira });
      const before = await database.db('jira_connections').where({ user_id: ann.id }).first();
      expect((await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraProject: 'NEW' }, base: keyless.url })).status).toBe(503);
      expect(await database.db('jira_connections').where({ user_id: ann.id }).first()).toEqual(before);
    });

    it('refuses URLs with a user name or password (400, nothing stored)', async () => {
      const jiraResponse = await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraUrl: 'https://user:pass@acme.atlassian.net' } });
      expect(jiraResponse.status).toBe(400);
      expect(jiraResponse.body).toEqual({
        message: FIX_FIELDS,
        errors: { jiraUrl: 'Please enter the Jira URL without a user name or password' },
        codes: { jiraUrl: { code: 'jiraUrl.credentials' } },
      });
      const cicdResponse = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { ...cicd, webhookUrl: 'https://ci:secret@ci.acme.example/hook' } });
      expect(cicdResponse.status).toBe(400);
      expect(cicdResponse.body).toEqual({
        message: FIX_FIELDS,
        errors: { webhookUrl: 'Please enter the webhook URL without a user name or password' },
        codes: { webhookUrl: { code: 'webhookUrl.credentials' } },
      });
      expect(await countRows(database.db, 'jira_connections')).toBe(0);
      expect(await countRows(database.db, 'cicd_connections')).toBe(0);
    });

    it('refuses a CI/CD webhook URL on this machine, its networks or a metadata host (400, nothing stored)', async () => {
      const strict = await startTestServer(database.db, { ...config, webhookAllowPrivateTargets: false }, logger);
      extraServers.push(strict);
      for (const webhookUrl of PRIVATE_TARGET_URLS) {
        const response = await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { ...cicd, webhookUrl }, base: strict.url });
        expect([webhookUrl, response.status, response.body]).toEqual([webhookUrl, 400, { message: FIX_FIELDS, errors: { webhookUrl: CICD_WEBHOOK_PRIVATE }, codes: { webhookUrl: { code: 'webhookUrl.private' } } }]);
      }
      expect(await countRows(database.db, 'cicd_connections')).toBe(0);
      expect((await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd, base: strict.url })).status).toBe(200);
      // WEBHOOK_ALLOW_PRIVATE_TARGETS=true (the suite's config): an on-premises CI server is accepted.
      expect((await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { ...cicd, webhookUrl: 'http://10.0.0.1:8080/hook' } })).status).toBe(200);
    });

    it('keeps old values readable after a new key is put first, and encrypts new ones with it', async () => {
      await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira });
      const newKey = Buffer.alloc(32, 0x42).toString('base64');
      const rotated = parseKeyring(`test-2:${newKey},test-1:${TEST_INTEGRATION_KEY}`);
      const next = await startTestServer(database.db, { ...config, integrationKeys: rotated }, logger);
      extraServers.push(next);
      const old = await database.db('jira_connections').where({ user_id: ann.id }).first('api_token_encrypted');
      expect(decryptSecret(rotated, old.api_token_encrypted, secretContext.jiraToken(ann.id))).toBe(JIRA_TOKEN);
      expect((await call('GET', '/api/dev/integrations', { who: ann, base: next.url })).body.jira.connected).toBe(true);
      await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd, base: next.url });
      const stored = await database.db('cicd_connections').where({ user_id: ann.id }).first('api_key_encrypted');
      expect(secretKeyId(stored.api_key_encrypted)).toBe('test-2');
      expect(decryptSecret(rotated, stored.api_key_encrypted, secretContext.cicdKey(ann.id))).toBe(CICD_KEY);
    });

    it('never puts a token in a response body or a log line', async () => {
      logLines.length = 0;
      const bodies = [
        await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira }),
        await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraUrl: 'http://localhost' } }),
        await call('POST', '/api/dev/integrations/jira', { who: ann, body: { ...jira, jiraProject: '' } }),
        await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd }),
        await call('POST', '/api/dev/integrations/cicd', { who: ann, body: { ...cicd, provider: 'nope' } }),
        await call('GET', '/api/dev/integrations', { who: ann }),
        await call('POST', '/api/dev/integrations/jira', { body: jira }),
      ].map((response) => response.text);
      expect(logLines.length).toBeGreaterThanOrEqual(7);
      for (const text of [...bodies, ...logLines]) {
        expect(text).not.toContain(JIRA_TOKEN);
        expect(text).not.toContain(CICD_KEY);
        expect(text).not.toContain('api_token_encrypted');
      }
    });
  });

  describe('prompt templates', () => {
    it('creates (201), lists oldest first, updates (200) and deletes (204) own templates', async () => {
      const a = await call('POST', '/api/dev/integrations/prompts', { who: ann, body: prompt });
      expect(a.status).toBe(201);
      expect(a.body).toEqual({ id: expect.any(Number), ...prompt });
      const b = await call('POST', '/api/dev/integrations/prompts', {
        who: ann,
        body: { name: '  Docs  ', description: 'Documents a module well.', prompt: 'Document {module_name} in {language} please.', category: 'documentation' },
      });
      expect(b.body.name).toBe('Docs'); // trimmed, as the schema says
      expect((await call('GET', '/api/dev/integrations', { who: ann })).body.prompts).toEqual([a.body, b.body]);

      const changed = { ...prompt, name: 'Security review v2', category: 'code-review' };
      const updated = await call('PUT', `/api/dev/integrations/prompts/${a.body.id}`, { who: ann, body: changed });
      expect(updated.status).toBe(200);
      expect(updated.body).toEqual({ id: a.body.id, ...changed });
      // The same values again are still a success.
      expect((await call('PUT', `/api/dev/integrations/prompts/${a.body.id}`, { who: ann, body: changed })).status).toBe(200);

      const deleted = await call('DELETE', `/api/dev/integrations/prompts/${b.body.id}`, { who: ann });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await call('GET', '/api/dev/integrations', { who: ann })).body.prompts).toEqual([{ id: a.body.id, ...changed }]);
      expect((await call('DELETE', `/api/dev/integrations/prompts/${b.body.id}`, { who: ann })).body).toEqual(NOT_FOUND);
    });

    it("never shows, edits or deletes another user's template (404, as if missing)", async () => {
      const annsTemplate = (await call('POST', '/api/dev/integrations/prompts', { who: ann, body: prompt })).body;
      await call('POST', '/api/dev/integrations/prompts', { who: bob, body: { ...prompt, name: "Bob's" } });
      const bobsView = await call('GET', '/api/dev/integrations', { who: bob });
      expect(bobsView.body.prompts.map((template: { name: string }) => template.name)).toEqual(["Bob's"]);

      const edit = await call('PUT', `/api/dev/integrations/prompts/${annsTemplate.id}`, { who: bob, body: { ...prompt, name: 'Hijacked' } });
      expect(edit.status).toBe(404);
      expect(edit.body).toEqual(NOT_FOUND);
      const remove = await call('DELETE', `/api/dev/integrations/prompts/${annsTemplate.id}`, { who: bob });
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual(NOT_FOUND);
      for (const id of ['999999', 'abc', '0', '-1']) {
        expect((await call('DELETE', `/api/dev/integrations/prompts/${id}`, { who: bob })).body).toEqual(NOT_FOUND);
      }
      expect(await database.db('prompt_templates').where({ id: annsTemplate.id }).first('name', 'user_id')).toEqual({ name: prompt.name, user_id: ann.id });
    });
  });

  describe('cross-site writes', () => {
    it('refuses a signed-in write from https://evil.example (403) and changes nothing', async () => {
      const existing = (await call('POST', '/api/dev/integrations/prompts', { who: ann, body: prompt })).body;
      const attempts = [
        await call('POST', '/api/dev/integrations/jira', { who: ann, body: jira, origin: EVIL }),
        await call('POST', '/api/dev/integrations/cicd', { who: ann, body: cicd, origin: EVIL }),
        await call('POST', '/api/dev/integrations/prompts', { who: ann, body: prompt, origin: EVIL }),
        await call('PUT', `/api/dev/integrations/prompts/${existing.id}`, { who: ann, body: { ...prompt, name: 'Changed' }, origin: EVIL }),
        await call('DELETE', `/api/dev/integrations/prompts/${existing.id}`, { who: ann, origin: EVIL }),
      ];
      for (const response of attempts) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'Cross-site request refused.' });
        expectNoLeak(response.text);
      }
      expect(await countRows(database.db, 'jira_connections')).toBe(0);
      expect(await countRows(database.db, 'cicd_connections')).toBe(0);
      expect(await database.db('prompt_templates').select('name')).toEqual([{ name: prompt.name }]);
    });
  });
});
