import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_MESSAGES } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { LINK_LIMITS } from '../src/security/link-attempts.ts';
import { composedPayload } from './outbox-payload.ts';
import { STAFF_PASSWORD, adminFetch, signedInStaff, signIn, type SignedInStaff } from './staff.ts';

const NEW_PASSWORD = 'a brand new long password';

/** The token of the last queued e-mail to `to` of this kind (from its link). */
async function mailedToken(database: TestDatabase, to: string, kind: string): Promise<string> {
  const row = await database.db('deliveries').where({ person_email: to, kind, channel: 'email' }).orderBy('created_at', 'desc').first('id', 'payload', 'secrets_encrypted');
  const text = (JSON.parse(composedPayload(database.config, row)) as { text: string }).text;
  return /\/(?:invitation|reset-password)\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

describe.each(dialects)('people and roles on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: SignedInStaff;
  const origin = () => ({ origin: database.config.siteOrigin });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    admin = await signedInStaff(database.db, database.config, 'admin', 'boss@joognoo.test');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...origin(), ...headers }, body: JSON.stringify(body) });

  it('invites by e-mail: the invitation row (token hashed), the outbox e-mail and the audit row, in one go', async () => {
    const response = await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: ' Mia@Joognoo.test ', role: 'marketer', name: 'Mia' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { invitation: { id: number; email: string; role: string; expiresAt: string } };
    expect(body.invitation).toMatchObject({ email: 'mia@joognoo.test', role: 'marketer' });
    const hours = (Date.parse(body.invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const token = await mailedToken(database, 'mia@joognoo.test', 'staff_invitation');
    const rows = await database.db('account_tokens').where({ email: 'mia@joognoo.test' }).select('token_hash', 'kind', 'role', 'used_at');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'invitation', role: 'marketer', used_at: null });
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
    const mail = await database.db('deliveries').where({ person_email: 'mia@joognoo.test', kind: 'staff_invitation' }).first();
    const message = JSON.parse(composedPayload(database.config, mail)) as { to: string; subject: string; html: string };
    expect(message.to).toBe('mia@joognoo.test');
    expect(message.html).toContain(`${database.config.siteUrl}/admin/invitation/${token}`);
    const audit = await database.db('audit_log').where({ action: 'user.invite' }).first();
    expect(audit).toMatchObject({ actor_email: 'boss@joognoo.test', subject_type: 'invitation', subject_id: String(body.invitation.id) });
    expect(JSON.parse(audit.details)).toEqual({ email: 'mia@joognoo.test', role: 'marketer', name: 'Mia' });
    expect(audit.details).not.toContain(token);

    const list = (await (await adminFetch(`${server.url}/api/admin/people`, 'GET', admin)).json()) as { items: { email: string }[]; invitations: { email: string; status: string }[] };
    expect(list.items.map((person) => person.email)).toContain('boss@joognoo.test');
    expect(list.invitations).toEqual([expect.objectContaining({ email: 'mia@joognoo.test', status: 'invited' })]);
  });

  it('re-inviting the same address replaces the old link; an existing account is a 409', async () => {
    const first = await mailedToken(database, 'mia@joognoo.test', 'staff_invitation');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: 'mia@joognoo.test', role: 'sales' })).status).toBe(201);
    const second = await mailedToken(database, 'mia@joognoo.test', 'staff_invitation');
    expect(second).not.toBe(first);
    expect(await database.db('account_tokens').where({ email: 'mia@joognoo.test' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await fetch(`${server.url}/api/auth/invitations/${first}`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/api/auth/invitations/${second}`)).json()).toMatchObject({ email: 'mia@joognoo.test', role: 'sales' });

    const taken = await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: 'BOSS@joognoo.test', role: 'sales' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ message: PEOPLE_MESSAGES.alreadyActive });
    const invalid = await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: 'nope', role: 'boss' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toMatchObject({ email: expect.any(String), role: 'Please choose a role' });
  });

  it('accepting creates the user with the role, signs them in, records it, and the link works once', async () => {
    const token = await mailedToken(database, 'mia@joognoo.test', 'staff_invitation');
    const short = await post('/api/auth/invitations/accept', { token, name: 'Mia', password: 'short' });
    expect(short.status).toBe(400);
    const response = await post('/api/auth/invitations/accept', { token, name: 'Mia Marketer', password: NEW_PASSWORD });
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^joognoo_auth=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const user = await database.db('users').where({ email: 'mia@joognoo.test' }).first();
    expect(user).toMatchObject({ role: 'sales', name: 'Mia Marketer', disabled_at: null });
    const me = await fetch(`${server.url}/api/admin/me`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(await me.json()).toMatchObject({ user: { email: 'mia@joognoo.test', role: 'sales' } });
    const audit = await database.db('audit_log').where({ action: 'user.accept_invitation' }).first();
    expect(audit).toMatchObject({ actor_user_id: user.id, actor_email: 'mia@joognoo.test', subject_type: 'user', subject_id: String(user.id) });

    const again = await post('/api/auth/invitations/accept', { token, name: 'Mia', password: NEW_PASSWORD });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: PEOPLE_MESSAGES.invalidLink });
    const unknown = await post('/api/auth/invitations/accept', { token: 'x'.repeat(43), name: 'Mia', password: NEW_PASSWORD });
    expect(unknown.status).toBe(404);
  });

  it('an expired invitation is refused', async () => {
    await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: 'late@joognoo.test', role: 'sales' });
    const token = await mailedToken(database, 'late@joognoo.test', 'staff_invitation');
    await database.db('account_tokens').where({ email: 'late@joognoo.test' }).update({ expires_at: toDbTime(database.db, new Date(Date.now() - 1000)) });
    expect((await fetch(`${server.url}/api/auth/invitations/${token}`)).status).toBe(404);
    const response = await post('/api/auth/invitations/accept', { token, name: 'Late', password: NEW_PASSWORD });
    expect(response.status).toBe(404);
    expect(await database.db('users').where({ email: 'late@joognoo.test' }).first()).toBeUndefined();

    // A week after it expired, the next link made sweeps its row.
    await database.db('account_tokens').where({ email: 'late@joognoo.test' }).update({ expires_at: toDbTime(database.db, new Date(Date.now() - 8 * 86_400_000)) });
    await adminFetch(`${server.url}/api/admin/people/invitations`, 'POST', admin, { email: 'later@joognoo.test', role: 'sales' });
    expect(await database.db('account_tokens').where({ email: 'late@joognoo.test' }).first()).toBeUndefined();
  });

  it('changes a role, disables (ending every session at once) and enables, with audit rows', async () => {
    const sales = await signedInStaff(database.db, database.config, 'sales');
    await signIn(database.db, sales.user.id);
    expect(await database.db('sessions').where({ user_id: sales.user.id }).count({ n: '*' })).toEqual([{ n: 2 }]);

    const role = await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/role`, 'POST', admin, { role: 'marketer' });
    expect(role.status).toBe(200);
    expect((await database.db('users').where({ id: sales.user.id }).first()).role).toBe('marketer');
    const roleAudit = await database.db('audit_log').where({ action: 'user.role', subject_id: String(sales.user.id) }).first();
    expect(JSON.parse(roleAudit.details)).toMatchObject({ from: 'sales', to: 'marketer' });
    // A recruiter is a role like the others: given, then taken back.
    expect((await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/role`, 'POST', admin, { role: 'recruiter' })).status).toBe(200);
    expect((await database.db('users').where({ id: sales.user.id }).first()).role).toBe('recruiter');
    expect((await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/role`, 'POST', admin, { role: 'marketer' })).status).toBe(200);

    const disable = await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/disable`, 'POST', admin);
    expect(disable.status).toBe(200);
    expect(await database.db('sessions').where({ user_id: sales.user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    expect((await database.db('users').where({ id: sales.user.id }).first()).disabled_at).not.toBeNull();
    expect((await adminFetch(`${server.url}/api/admin/me`, 'GET', sales)).status).toBe(401);
    expect(await database.db('audit_log').where({ action: 'user.disable', subject_id: String(sales.user.id) }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const list = (await (await adminFetch(`${server.url}/api/admin/people`, 'GET', admin)).json()) as { items: { id: number; status: string }[] };
    expect(list.items.find((person) => person.id === sales.user.id)?.status).toBe('disabled');

    const enable = await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/enable`, 'POST', admin);
    expect(enable.status).toBe(200);
    expect((await database.db('users').where({ id: sales.user.id }).first()).disabled_at).toBeNull();
    expect(await database.db('audit_log').where({ action: 'user.enable', subject_id: String(sales.user.id) }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect((await adminFetch(`${server.url}/api/admin/people/999999/disable`, 'POST', admin)).status).toBe(404);
  });

  it('an admin cannot disable or demote themself, and the last active admin stays', async () => {
    const self = await adminFetch(`${server.url}/api/admin/people/${admin.user.id}/disable`, 'POST', admin);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: PEOPLE_MESSAGES.selfDisable });
    const demote = await adminFetch(`${server.url}/api/admin/people/${admin.user.id}/role`, 'POST', admin, { role: 'sales' });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({ message: PEOPLE_MESSAGES.selfDemote });

    // Two admins disabling each other at once: one wins, the other gets the 409, an admin stays.
    const other = await signedInStaff(database.db, database.config, 'admin');
    const [a, b] = await Promise.all([
      adminFetch(`${server.url}/api/admin/people/${other.user.id}/disable`, 'POST', admin),
      adminFetch(`${server.url}/api/admin/people/${admin.user.id}/disable`, 'POST', other),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const activeAdmins = await database.db('users').where({ role: 'admin' }).whereNull('disabled_at').count({ n: '*' });
    expect(Number(activeAdmins[0]!.n)).toBe(1);
    // Put things back for the next tests.
    await database.db('users').whereIn('id', [admin.user.id, other.user.id]).update({ disabled_at: null });
    admin = { ...admin, ...(await (async () => {
      const cookie = await signIn(database.db, admin.user.id);
      return { cookie, headers: { cookie, origin: database.config.siteOrigin } };
    })()) };
  });
});

