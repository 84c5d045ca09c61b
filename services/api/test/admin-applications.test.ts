import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, ApplicationDetail, ApplicationJobCounts, ApplicationList } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { cvStorage } from '../src/media/index.ts';
import { insertApplication, pdfBytes } from './applications.ts';
import { createTestDatabase, dialects, expectNoLeak, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

/** The first bytes of a DOCX (a ZIP); the back office serves what the upload stored. */
const DOCX = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200, 0x41)]);

describe.each(dialects)('job applications in the back office on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let recruiter: SignedInStaff;
  let admin: SignedInStaff;
  let sales: SignedInStaff;
  let marketer: SignedInStaff;
  const apps: Record<string, { id: number; reference: string; storageKey: string; cv: Buffer }> = {};

  const get = async <T>(path: string, staff: SignedInStaff = recruiter) => {
    const response = await adminFetch(`${server.url}${path}`, 'GET', staff);
    return { status: response.status, body: (await response.json()) as T };
  };
  const post = async <T = { application: ApplicationDetail; message?: string; errors?: Record<string, string> }>(path: string, body: unknown, staff: SignedInStaff = recruiter) => {
    const response = await adminFetch(`${server.url}${path}`, 'POST', staff, body);
    return { status: response.status, body: (await response.json()) as T };
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
    recruiter = await signedInStaff(database.db, database.config, 'recruiter');
    admin = await signedInStaff(database.db, database.config, 'admin');
    sales = await signedInStaff(database.db, database.config, 'sales');
    marketer = await signedInStaff(database.db, database.config, 'marketer');
    const { db, config } = database;
    const now = toDbTime(db, new Date());
    await db('partners').insert({ id: 'acme', name: 'Acme Shop', origins: '[]', active: true, created_at: now, updated_at: now });
    const day = 86_400_000;
    const base = Date.now() - 10 * day;
    apps.ada = await insertApplication(db, config, {
      createdAt: new Date(base),
      phone: '+49 30 1234',
      profileUrl: 'https://ada.example/portfolio',
      coverLetter: 'I would love to build engines.',
      partnerId: 'acme',
      pageUrl: 'https://acme.example/careers',
      referrer: 'https://search.example/',
      utm_source: 'news',
      utm_campaign: 'hiring',
      cv: pdfBytes('Ada Lovelace'),
      cvFilename: 'Ada CV final.pdf',
    });
    apps.grace = await insertApplication(db, config, { createdAt: new Date(base + day), firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example', cvFlag: 'The PDF contains JavaScript.' });
    apps.alan = await insertApplication(db, config, {
      createdAt: new Date(base + 2 * day),
      firstName: 'Alan "x"/..\\',
      lastName: 'Türing',
      email: 'alan@example.com',
      jobSlug: 'designer',
      jobTitle: 'Product Designer',
      department: 'Design',
      cvKind: 'docx',
      cv: DOCX,
      cvFilename: 'alan.docx',
    });
    apps.percent = await insertApplication(db, config, { createdAt: new Date(base + 3 * day), firstName: 'Per', lastName: 'Cent_100%', email: 'percent@example.com', jobSlug: 'designer', jobTitle: 'Product Designer', status: 'rejected' });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists newest first with the jobs to filter by', async () => {
    const { status, body } = await get<ApplicationList>('/api/admin/applications');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((item) => item.email)).toEqual(['percent@example.com', 'alan@example.com', 'grace@navy.example', 'ada@example.com']);
    expect(body.items[3]).toMatchObject({
      id: apps.ada!.id,
      reference: apps.ada!.reference,
      job: { id: null, slug: 'senior-engineer', title: 'Senior Engineer' },
      department: 'Engineering',
      status: 'new',
      cv: { kind: 'pdf', contentType: 'application/pdf', size: apps.ada!.cv.length, filename: 'Ada CV final.pdf', flag: null },
    });
    expect(body.choices.jobs).toEqual([
      { slug: 'designer', title: 'Product Designer' },
      { slug: 'senior-engineer', title: 'Senior Engineer' },
    ]);
  });

  it('filters by job, status, dates and name or e-mail, and pages', async () => {
    const emails = async (query: string) => (await get<ApplicationList>(`/api/admin/applications?${query}`)).body.items.map((item) => item.email).sort();
    expect(await emails('job=designer')).toEqual(['alan@example.com', 'percent@example.com']);
    expect(await emails('status=rejected')).toEqual(['percent@example.com']);
    expect(await emails('job=senior-engineer&status=new')).toEqual(['ada@example.com', 'grace@navy.example']);
    expect(await emails('q=hopper')).toEqual(['grace@navy.example']);
    expect(await emails('q=NAVY.example')).toEqual(['grace@navy.example']);
    expect(await emails('q=ada%20lovelace')).toEqual(['ada@example.com']);
    expect(await emails('q=100%25')).toEqual(['percent@example.com']);
    expect(await emails('q=_')).toEqual(['percent@example.com']);
    expect(await emails('q=engines')).toEqual([]); // the cover letter is not searched
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect(await emails(`from=${day(-9)}`)).toEqual(['alan@example.com', 'grace@navy.example', 'percent@example.com']);
    expect(await emails(`from=${day(-9)}&to=${day(-8)}`)).toEqual(['alan@example.com', 'grace@navy.example']);
    expect(await emails('to=2020-01-01')).toEqual([]);
    const paged = await get<ApplicationList>('/api/admin/applications?perPage=3&page=2');
    expect([paged.body.total, paged.body.items.length, paged.body.page, paged.body.items[0]!.email]).toEqual([4, 1, 2, 'ada@example.com']);
    const bad = await get<{ message: string; errors: Record<string, string> }>('/api/admin/applications?from=yesterday&status=hot');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ from: 'Please give a date as YYYY-MM-DD.', status: 'Unknown status.' });
  });

  it('counts the applications of each job by status', async () => {
    const { status, body } = await get<{ jobs: ApplicationJobCounts[] }>('/api/admin/applications/jobs');
    expect(status).toBe(200);
    expect(body.jobs.map((job) => [job.slug, job.title, job.department, job.total, job.byStatus])).toEqual([
      ['designer', 'Product Designer', 'Design', 2, { new: 1, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 1 }],
      ['senior-engineer', 'Senior Engineer', 'Engineering', 2, { new: 2, screening: 0, interview: 0, offer: 0, hired: 0, rejected: 0 }],
    ]);
  });

  it('shows every field, the attribution, the CV and its flag', async () => {
    const { status, body } = await get<{ application: ApplicationDetail }>(`/api/admin/applications/${apps.ada!.id}`);
    expect(status).toBe(200);
    expect(body.application).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+49 30 1234',
      profileUrl: 'https://ada.example/portfolio',
      coverLetter: 'I would love to build engines.',
      consent: true,
      origin: 'http://localhost:3000',
      attribution: { partnerId: 'acme', partnerName: 'Acme Shop', pageUrl: 'https://acme.example/careers', referrer: 'https://search.example/', utm_source: 'news', utm_campaign: 'hiring', utm_medium: null },
      cv: { kind: 'pdf', flag: null, downloadName: `cv-lovelace-ada-${apps.ada!.reference.toLowerCase()}.pdf` },
      allowedStatuses: ['screening', 'rejected'],
      notes: [],
      history: [],
    });
    const grace = await get<{ application: ApplicationDetail }>(`/api/admin/applications/${apps.grace!.id}`);
    expect(grace.body.application.cv.flag).toBe('The PDF contains JavaScript.');
    const rejected = await get<{ application: ApplicationDetail }>(`/api/admin/applications/${apps.percent!.id}`);
    expect(rejected.body.application.allowedStatuses).toEqual(['new']);
    for (const path of ['999999', 'abc', '0', '1.5']) {
      const missing = await get<{ message: string }>(`/api/admin/applications/${path}`);
      expect([path, missing.status, missing.body.message]).toEqual([path, 404, 'No application with this id.']);
    }
  });

  it('moves an application through the workflow, refuses other moves with 409 and audits each change', async () => {
    const id = apps.grace!.id;
    const skip = await post(`/api/admin/applications/${id}/status`, { status: 'interview' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('An application cannot go from new to interview.');
    const unknown = await post(`/api/admin/applications/${id}/status`, { status: 'hot' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ status: 'Please choose a status.' });
    for (const [status, staff] of [['screening', recruiter], ['interview', admin], ['offer', recruiter], ['hired', recruiter]] as const) {
      const moved = await post(`/api/admin/applications/${id}/status`, { status }, staff);
      expect([status, moved.status, moved.body.application.status]).toEqual([status, 200, status]);
    }
    const row = await database.db('job_applications').where({ id }).first('status', 'status_changed_at');
    expect(row.status).toBe('hired');
    expect(row.status_changed_at).not.toBeNull();
    expect((await post(`/api/admin/applications/${id}/status`, { status: 'offer' })).status).toBe(409);
    const rejected = await post(`/api/admin/applications/${id}/status`, { status: 'rejected' });
    expect(rejected.body.application.history.map((change) => [change.from, change.to, change.actor.email])).toEqual([
      ['new', 'screening', recruiter.user.email],
      ['screening', 'interview', admin.user.email],
      ['interview', 'offer', recruiter.user.email],
      ['offer', 'hired', recruiter.user.email],
      ['hired', 'rejected', recruiter.user.email],
    ]);
    expect((await post(`/api/admin/applications/999999/status`, { status: 'screening' })).status).toBe(404);
    const audit = await database.db('audit_log').where({ action: 'application.status', subject_type: 'application', subject_id: String(id) }).orderBy('id');
    expect(audit.map((entry) => [entry.actor_email, JSON.parse(entry.details)])).toEqual([
      [recruiter.user.email, { from: 'new', to: 'screening' }],
      [admin.user.email, { from: 'screening', to: 'interview' }],
      [recruiter.user.email, { from: 'interview', to: 'offer' }],
      [recruiter.user.email, { from: 'offer', to: 'hired' }],
      [recruiter.user.email, { from: 'hired', to: 'rejected' }],
    ]);
    expect((await get<ApplicationList>('/api/admin/applications?status=rejected')).body.total).toBe(2);
  });

  it('adds notes, refuses an empty one and audits without the text', async () => {
    const id = apps.alan!.id;
    const noted = await post(`/api/admin/applications/${id}/notes`, { body: '  Strong portfolio; call on Monday.  ' });
    expect(noted.status).toBe(201);
    expect(noted.body.application.notes.map((note) => [note.body, note.author.email])).toEqual([['Strong portfolio; call on Monday.', recruiter.user.email]]);
    const empty = await post(`/api/admin/applications/${id}/notes`, { body: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: 'Please write a note.' });
    const long = await post(`/api/admin/applications/${id}/notes`, { body: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect((await post(`/api/admin/applications/999999/notes`, { body: 'Hello' })).status).toBe(404);
    expect(await database.db('application_notes').where({ application_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const audit = await database.db('audit_log').where({ action: 'application.note', subject_id: String(id) });
    expect(audit.map((entry) => JSON.parse(entry.details))).toEqual([{ noteId: expect.any(Number), length: 'Strong portfolio; call on Monday.'.length }]);
    expect(audit.map((entry) => entry.details).join(' ')).not.toContain('Monday');
  });

  it('streams the CV as an attachment, no-store and nosniff, with a safe name, audited', async () => {
    const response = await adminFetch(`${server.url}/api/admin/applications/${apps.ada!.id}/cv`, 'GET', recruiter);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cv-lovelace-ada-${apps.ada!.reference.toLowerCase()}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(apps.ada!.cv.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(apps.ada!.cv)).toBe(true);

    const docx = await adminFetch(`${server.url}/api/admin/applications/${apps.alan!.id}/cv`, 'GET', admin);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // Quotes, slashes, backslashes and accents never reach the header.
    expect(docx.headers.get('content-disposition')).toBe(`attachment; filename="cv-turing-alan-x-${apps.alan!.reference.toLowerCase()}.docx"`);
    expect(Buffer.from(await docx.arrayBuffer()).equals(DOCX)).toBe(true);

    const audit = await database.db('audit_log').where({ action: 'application.cv.download' }).orderBy('id');
    expect(audit.map((entry) => [entry.actor_email, entry.subject_id])).toEqual([
      [recruiter.user.email, String(apps.ada!.id)],
      [admin.user.email, String(apps.alan!.id)],
    ]);
  });

  it('answers 404 for an unknown application or a CV no longer stored', async () => {
    const unknown = await adminFetch(`${server.url}/api/admin/applications/999999/cv`, 'GET', recruiter);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No application with this id.' });
    await cvStorage(database.config).delete(apps.percent!.storageKey);
    const gone = await adminFetch(`${server.url}/api/admin/applications/${apps.percent!.id}/cv`, 'GET', recruiter);
    expect(gone.status).toBe(404);
    const text = await gone.text();
    expectNoLeak(text);
    expect(JSON.parse(text)).toEqual({ message: 'The CV of this application is no longer stored.' });
    expect(gone.headers.get('content-disposition')).toBeNull();
  });

  it('is closed to sales and marketers (403) and to the signed-out (401)', async () => {
    for (const [role, staff] of [['sales', sales], ['marketer', marketer]] as const) {
      for (const path of ['/api/admin/applications', '/api/admin/applications/jobs', `/api/admin/applications/${apps.ada!.id}`, `/api/admin/applications/${apps.ada!.id}/cv`]) {
        const response = await adminFetch(`${server.url}${path}`, 'GET', staff);
        expect([role, path, response.status]).toEqual([role, path, 403]);
        expect(response.headers.get('content-disposition')).toBeNull();
      }
      expect((await post(`/api/admin/applications/${apps.ada!.id}/status`, { status: 'screening' }, staff)).status).toBe(403);
    }
    const signedOut = await fetch(`${server.url}/api/admin/applications/${apps.ada!.id}/cv`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Please sign in to continue.' });
    expect((await database.db('job_applications').where({ id: apps.ada!.id }).first('status')).status).toBe('new');
  });

  it('shows recruiters their overview: applications, and no leads', async () => {
    await insertApplication(database.db, database.config, { email: 'fresh@example.com' });
    const { body } = await get<{ overview: AdminOverview }>('/api/admin/overview');
    // Ada, Alan and the fresh one are new; only the fresh one came in the last 7 days.
    expect(body.overview).toEqual({ applications: { new: 3, lastSevenDays: 1 } });
    const forSales = await get<{ overview: AdminOverview }>('/api/admin/overview', sales);
    expect(forSales.body.overview.applications).toBeUndefined();
    const forAdmin = await get<{ overview: AdminOverview }>('/api/admin/overview', admin);
    expect(forAdmin.body.overview.applications).toEqual({ new: 3, lastSevenDays: 1 });
  });
});
