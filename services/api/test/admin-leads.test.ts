import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDetail, LeadList } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { leadsService as leadsRepository, type NewContactRequest } from '../src/leads/service.ts';
import { privacyRepository } from '../src/privacy/store.ts';
import { csvField, csvLine } from '../src/admin/csv.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

const NO_ATTRIBUTION = { partnerId: null, pageUrl: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

function lead(overrides: Partial<NewContactRequest> = {}): NewContactRequest {
  return {
    form: 'contact',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    interest: 'consulting',
    message: 'Hello there',
    consent: true,
    source: 'site',
    service: '',
    locale: 'en',
    origin: 'http://localhost:3000',
    ...NO_ATTRIBUTION,
    ...overrides,
  };
}

/** V8's gc() (without --expose-gc on the command line). */
function gcFunction(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

describe('CSV encoding', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });
});

/** A minimal RFC 4180 reader for the assertions (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe.each(dialects)('the leads inbox on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let sales: SignedInStaff;
  let admin: SignedInStaff;
  let marketer: SignedInStaff;
  const ids: Record<string, number> = {};

  const get = async <T>(path: string, staff: SignedInStaff = sales) => {
    const response = await adminFetch(`${server.url}${path}`, 'GET', staff);
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = async <T = { lead: LeadDetail; message?: string; errors?: Record<string, string> }>(path: string, body: unknown, staff: SignedInStaff = sales) => {
    const response = await adminFetch(`${server.url}${path}`, 'POST', staff, body);
    return { status: response.status, body: (await response.json()) as T };
  };
  const idOf = async (email: string) => Number((await database.db('contact_requests').where({ email }).first('id')).id);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    sales = await signedInStaff(database.db, database.config, 'sales');
    admin = await signedInStaff(database.db, database.config, 'admin');
    marketer = await signedInStaff(database.db, database.config, 'marketer');
    const now = toDbTime(database.db, new Date());
    await database.db('partners').insert({ id: 'acme', name: 'Acme Shop', origins: '[]', active: false, created_at: now, updated_at: now });
    const repo = leadsRepository(database.db, database.config.mail);
    await repo.createContactRequest(lead({ email: 'ada@example.com', partnerId: 'acme', utm_campaign: 'spring', utm_source: 'news', pageUrl: 'https://acme.example/p', referrer: 'https://google.example/' }));
    await repo.createContactRequest(lead({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', company: 'Navy', partnerId: 'acme', utm_campaign: 'autumn' }));
    await repo.createContactRequest(lead({ email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing', company: '=cmd|calc', message: 'Needs "quotes", commas\nand lines', utm_campaign: 'spring', form: 'home', service: 'seo-audit', source: 'blog', locale: 'ms' }));
    await repo.createContactRequest(lead({ email: 'percent@example.com', firstName: 'Per', lastName: 'Cent', company: '100% Co', message: 'under_score' }));
    for (const email of ['ada@example.com', 'grace@example.com', 'alan@example.com', 'percent@example.com']) ids[email] = await idOf(email);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists newest first with the filter choices', async () => {
    const { status, body } = await get<LeadList>('/api/admin/leads');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((item) => item.email)).toEqual(['percent@example.com', 'alan@example.com', 'grace@example.com', 'ada@example.com']);
    expect(body.items[0]!.status).toBe('new');
    // Each lead's language: the Malay visitor's, English for the others.
    expect(body.items.map((item) => item.locale)).toEqual(['en', 'ms', 'en', 'en']);
    expect(body.choices.partners).toEqual([{ id: 'acme', name: 'Acme Shop' }]);
    expect(body.choices.campaigns).toEqual(['autumn', 'spring']);
    expect(body.choices.owners.map((owner) => owner.email).sort()).toEqual([admin.user.email, sales.user.email].sort());
  });

  it('filters by partner, campaign, form, service, source, status, dates and text', async () => {
    const emails = async (query: string) => (await get<LeadList>(`/api/admin/leads?${query}`)).body.items.map((item) => item.email).sort();
    expect(await emails('partner=acme')).toEqual(['ada@example.com', 'grace@example.com']);
    expect(await emails('partner=acme&campaign=spring')).toEqual(['ada@example.com']);
    expect(await emails('campaign=spring')).toEqual(['ada@example.com', 'alan@example.com']);
    expect(await emails('partner=none')).toEqual(['alan@example.com', 'percent@example.com']);
    expect(await emails('form=home')).toEqual(['alan@example.com']);
    expect(await emails('service=seo-audit')).toEqual(['alan@example.com']);
    expect(await emails('service=consulting')).toHaveLength(4);
    expect(await emails('source=blog')).toEqual(['alan@example.com']);
    expect(await emails('status=new')).toHaveLength(4);
    expect(await emails('status=qualified')).toEqual([]);
    expect(await emails('q=hopper')).toEqual(['grace@example.com']);
    expect(await emails('q=GRACE%20navy')).toEqual(['grace@example.com']);
    expect(await emails('q=quotes')).toEqual(['alan@example.com']);
    expect(await emails('q=100%25')).toEqual(['percent@example.com']);
    expect(await emails('q=_')).toEqual(['percent@example.com']);
    const today = new Date().toISOString().slice(0, 10);
    expect(await emails(`from=${today}&to=${today}`)).toHaveLength(4);
    expect(await emails('to=2020-01-01')).toEqual([]);
    const paged = await get<LeadList>('/api/admin/leads?perPage=2&page=2');
    expect([paged.body.total, paged.body.items.length, paged.body.page]).toEqual([4, 2, 2]);
    const bad = await get<{ errors: Record<string, string> }>('/api/admin/leads?from=yesterday&status=hot');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);
  });

  it('shows everything captured, with the deliveries and their attempts', async () => {
    const { status, body } = await get<{ lead: LeadDetail }>(`/api/admin/leads/${ids['ada@example.com']}`);
    expect(status).toBe(200);
    expect(body.lead).toMatchObject({
      email: 'ada@example.com',
      message: 'Hello there',
      consent: true,
      form: 'contact',
      attribution: { partnerId: 'acme', partnerName: 'Acme Shop', pageUrl: 'https://acme.example/p', referrer: 'https://google.example/', utm_campaign: 'spring', utm_source: 'news' },
      allowedStatuses: ['contacted', 'disqualified', 'spam'],
    });
    expect(body.lead.deliveries).toHaveLength(1);
    expect(body.lead.deliveries[0]).toMatchObject({ channel: 'email', target: 'sales@joognoo.test', status: 'pending', history: [] });
    expect((await get(`/api/admin/leads/999999`)).status).toBe(404);
    expect((await get(`/api/admin/leads/abc`)).status).toBe(404);
  });

  it('moves a lead through the workflow and refuses other moves with 409, auditing each change', async () => {
    const id = ids['grace@example.com']!;
    const refused = await post(`/api/admin/leads/${id}/status`, { status: 'qualified' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A lead cannot go from new to qualified.');
    expect((await post(`/api/admin/leads/${id}/status`, { status: 'hot' })).status).toBe(400);
    const contacted = await post(`/api/admin/leads/${id}/status`, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    expect(contacted.body.lead.status).toBe('contacted');
    const qualified = await post(`/api/admin/leads/${id}/status`, { status: 'qualified' }, admin);
    expect(qualified.body.lead.status).toBe('qualified');
    expect(qualified.body.lead.history.map((change) => [change.from, change.to, change.actor.email])).toEqual([
      ['new', 'contacted', sales.user.email],
      ['contacted', 'qualified', admin.user.email],
    ]);
    expect((await post(`/api/admin/leads/${id}/status`, { status: 'spam' })).status).toBe(409);
    expect((await post(`/api/admin/leads/999999/status`, { status: 'contacted' })).status).toBe(404);
    const audit = await database.db('audit_log').where({ action: 'lead.status', subject_id: String(id) }).orderBy('id');
    expect(audit.map((row) => [row.actor_email, JSON.parse(row.details)])).toEqual([
      [sales.user.email, { from: 'new', to: 'contacted' }],
      [admin.user.email, { from: 'contacted', to: 'qualified' }],
    ]);
    expect((await get<LeadList>('/api/admin/leads?status=qualified')).body.items.map((item) => item.id)).toEqual([id]);
  });

  it('assigns an owner among sales and admins only, and notes', async () => {
    const id = ids['alan@example.com']!;
    const owned = await post(`/api/admin/leads/${id}/owner`, { ownerId: sales.user.id });
    expect(owned.status).toBe(200);
    expect(owned.body.lead.owner).toMatchObject({ id: sales.user.id, email: sales.user.email });
    const notStaff = await post(`/api/admin/leads/${id}/owner`, { ownerId: marketer.user.id });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.errors).toEqual({ ownerId: 'The owner must be a member of staff with the sales or admin role.' });
    expect((await get<LeadList>(`/api/admin/leads?owner=${sales.user.id}`)).body.items.map((item) => item.id)).toEqual([id]);
    expect((await get<LeadList>('/api/admin/leads?owner=none')).body.total).toBe(3);
    const noted = await post(`/api/admin/leads/${id}/notes`, { body: '  Called, will send a quote.  ' });
    expect(noted.status).toBe(201);
    expect(noted.body.lead.notes.map((note) => [note.body, note.author.email])).toEqual([['Called, will send a quote.', sales.user.email]]);
    expect((await post(`/api/admin/leads/${id}/notes`, { body: '   ' })).status).toBe(400);
    const unassigned = await post(`/api/admin/leads/${id}/owner`, { ownerId: null });
    expect(unassigned.body.lead.owner).toBeNull();
    const audit = await database.db('audit_log').where({ subject_type: 'lead', subject_id: String(id) }).orderBy('id');
    expect(audit.map((row) => row.action)).toEqual(['lead.owner', 'lead.note', 'lead.owner']);
    expect(audit.map((row) => row.details).join(' ')).not.toContain('quote');
    // The person's data export (privacy:export) includes the notes about their leads.
    const personal = await privacyRepository(database.db).export('alan@example.com');
    expect(personal.lead_notes!.map((row) => row.body)).toEqual(['Called, will send a quote.']);
  });

  it('retries a dead delivery only, audited', async () => {
    const id = ids['percent@example.com']!;
    const [delivery] = await database.db('deliveries').where({ subject_type: 'contact_request', subject_id: id });
    const refused = await post(`/api/admin/leads/${id}/deliveries/${delivery.id}/retry`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a dead delivery can be retried.');
    const at = toDbTime(database.db, new Date());
    await database.db('deliveries').where({ id: delivery.id }).update({ status: 'dead', attempts: 9, last_error: 'SMTP 550' });
    await database.db('delivery_attempts').insert({ delivery_id: delivery.id, attempted_at: at, outcome: 'dead', response: '550', error: 'SMTP 550', duration_ms: 12, worker: 'w1' });
    const dead = await get<{ lead: LeadDetail }>(`/api/admin/leads/${id}`);
    expect(dead.body.lead.deliveries[0]).toMatchObject({ status: 'dead', lastError: 'SMTP 550', history: [{ outcome: 'dead', response: '550' }] });
    // Another lead's delivery is not this lead's.
    expect((await post(`/api/admin/leads/${ids['ada@example.com']}/deliveries/${delivery.id}/retry`, {})).status).toBe(404);
    const retried = await post(`/api/admin/leads/${id}/deliveries/${delivery.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.lead.deliveries[0]).toMatchObject({ status: 'pending', attempts: 0 });
    expect(retried.body.lead.deliveries[0]!.history).toHaveLength(1);
    const audit = await database.db('audit_log').where({ action: 'lead.delivery.retry' });
    expect(audit.map((row) => JSON.parse(row.details))).toEqual([{ deliveryId: delivery.id, kind: 'lead.email' }]);
  });

  it('is closed to marketers', async () => {
    expect((await get('/api/admin/leads', marketer)).status).toBe(403);
    expect((await adminFetch(`${server.url}/api/admin/leads/export.csv`, 'GET', marketer)).status).toBe(403);
  });

  it('exports the filtered list as CSV, quoted and defused', async () => {
    const response = await adminFetch(`${server.url}/api/admin/leads/export.csv?campaign=spring`, 'GET', sales);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(await response.text());
    expect(rows[0]!.slice(0, 8)).toEqual(['id', 'created_at', 'status', 'owner', 'form', 'first_name', 'last_name', 'email']);
    expect(rows).toHaveLength(3);
    const header = rows[0]!;
    const alan = Object.fromEntries(header.map((name, index) => [name, rows[1]![index]]));
    expect(alan).toMatchObject({ email: 'alan@example.com', company: "'=cmd|calc", message: 'Needs "quotes", commas\nand lines', utm_campaign: 'spring', form: 'home' });
    expect(rows[2]![header.indexOf('partner')]).toBe('acme');
    // The language is the last column: the columns before it keep their places.
    expect(header.slice(-7)).toEqual(['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'locale']);
    expect(rows.slice(1).map((row) => row[header.length - 1])).toEqual(['ms', 'en']);
    const bad = await adminFetch(`${server.url}/api/admin/leads/export.csv?status=hot`, 'GET', sales);
    expect(bad.status).toBe(400);
  });

  it('streams 100,000 leads in constant memory', { timeout: 600_000 }, async () => {
    const db = database.db;
    const total = 100_000;
    const base = Date.parse('2025-01-01T00:00:00.000Z');
    const batch = dialect === 'sqlite' ? 500 : 2000;
    for (let start = 0; start < total; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(total, start + batch); i++) {
        rows.push({
          form: 'contact',
          first_name: `First${i}`,
          last_name: `Last${i}`,
          email: `bulk${i}@example.com`,
          company: `Company ${i}, Ltd`,
          interest: 'consulting',
          message: `Message number ${i}: ${'x'.repeat(120)}`,
          consent: true,
          source: 'bulk',
          service: '',
          origin: null,
          created_at: toDbTime(db, new Date(base + i * 1000)),
          utm_campaign: 'bulk',
        });
      }
      await db('contact_requests').insert(rows);
    }
    const gc = gcFunction();
    const memory = () => {
      // Twice: a Buffer's memory is released after the GC that finalised it.
      gc();
      gc();
      const usage = process.memoryUsage();
      // Buffers waiting in a socket's write queue are external memory, not heap.
      return usage.heapUsed + usage.external;
    };
    let batchesRead = 0;
    const countBatches = (query: { sql: string }) => {
      if (/contact_requests/.test(query.sql) && /limit/i.test(query.sql)) batchesRead += 1;
    };
    db.on('query', countBatches);
    const baseline = memory();
    let peak = 0;
    try {
      // SQLite's inserts above hold this process's event loop past the server's keep-alive
      // timeout, so the client's pooled socket can be closed under the request (a reset, as a
      // browser meets it too): a GET is safe to ask again once.
      const exportUrl = `${server.url}/api/admin/leads/export.csv?campaign=bulk`;
      const response = await adminFetch(exportUrl, 'GET', sales).catch((error: unknown) => {
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
        return adminFetch(exportUrl, 'GET', sales);
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let lines = 0;
      let bytes = 0;
      let nextCheck = 10_000;
      let tail = '';
      let firstLine = '';
      let paused = false;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const parts = (tail + decoder.decode(value, { stream: true })).split('\r\n');
        tail = parts.pop() ?? '';
        if (!firstLine && parts.length > 0) firstLine = parts[0]!;
        lines += parts.length;
        if (!paused) {
          // A slow reader: the server must wait (back-pressure), not read on and buffer.
          paused = true;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          peak = Math.max(peak, memory() - baseline);
          expect(batchesRead).toBeLessThan(total / 1000);
        }
        if (lines >= nextCheck) {
          nextCheck += 10_000;
          peak = Math.max(peak, memory() - baseline);
        }
      }
      expect(firstLine.replace('\uFEFF', '').startsWith('id,created_at,status')).toBe(true);
      // The header and one line per lead (no field of these rows holds a line break).
      expect(lines).toBe(total + 1);
      expect(bytes).toBeGreaterThan(total * 200);
      expect(batchesRead).toBe(total / 1000 + 1);
    } finally {
      db.off('query', countBatches);
    }
    // Whole, the export is > 20 MB of text (26-30 MB more heap + buffers at the pause when
    // it was read in one query); streamed, the growth stays at a few MB (a batch, the
    // stream buffers, the connection's caches) however many rows follow.
    expect(peak).toBeLessThan(16 * 1024 * 1024);
  });
});
