import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEADS_MESSAGES, ADMIN_MESSAGES, type AdminOverview, type SubscriberList } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { leadsService as leadsRepository } from '../src/leads/service.ts';
import { emailDigest } from '../src/privacy/service.ts';
import { countRows, createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { STAFF_PASSWORD, adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

describe.each(dialects)('subscribers and the overview on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let marketer: SignedInStaff;
  let sales: SignedInStaff;
  let admin: SignedInStaff;

  const get = async <T>(path: string, staff: SignedInStaff = marketer) => {
    const response = await adminFetch(`${server.url}${path}`, 'GET', staff);
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    marketer = await signedInStaff(database.db, database.config, 'marketer');
    sales = await signedInStaff(database.db, database.config, 'sales');
    admin = await signedInStaff(database.db, database.config, 'admin');
    const db = database.db;
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows: [string, string, string, string | null][] = [
      ['pending@example.com', 'pending', 'footer', null],
      ['confirmed@example.com', 'confirmed', 'blog', 'spring'],
      ['left@example.com', 'unsubscribed', 'blog', null],
      ['=formula@example.com', 'confirmed', 'partner, "quoted"', null],
    ];
    for (const [index, [email, status, source, campaign]] of rows.entries()) {
      await db('newsletter_subscriptions').insert({ email, status, source, utm_campaign: campaign, created_at: toDbTime(db, new Date(base + index * 60_000)) });
    }
    // One subscriber signed up in Arabic; the others before there was a language (English).
    await db('newsletter_subscriptions').where({ email: '=formula@example.com' }).update({ locale: 'ar' });
    // The person to erase also sent a lead.
    await leadsRepository(db, database.config.mail).createContactRequest(contactRequest('Confirmed@Example.com'));
  });

  function contactRequest(email: string) {
    return {
      form: 'contact' as const,
      firstName: 'Con',
      lastName: 'Firmed',
      email,
      company: 'C',
      interest: 'consulting',
      message: 'Hi',
      consent: true,
      source: '',
      service: '',
      locale: 'en' as const,
      origin: null,
      partnerId: null,
      pageUrl: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    };
  }

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists by status and source with search and paging', async () => {
    const emails = async (query: string) => (await get<SubscriberList>(`/api/admin/subscribers?${query}`)).body.items.map((item) => item.email);
    const all = await get<SubscriberList>('/api/admin/subscribers');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items[0]!.email).toBe('=formula@example.com');
    expect(all.body.choices.sources).toEqual(['blog', 'footer', 'partner, "quoted"']);
    expect(await emails('status=confirmed')).toEqual(['=formula@example.com', 'confirmed@example.com']);
    expect(await emails('status=pending')).toEqual(['pending@example.com']);
    expect(await emails('source=blog')).toEqual(['left@example.com', 'confirmed@example.com']);
    expect(await emails('q=LEFT')).toEqual(['left@example.com']);
    expect(await emails('perPage=1&page=3')).toEqual(['confirmed@example.com']);
    expect((await get('/api/admin/subscribers?status=maybe')).status).toBe(400);
    expect((await get('/api/admin/subscribers', sales)).status).toBe(403);
  });

  it('exports as CSV, streamed, quoted and defused', async () => {
    const response = await adminFetch(`${server.url}/api/admin/subscribers/export.csv?status=confirmed`, 'GET', marketer);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace('\uFEFF', '').split('\r\n');
    // The language is the last column: the columns before it keep their places.
    expect(lines[0]).toBe('id,email,status,source,origin,created_at,confirmed_at,unsubscribed_at,partner,page_url,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,locale');
    expect(lines[1]).toMatch(/^\d+,'=formula@example\.com,confirmed,"partner, ""quoted""",.*,ar$/);
    expect(lines[2]).toMatch(/^\d+,confirmed@example\.com,confirmed,blog,.*,spring,,,en$/);
    expect(lines.slice(3)).toEqual(['']);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  const erase = (body: unknown, staff: SignedInStaff) => adminFetch(`${server.url}/api/admin/subscribers/erase`, 'POST', staff, body);
  const remove = (body: unknown, staff: SignedInStaff) => adminFetch(`${server.url}/api/admin/subscribers/remove`, 'POST', staff, body);
  const both = (email: string) => ({ email, confirm: email });
  /** A real sign-in with the password, as the sign-in page does it. */
  const signInStatus = async (email: string) =>
    (
      await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: database.config.siteOrigin },
        body: JSON.stringify({ email, password: STAFF_PASSWORD }),
      })
    ).status;

  it('a marketer can neither erase a lead nor a staff account: the full erase is refused (403) and nothing changes', async () => {
    await database.db('newsletter_subscriptions').insert({ email: admin.user.email, status: 'confirmed', source: 'footer', created_at: toDbTime(database.db, new Date()) });
    await leadsRepository(database.db, database.config.mail).createContactRequest(contactRequest('only-sales-sees@example.com'));
    for (const email of [admin.user.email, 'only-sales-sees@example.com', 'confirmed@example.com']) {
      const response = await erase(both(email), marketer);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: ADMIN_MESSAGES.forbidden });
    }
    expect((await erase(both('pending@example.com'), sales)).status).toBe(403);
    expect(await database.db('users').where({ id: admin.user.id }).first('role')).toEqual({ role: 'admin' });
    expect(await countRows(database.db, 'contact_requests')).toBe(2);
    expect(await countRows(database.db, 'audit_log')).toBe(0);
    expect(await signInStatus(admin.user.email)).toBe(200);
  });

  it('a marketer removes an address from the list and nothing else, audited without the address', async () => {
    const mismatch = await remove({ email: admin.user.email, confirm: 'other@example.com' }, marketer);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { errors: Record<string, string> }).errors).toEqual({ confirm: 'Please type the same address again to confirm.' });
    const unknown = await remove(both('nobody@example.com'), marketer);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: ADMIN_LEADS_MESSAGES.notSubscribed });
    expect(await countRows(database.db, 'audit_log')).toBe(0);

    // The admin's own address: off the list, the account and its sessions untouched.
    const response = await remove(both(admin.user.email.toUpperCase()), marketer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: { delivery_attempts: { deleted: 0 }, deliveries: { deleted: 0 }, newsletter_subscriptions: { deleted: 1 } } });
    expect(await database.db('newsletter_subscriptions').where({ email: admin.user.email }).first()).toBeUndefined();
    expect(await database.db('users').where({ id: admin.user.id }).first('role', 'disabled_at')).toEqual({ role: 'admin', disabled_at: null });
    expect((await adminFetch(`${server.url}/api/admin/me`, 'GET', admin)).status).toBe(200);
    expect(await signInStatus(admin.user.email)).toBe(200);

    // A subscriber who also sent a lead: the lead stays (a marketer cannot see it).
    const before = await countRows(database.db, 'contact_requests');
    expect((await remove(both('Confirmed@Example.com'), marketer)).status).toBe(200);
    expect(await database.db('newsletter_subscriptions').where({ email: 'confirmed@example.com' }).first()).toBeUndefined();
    expect(await countRows(database.db, 'contact_requests')).toBe(before);
    expect(await database.db('contact_requests').whereRaw('lower(email) = ?', ['confirmed@example.com']).first('id')).toBeDefined();

    const audit = await database.db('audit_log').orderBy('id');
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([
      ['subscriber.remove', marketer.user.email],
      ['subscriber.remove', marketer.user.email],
    ]);
    expect(JSON.parse(audit[0].details)).toEqual({ emailSha256: emailDigest(admin.user.email), rows: { delivery_attempts: 0, deliveries: 0, newsletter_subscriptions: 1 } });
    expect(audit.map((row) => row.details).join()).not.toMatch(/confirmed@|@joognoo\.test/i);
    // Put back for the tests below.
    await database.db('newsletter_subscriptions').insert({ email: 'confirmed@example.com', status: 'confirmed', source: 'blog', utm_campaign: 'spring', created_at: toDbTime(database.db, new Date('2026-01-01T00:01:00.000Z')) });
    await database.db('audit_log').del();
  });

  it('an admin erases a visitor after confirmation, audited without the address', async () => {
    const mismatch = await erase({ email: 'confirmed@example.com', confirm: 'other@example.com' }, admin);
    expect(mismatch.status).toBe(400);
    expect(((await mismatch.json()) as { errors: Record<string, string> }).errors).toEqual({ confirm: 'Please type the same address again to confirm.' });
    expect((await erase(both('not an address'), admin)).status).toBe(400);
    expect((await erase(both('nobody@example.com'), admin)).status).toBe(404);
    expect(await countRows(database.db, 'audit_log')).toBe(0);

    const lead = await database.db('contact_requests').whereRaw('lower(email) = ?', ['confirmed@example.com']).first('id');
    await database.db('lead_notes').insert({ lead_id: lead.id, author_user_id: null, author_email: 'x@joognoo.test', body: 'Called them', created_at: toDbTime(database.db, new Date()) });
    const response = await erase({ email: 'Confirmed@example.com', confirm: 'confirmed@EXAMPLE.com' }, admin);
    expect(response.status).toBe(200);
    const { erased } = (await response.json()) as { erased: Record<string, { deleted: number }> };
    expect(erased.newsletter_subscriptions!.deleted).toBe(1);
    expect(erased.contact_requests!.deleted).toBe(1);
    expect(erased.lead_notes!.deleted).toBe(1);
    expect(erased.users!.deleted).toBe(0);
    expect(await countRows(database.db, 'lead_notes')).toBe(0);
    expect(await database.db('newsletter_subscriptions').where({ email: 'confirmed@example.com' }).first()).toBeUndefined();
    expect(await database.db('contact_requests').whereRaw('lower(email) = ?', ['confirmed@example.com']).first()).toBeUndefined();
    const audit = await database.db('audit_log');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'person.erase', subject_type: 'person', actor_email: admin.user.email });
    expect(audit[0].details).not.toMatch(/confirmed@/i);
    expect(JSON.parse(audit[0].details)).toMatchObject({ emailSha256: emailDigest('confirmed@example.com'), rows: { newsletter_subscriptions: 1, contact_requests: 1 } });
  });

  it("an admin's erase of a staff member's address (their own included) is refused with a message naming People, and changes nothing", async () => {
    await leadsRepository(database.db, database.config.mail).createContactRequest(contactRequest(marketer.user.email));
    await database.db('newsletter_subscriptions').insert({ email: admin.user.email, status: 'confirmed', source: 'footer', created_at: toDbTime(database.db, new Date()) });
    const audits = await countRows(database.db, 'audit_log');
    for (const email of [marketer.user.email, admin.user.email.toUpperCase()]) {
      const response = await erase(both(email), admin);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: ADMIN_LEADS_MESSAGES.staffAddress });
    }
    expect(ADMIN_LEADS_MESSAGES.staffAddress).toContain('People');
    expect(await database.db('contact_requests').whereRaw('lower(email) = ?', [marketer.user.email]).first('id')).toBeDefined();
    expect(await database.db('newsletter_subscriptions').where({ email: admin.user.email }).first('id')).toBeDefined();
    expect(await database.db('users').whereIn('id', [admin.user.id, marketer.user.id]).orderBy('id').pluck('role')).toEqual(['marketer', 'admin']);
    expect(await countRows(database.db, 'audit_log')).toBe(audits);
    expect((await adminFetch(`${server.url}/api/admin/me`, 'GET', marketer)).status).toBe(200);
    expect(await signInStatus(admin.user.email)).toBe(200);
    expect(await signInStatus(marketer.user.email)).toBe(200);
    // Gone again for the overview's counts below.
    const extraLeads = await database.db('contact_requests').whereRaw('lower(email) in (?, ?)', [marketer.user.email, 'only-sales-sees@example.com']).pluck('id');
    await database.db('deliveries').where({ subject_type: 'contact_request' }).whereIn('subject_id', extraLeads).del();
    await database.db('contact_requests').whereIn('id', extraLeads).del();
    await database.db('newsletter_subscriptions').where({ email: admin.user.email }).del();
  });

  it('counts what each role may see on the overview', async () => {
    const db = database.db;
    await leadsRepository(db, database.config.mail).createContactRequest(contactRequest('fresh@example.com'));
    await db('contact_requests').insert({ ...Object.fromEntries(Object.entries(contactRequest('old@example.com')).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value])), created_at: toDbTime(db, '2025-01-01T00:00:00Z'), status: 'contacted' });
    await db('deliveries').update({ status: 'dead' });
    const forSales = await get<{ overview: AdminOverview }>('/api/admin/overview', sales);
    expect(forSales.status).toBe(200);
    expect(forSales.body.overview).toEqual({ leads: { lastSevenDays: 1, new: 1, deadDeliveries: 1 } });
    const forMarketer = await get<{ overview: AdminOverview }>('/api/admin/overview', marketer);
    expect(Object.keys(forMarketer.body.overview).sort()).toEqual(['content', 'subscribers']);
    expect(forMarketer.body.overview.subscribers).toEqual({ pending: 1, confirmed: 1 });
    const forAdmin = await get<{ overview: AdminOverview }>('/api/admin/overview', admin);
    expect(Object.keys(forAdmin.body.overview).sort()).toEqual(['applications', 'content', 'leads', 'subscribers']);
    await db('jobs').insert({
      slug: 'a-draft-job',
      title: 'A draft job',
      department: 'Marketing',
      location_city: 'Berlin',
      location_country: 'Germany',
      type: 'Full-time',
      posted_at: toDbTime(db, new Date()),
      overview: 'Not public yet.',
      responsibilities: '[]',
      requirements: '[]',
      benefits: '[]',
      published: false,
    });
    const drafts = (await get<{ overview: AdminOverview }>('/api/admin/overview', marketer)).body.overview.content!;
    expect(drafts.jobs.drafts).toBe(1);
    expect(Object.keys(drafts).sort()).toEqual(['case-studies', 'jobs', 'posts']);
  });
});