describe.each(dialects)('password reset by e-mail link on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let sales: SignedInStaff;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    sales = await signedInStaff(database.db, database.config, 'sales', 'sam@joognoo.test');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: database.config.siteOrigin, ...headers }, body: JSON.stringify(body) });

  it('answers the same for a known and an unknown address; only a known one gets the e-mail', async () => {
    const known = await post('/api/auth/password-resets', { email: 'SAM@joognoo.test' });
    const unknown = await post('/api/auth/password-resets', { email: 'nobody@joognoo.test' });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: PEOPLE_MESSAGES.resetRequested });
    expect(await unknown.json()).toEqual({ message: PEOPLE_MESSAGES.resetRequested });
    expect(await database.db('deliveries').where({ kind: 'password_reset' }).pluck('person_email')).toEqual(['sam@joognoo.test']);
    const reset = await database.db('account_tokens').where({ kind: 'password_reset' }).first();
    expect(reset).toMatchObject({ email: 'sam@joognoo.test', user_id: sales.user.id, used_at: null });
    expect(await database.db('account_tokens').where({ email: 'nobody@joognoo.test' }).select()).toEqual([]);
  });

  it('sets the new password once, ends every session, and the old password no longer works', async () => {
    const token = await mailedToken(database, 'sam@joognoo.test', 'password_reset');
    const response = await post('/api/auth/password-resets/complete', { token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await database.db('sessions').where({ user_id: sales.user.id }).count({ n: '*' })).toEqual([{ n: 0 }]);
    const old = await post('/api/auth/login', { email: 'sam@joognoo.test', password: 'a long enough staff password' });
    expect(old.status).toBe(401);
    const fresh = await post('/api/auth/login', { email: 'sam@joognoo.test', password: NEW_PASSWORD });
    expect(fresh.status).toBe(200);
    expect(await database.db('audit_log').where({ action: 'user.password_reset', actor_user_id: sales.user.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const again = await post('/api/auth/password-resets/complete', { token, password: NEW_PASSWORD });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: PEOPLE_MESSAGES.invalidLink });
  });

  it('an expired link is refused; an admin can send the link (audited)', async () => {
    const admin = await signedInStaff(database.db, database.config, 'admin');
    const sent = await adminFetch(`${server.url}/api/admin/people/${sales.user.id}/password-reset`, 'POST', admin);
    expect(sent.status).toBe(202);
    expect(await database.db('audit_log').where({ action: 'user.password_reset_link', subject_id: String(sales.user.id) }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const token = await mailedToken(database, 'sam@joognoo.test', 'password_reset');
    await database.db('account_tokens').where({ kind: 'password_reset' }).whereNull('used_at').update({ expires_at: toDbTime(database.db, new Date(Date.now() - 1)) });
    const response = await post('/api/auth/password-resets/complete', { token, password: NEW_PASSWORD });
    expect(response.status).toBe(404);
  });

  it("past 5 requests for an address the answer stays the same, and only the owner's recent sign-in address still gets the e-mail", async () => {
    // Clients told apart by X-Forwarded-For, as behind the site or a proxy.
    const proxied = await startTestServer(database.db, { ...database.config, trustProxy: true });
    try {
      const from = (ip: string, path: string, body: unknown) =>
        fetch(`${proxied.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: database.config.siteOrigin, 'x-forwarded-for': ip },
          body: JSON.stringify(body),
        });
      const owner = await signedInStaff(database.db, database.config, 'recruiter', 'owner@joognoo.test');
      const resets = async () => (await database.db('deliveries').where({ kind: 'password_reset', person_email: 'owner@joognoo.test' }).count({ n: '*' }))[0]!.n;
      // The limits count in fixed 15-minute windows: start well inside one.
      const left = LINK_LIMITS.windowSeconds - (Math.floor(Date.now() / 1000) % LINK_LIMITS.windowSeconds);
      if (left < 30) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));

      // The owner signed in from home (a real sign-in, which records the address).
      expect((await from('203.0.113.10', '/api/auth/login', { email: owner.user.email, password: STAFF_PASSWORD })).status).toBe(200);
      const answers: { status: number; body: unknown }[] = [];
      const ask = async (ip: string, email = 'Owner@joognoo.test') => {
        const response = await from(ip, '/api/auth/password-resets', { email });
        answers.push({ status: response.status, body: await response.json() });
      };
      for (let i = 1; i <= 5; i += 1) await ask(`198.51.100.${i}`);
      expect(Number(await resets())).toBe(5);
      await ask('198.51.100.6');
      expect(Number(await resets())).toBe(5);
      await ask('203.0.113.10');
      expect(Number(await resets())).toBe(6);
      await ask('198.51.100.7');
      expect(Number(await resets())).toBe(6);
      // An address without an account answers the same, before and past its limit.
      for (let i = 1; i <= 6; i += 1) await ask(`198.51.100.${i}`, 'nobody-here@joognoo.test');
      expect(answers).toHaveLength(14);
      for (const answer of answers) expect(answer).toEqual({ status: 202, body: { message: PEOPLE_MESSAGES.resetRequested } });
      // The owner's link works.
      const token = await mailedToken(database, 'owner@joognoo.test', 'password_reset');
      expect((await from('203.0.113.10', '/api/auth/password-resets/complete', { token, password: NEW_PASSWORD })).status).toBe(200);
    } finally {
      await proxied.close();
    }
  }, 60_000);

  it('limits the requests of a client (429 with Retry-After)', async () => {
    const headers = { 'content-type': 'application/json', origin: database.config.siteOrigin };
    let last: Response | undefined;
    for (let i = 0; i < 25; i += 1) {
      last = await fetch(`${server.url}/api/auth/invitations/${'y'.repeat(43)}`, { headers });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await last!.json()).toEqual({ message: PEOPLE_MESSAGES.tooManyRequests });
  });
});

