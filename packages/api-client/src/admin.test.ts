/**
 * The back office's client (`./admin.ts`) against the real API (`createApp` of @joognoo/api on
 * SQLite in a temp dir), called as a visitor of the back office is: a fetch that adds the
 * staff session's cookie and the site's Origin (what the back office's `visitorFetch` does),
 * records every request and keeps the `Set-Cookie`s of the answers. A bare HTTP server stands
 * in for the answers the API never gives (an error without a body).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@joognoo/api';
import { insertApplication } from '@joognoo/api/testing/commands';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '@joognoo/api/testing/database';
import { png } from '@joognoo/api/testing/images';
import { composedPayload } from '@joognoo/api/testing/outbox';
import { AdminApiError, createAdminApiClient, type AdminApiClient } from './admin.ts';

const PASSWORD = 'a long enough staff password';
/** An id, token or address that names nothing: calls that would change something are refused instead. */
const NONE = 999_999;
const NO_TOKEN = 'A'.repeat(43);

/** One request as the API received it. */
interface Sent {
  method: string;
  /** Path and query, e.g. `/api/admin/leads?q=ann`. */
  target: string;
  accept: string | null;
  contentType: string | null;
  body: string;
}

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  server = await startTestServer(database.db, database.config);
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** The session cookie (`name=value`) of a sign-in of a new user with `role`. */
async function signedIn(role: 'admin' | 'marketer' | 'sales' | 'recruiter', email = `${role}-${Math.random().toString(36).slice(2, 8)}@joognoo.test`) {
  const user = await createUser(database.db, { email, password: PASSWORD, role, name: `Test ${role}` });
  return { user, cookie: await signIn(email) };
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: database.config.siteOrigin },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A client as the visitor with `cookie` (none: signed out), and what it sent and was answered. */
function visitor(cookie?: string, baseUrl = server.url) {
  const sent: Sent[] = [];
  const setCookies: string[] = [];
  const fetchAsVisitor: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set('cookie', cookie);
    request.headers.set('origin', database.config.siteOrigin);
    const copy = request.clone();
    const response = await fetch(request);
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      target: `${url.pathname}${url.search}`,
      accept: request.headers.get('accept'),
      contentType: request.headers.get('content-type'),
      body: await copy.text(),
    });
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  return { api: createAdminApiClient({ baseUrl, fetch: fetchAsVisitor }), sent, setCookies };
}

/** The refusal a call rejected with (fails when it resolved or rejected with something else). */
async function refusal(call: Promise<unknown>): Promise<AdminApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AdminApiError);
  return error as AdminApiError;
}

/** The token of the last e-mail of `kind` queued to `to` (from its link). */
async function mailedToken(to: string, kind: 'staff_invitation' | 'password_reset'): Promise<string> {
  const row = await database.db('deliveries').where({ person_email: to, kind, channel: 'email' }).orderBy('created_at', 'desc').first('id', 'payload', 'secrets_encrypted');
  const { text } = JSON.parse(composedPayload(database.config, row)) as { text: string };
  return /\/(?:invitation|reset-password)\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

const post = {
  title: 'Client test post',
  slug: '',
  excerpt: 'An excerpt.',
  markdown: '# Hello\n\nThe text.',
  coverImage: '',
  readTime: '',
  categoryId: null,
  tags: ['test'],
  featured: false,
  authorUsername: 'tester',
  authorAvatarUrl: '',
};

const job = {
  title: 'Client test job',
  slug: '',
  department: 'Engineering',
  locationCity: 'Berlin',
  locationState: '',
  locationCountry: 'Germany',
  isRemote: true,
  type: 'Full-time',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: '',
  overview: 'Build things.',
  responsibilities: ['Write code'],
  requirements: [],
  benefits: [],
};

const partnerFields = { name: 'Nobody', origins: ['https://nobody.example'], webhookUrl: null, leadEmail: null, active: true };

/**
 * Every method of the client: the request it makes (method, path and query, body) and the
 * API's answer to it. Calls that change something name nothing (or send an invalid body), so
 * each is refused and the rows do not depend on each other; `signOut` ends its own session.
 */
type Row = {
  call: (api: AdminApiClient) => Promise<unknown>;
  /** `METHOD /path?query`, and the JSON body when one is sent. */
  sends: [string, unknown?];
  /** The status of the API's answer. */
  status: number;
  /** `Accept`, when not `application/json`. */
  accept?: string | null;
};

const ROWS: Record<keyof AdminApiClient, Row> = {
  getMe: { call: (api) => api.getMe(), sends: ['GET /api/admin/me'], status: 200 },
  getOverview: { call: (api) => api.getOverview(), sends: ['GET /api/admin/overview'], status: 200 },

  // Query values: in the given order, encoded, and null, undefined and '' left out.
  listLeads: {
    call: (api) => api.listLeads({ q: 'Ann & Bob', status: '', owner: null, form: undefined, page: 2, perPage: '10' }),
    sends: ['GET /api/admin/leads?q=Ann+%26+Bob&page=2&perPage=10'],
    status: 200,
  },
  exportLeadsCsv: { call: (api) => api.exportLeadsCsv({ status: 'new', q: '' }), sends: ['GET /api/admin/leads/export.csv?status=new'], status: 200, accept: 'text/csv' },
  getLead: { call: (api) => api.getLead(NONE), sends: [`GET /api/admin/leads/${NONE}`], status: 404 },
  updateLeadStatus: { call: (api) => api.updateLeadStatus(NONE, { status: 'contacted' }), sends: [`POST /api/admin/leads/${NONE}/status`, { status: 'contacted' }], status: 404 },
  setLeadOwner: { call: (api) => api.setLeadOwner(NONE, { ownerId: null }), sends: [`POST /api/admin/leads/${NONE}/owner`, { ownerId: null }], status: 404 },
  addLeadNote: { call: (api) => api.addLeadNote(NONE, { body: 'A note' }), sends: [`POST /api/admin/leads/${NONE}/notes`, { body: 'A note' }], status: 404 },
  // Path segments are encoded: an id cannot reach another path.
  retryLeadDelivery: { call: (api) => api.retryLeadDelivery('1/../2', 'a b'), sends: ['POST /api/admin/leads/1%2F..%2F2/deliveries/a%20b/retry', {}], status: 404 },

  listSubscribers: { call: (api) => api.listSubscribers({ status: 'pending', source: 'blog' }), sends: ['GET /api/admin/subscribers?status=pending&source=blog'], status: 200 },
  exportSubscribersCsv: { call: (api) => api.exportSubscribersCsv({ q: 'ann' }), sends: ['GET /api/admin/subscribers/export.csv?q=ann'], status: 200, accept: 'text/csv' },
  removeSubscriber: {
    call: (api) => api.removeSubscriber({ email: 'nobody@example.com', confirm: 'nobody@example.com' }),
    sends: ['POST /api/admin/subscribers/remove', { email: 'nobody@example.com', confirm: 'nobody@example.com' }],
    status: 404,
  },
  eraseSubscriber: {
    call: (api) => api.eraseSubscriber({ email: 'nobody@example.com', confirm: 'nobody@example.com' }),
    sends: ['POST /api/admin/subscribers/erase', { email: 'nobody@example.com', confirm: 'nobody@example.com' }],
    status: 404,
  },

  listApplicationJobs: { call: (api) => api.listApplicationJobs(), sends: ['GET /api/admin/applications/jobs'], status: 200 },
  listApplications: { call: (api) => api.listApplications({ job: 'senior-engineer', from: '2026-01-01' }), sends: ['GET /api/admin/applications?job=senior-engineer&from=2026-01-01'], status: 200 },
  getApplication: { call: (api) => api.getApplication(NONE), sends: [`GET /api/admin/applications/${NONE}`], status: 404 },
  downloadApplicationCv: { call: (api) => api.downloadApplicationCv(NONE), sends: [`GET /api/admin/applications/${NONE}/cv`], status: 404, accept: null },
  updateApplicationStatus: {
    call: (api) => api.updateApplicationStatus(NONE, { status: 'screening' }),
    sends: [`POST /api/admin/applications/${NONE}/status`, { status: 'screening' }],
    status: 404,
  },
  addApplicationNote: { call: (api) => api.addApplicationNote(NONE, { body: 'A note' }), sends: [`POST /api/admin/applications/${NONE}/notes`, { body: 'A note' }], status: 404 },

  listContent: { call: (api) => api.listContent('case-studies', { status: 'draft', q: 'x' }), sends: ['GET /api/admin/content/case-studies?status=draft&q=x'], status: 200 },
  getContent: { call: (api) => api.getContent('posts', NONE), sends: [`GET /api/admin/content/posts/${NONE}`], status: 404 },
  getContentPreview: { call: (api) => api.getContentPreview('jobs', NONE), sends: [`GET /api/admin/content/jobs/${NONE}/preview`], status: 404 },
  listContentCategories: { call: (api) => api.listContentCategories(), sends: ['GET /api/admin/content-categories'], status: 200 },
  createContent: { call: (api) => api.createContent('posts', { ...post, title: '' }), sends: ['POST /api/admin/content/posts', { ...post, title: '' }], status: 400 },
  updateContent: { call: (api) => api.updateContent('jobs', NONE, job), sends: [`PUT /api/admin/content/jobs/${NONE}`, job], status: 404 },
  previewContent: { call: (api) => api.previewContent('jobs', job), sends: ['POST /api/admin/content/jobs/preview', job], status: 200 },
  publishContent: { call: (api) => api.publishContent('posts', NONE), sends: [`POST /api/admin/content/posts/${NONE}/publish`], status: 404 },
  unpublishContent: { call: (api) => api.unpublishContent('posts', NONE), sends: [`POST /api/admin/content/posts/${NONE}/unpublish`], status: 404 },
  closeContent: { call: (api) => api.closeContent('jobs', NONE), sends: [`POST /api/admin/content/jobs/${NONE}/close`], status: 404 },
  reopenContent: { call: (api) => api.reopenContent('jobs', NONE), sends: [`POST /api/admin/content/jobs/${NONE}/reopen`], status: 404 },
  // An empty schedule field: no `at`, and the API's field error.
  scheduleContent: { call: (api) => api.scheduleContent('posts', NONE, { at: undefined }), sends: [`POST /api/admin/content/posts/${NONE}/schedule`, {}], status: 400 },
  rollbackContent: { call: (api) => api.rollbackContent('case-studies', NONE, { revisionId: 1 }), sends: [`POST /api/admin/content/case-studies/${NONE}/rollback`, { revisionId: 1 }], status: 404 },

  listMedia: { call: (api) => api.listMedia({ page: 1, perPage: 5 }), sends: ['GET /api/admin/media?page=1&perPage=5'], status: 200 },
  uploadMedia: { call: (api) => api.uploadMedia('not multipart', 'text/plain'), sends: ['POST /api/admin/media', 'not multipart'], status: 400 },
  deleteMedia: { call: (api) => api.deleteMedia(NONE), sends: [`DELETE /api/admin/media/${NONE}`], status: 404 },

  listPeople: { call: (api) => api.listPeople({ customers: '1', page: null }), sends: ['GET /api/admin/people?customers=1'], status: 200 },
  invitePerson: { call: (api) => api.invitePerson({ email: 'not an address', role: 'sales' }), sends: ['POST /api/admin/people/invitations', { email: 'not an address', role: 'sales' }], status: 400 },
  revokeInvitation: { call: (api) => api.revokeInvitation(NONE), sends: [`DELETE /api/admin/people/invitations/${NONE}`], status: 404 },
  setPersonRole: { call: (api) => api.setPersonRole(NONE, { role: 'sales' }), sends: [`POST /api/admin/people/${NONE}/role`, { role: 'sales' }], status: 404 },
  disablePerson: { call: (api) => api.disablePerson(NONE), sends: [`POST /api/admin/people/${NONE}/disable`], status: 404 },
  enablePerson: { call: (api) => api.enablePerson(NONE), sends: [`POST /api/admin/people/${NONE}/enable`], status: 404 },
  sendPasswordReset: { call: (api) => api.sendPasswordReset(NONE), sends: [`POST /api/admin/people/${NONE}/password-reset`], status: 404 },

  listPartners: { call: (api) => api.listPartners(), sends: ['GET /api/admin/partners'], status: 200 },
  getPartner: { call: (api) => api.getPartner('no-such'), sends: ['GET /api/admin/partners/no-such'], status: 404 },
  listPartnerDeliveries: { call: (api) => api.listPartnerDeliveries('no-such', { page: 3 }), sends: ['GET /api/admin/partners/no-such/deliveries?page=3'], status: 404 },
  createPartner: { call: (api) => api.createPartner({ id: 'Not An Id', ...partnerFields }), sends: ['POST /api/admin/partners', { id: 'Not An Id', ...partnerFields }], status: 400 },
  updatePartner: { call: (api) => api.updatePartner('no-such', partnerFields), sends: ['PUT /api/admin/partners/no-such', partnerFields], status: 404 },
  rotatePartnerSecret: { call: (api) => api.rotatePartnerSecret('no-such'), sends: ['POST /api/admin/partners/no-such/rotate-secret'], status: 404 },

  listAuditLog: {
    call: (api) => api.listAuditLog({ page: '1', actor: '', action: 'user.invite', subjectId: '7' }),
    sends: ['GET /api/admin/audit?page=1&action=user.invite&subjectId=7'],
    status: 200,
  },

  getInvitation: { call: (api) => api.getInvitation(NO_TOKEN), sends: [`GET /api/auth/invitations/${NO_TOKEN}`], status: 404 },
  acceptInvitation: {
    call: (api) => api.acceptInvitation({ token: NO_TOKEN, name: 'Mia', password: PASSWORD }),
    sends: ['POST /api/auth/invitations/accept', { token: NO_TOKEN, name: 'Mia', password: PASSWORD }],
    status: 404,
  },
  requestPasswordReset: { call: (api) => api.requestPasswordReset({ email: 'nobody@example.com' }), sends: ['POST /api/auth/password-resets', { email: 'nobody@example.com' }], status: 202 },
  completePasswordReset: {
    call: (api) => api.completePasswordReset({ token: NO_TOKEN, password: PASSWORD }),
    sends: ['POST /api/auth/password-resets/complete', { token: NO_TOKEN, password: PASSWORD }],
    status: 404,
  },
  signOut: { call: (api) => api.signOut(), sends: ['POST /api/auth/logout'], status: 204, accept: null },
};

/** Methods that resolve to the API's Response as it is (streams) instead of reading it. */
const RESPONSE_METHODS = new Set<string>(['exportLeadsCsv', 'exportSubscribersCsv', 'downloadApplicationCv', 'uploadMedia']);

describe('createAdminApiClient: every method', () => {
  let cookie: string;
  beforeAll(async () => {
    ({ cookie } = await signedIn('admin'));
  });

  it('has a row here, and no row names a method it does not have', () => {
    const api = visitor(cookie).api;
    expect(Object.keys(ROWS).sort()).toEqual(Object.keys(api).sort());
  });

  it.each(Object.entries(ROWS))('%s: its request, and the answer read as the back office reads it', async (name, row) => {
    const { api, sent } = visitor(cookie);
    const [request, body] = row.sends;
    const outcome = await row.call(api).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    expect(sent).toHaveLength(1);
    const [method, target] = request.split(' ');
    const jsonBody = body !== undefined && typeof body !== 'string';
    expect(sent[0]).toEqual({
      method,
      target,
      accept: row.accept === undefined ? 'application/json' : row.accept,
      contentType: typeof body === 'string' ? 'text/plain' : jsonBody ? 'application/json' : null,
      body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
    });

    if (RESPONSE_METHODS.has(name)) {
      // Streams come back as they are, refused or not: the back office reads their status.
      expect('value' in outcome && outcome.value).toBeInstanceOf(Response);
      expect((outcome as { value: Response }).value.status).toBe(row.status);
    } else if (row.status >= 400) {
      // A refusal: AdminApiError with the status and the API's body, its message the API's.
      const error = (outcome as { error: unknown }).error;
      expect(error).toBeInstanceOf(AdminApiError);
      expect(error).toMatchObject({ name: 'AdminApiError', status: row.status, body: { message: expect.any(String) } });
      expect((error as AdminApiError).message).toBe((error as AdminApiError).body.message);
    } else if (row.status === 204) {
      expect(outcome).toEqual({ value: undefined });
    } else {
      expect(outcome).toEqual({ value: expect.any(Object) });
    }
  });
});

describe('createAdminApiClient: what the API answers', () => {
  let admin: { user: { id: number }; cookie: string };
  let api: AdminApiClient;
  beforeAll(async () => {
    admin = await signedIn('admin', 'boss@joognoo.test');
    api = visitor(admin.cookie).api;
  });

  it('the signed-in staff member and the overview', async () => {
    expect(await api.getMe()).toEqual({ user: { id: admin.user.id, email: 'boss@joognoo.test', name: 'Test admin', role: 'admin' } });
    const { overview } = await api.getOverview();
    expect(overview).toMatchObject({ leads: expect.any(Object), subscribers: expect.any(Object), content: expect.any(Object), applications: expect.any(Object) });
  });

  it('leads: the list with its choices, a lead, its status, owner and note, the CSV stream, and a refused filter', async () => {
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'contact', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines', interest: 'engineering', message: 'Please call me back.', consent: true }),
    });
    expect(contact.status, await contact.clone().text()).toBe(201);

    const list = await api.listLeads({ q: 'Lovelace' });
    expect(list).toMatchObject({ total: 1, page: 1, choices: { forms: expect.any(Array), owners: expect.any(Array) } });
    const id = list.items[0]!.id;
    const { lead } = await api.getLead(id);
    expect(lead).toMatchObject({ id, email: 'ada@example.com', status: 'new', allowedStatuses: ['contacted', 'disqualified', 'spam'] });

    expect((await api.updateLeadStatus(id, { status: 'contacted' })).lead.status).toBe('contacted');
    expect((await api.setLeadOwner(id, { ownerId: admin.user.id })).lead.owner).toMatchObject({ id: admin.user.id });
    expect((await api.addLeadNote(id, { body: 'Called back.' })).lead.notes.map((note) => note.body)).toEqual(['Called back.']);
    const moveBack = await refusal(api.updateLeadStatus(id, { status: 'new' }));
    expect(moveBack).toMatchObject({ status: 409, message: 'A lead cannot go from contacted to new.' });

    const delivery = lead.deliveries[0]!;
    expect(await refusal(api.retryLeadDelivery(id, delivery.id))).toMatchObject({ status: 409, message: 'Only a dead delivery can be retried.' });

    const csv = await api.exportLeadsCsv({ q: 'Lovelace' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    expect(await csv.text()).toContain('ada@example.com');

    const refused = await refusal(api.listLeads({ from: 'yesterday' }));
    expect(refused).toMatchObject({ status: 400, body: { errors: { from: 'Please give a date as YYYY-MM-DD.' } } });
  });

  it('subscribers: the list, the CSV stream, a removal and an erase with what each removed', async () => {
    for (const email of ['reader@example.com', 'gone@example.com']) {
      const signUp = await fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
      expect(signUp.ok).toBe(true);
    }
    const list = await api.listSubscribers({ status: 'pending' });
    expect(list.items.map((subscriber) => subscriber.email).sort()).toEqual(['gone@example.com', 'reader@example.com']);
    expect(list.choices.sources).toEqual(expect.any(Array));
    const csv = await api.exportSubscribersCsv({ q: 'reader' });
    expect(await csv.text()).toContain('reader@example.com');

    const { removed } = await api.removeSubscriber({ email: 'reader@example.com', confirm: 'reader@example.com' });
    expect(removed).toMatchObject({ newsletter_subscriptions: { deleted: 1 }, deliveries: { deleted: 1 } });
    const { erased } = await api.eraseSubscriber({ email: 'gone@example.com', confirm: 'gone@example.com' });
    expect(erased.newsletter_subscriptions).toMatchObject({ deleted: 1 });
    expect((await api.listSubscribers()).total).toBe(0);
    expect(await refusal(api.removeSubscriber({ email: 'a@example.com', confirm: 'b@example.com' }))).toMatchObject({
      status: 400,
      body: { errors: { confirm: 'Please type the same address again to confirm.' } },
    });
  });

  it('applications: the jobs, the list, one with its status and note, and its CV as a stream', async () => {
    const stored = await insertApplication(database.db, database.config, { email: 'grace@example.com', firstName: 'Grace' });
    const { jobs } = await api.listApplicationJobs();
    expect(jobs).toEqual([expect.objectContaining({ slug: 'senior-engineer', total: 1 })]);
    const list = await api.listApplications({ job: 'senior-engineer', status: 'new' });
    expect(list.items.map((item) => item.id)).toEqual([stored.id]);
    expect((await api.getApplication(stored.id)).application).toMatchObject({ id: stored.id, email: 'grace@example.com', status: 'new' });
    expect((await api.updateApplicationStatus(stored.id, { status: 'screening' })).application.status).toBe('screening');
    expect((await api.addApplicationNote(stored.id, { body: 'Strong CV.' })).application.notes.map((note) => note.body)).toEqual(['Strong CV.']);

    const cv = await api.downloadApplicationCv(stored.id);
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(Buffer.from(await cv.arrayBuffer())).toEqual(stored.cv);
  });

  it('content: create, read, save, preview, publish, schedule, unpublish, roll back; a job closed and reopened', async () => {
    const created = await api.createContent('posts', post);
    expect(created.item.summary).toMatchObject({ kind: 'posts', title: 'Client test post', status: 'draft' });
    const id = created.item.summary.id;
    expect((await api.getContent('posts', id)).item.input).toMatchObject({ title: 'Client test post', markdown: post.markdown });
    expect((await api.updateContent('posts', id, { ...post, title: 'Renamed post' })).item.summary.title).toBe('Renamed post');
    expect((await api.previewContent('posts', { ...post, title: 'Unsaved' })).preview).toMatchObject({ title: 'Unsaved' });
    expect((await api.getContentPreview('posts', id)).preview).toMatchObject({ title: 'Renamed post' });
    expect((await api.publishContent('posts', id)).item.status).toBe('published');
    expect((await api.unpublishContent('posts', id)).item.status).toBe('draft');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api.scheduleContent('posts', id, { at })).item).toMatchObject({ status: 'scheduled', publishedAt: at });
    const past = await refusal(api.scheduleContent('posts', id, { at: '2001-01-01T00:00:00.000Z' }));
    expect(past).toMatchObject({ status: 400, body: { errors: { at: 'Choose a time in the future to schedule (UTC), or publish now.' } } });

    const { revisions } = (await api.getContent('posts', id)).item;
    const first = revisions.at(-1)!;
    expect(first.action).toBe('create');
    expect((await api.rollbackContent('posts', id, { revisionId: first.id })).item.title).toBe('Client test post');

    const list = await api.listContent('posts', { q: 'Client test', status: 'draft' });
    expect(list.items.map((item) => item.id)).toContain(id);
    expect((await api.listContentCategories()).categories).toEqual(expect.any(Array));

    const taken = await refusal(api.createContent('posts', { ...post, slug: created.item.summary.slug }));
    expect(taken.status).toBe(409);

    const jobId = (await api.createContent('jobs', job)).item.summary.id;
    await api.publishContent('jobs', jobId);
    expect((await api.closeContent('jobs', jobId)).item.status).toBe('closed');
    expect((await api.reopenContent('jobs', jobId)).item.status).toBe('published');
    expect(await refusal(api.closeContent('posts', id))).toMatchObject({ message: 'Only a job can be closed.' });
  });

  it('media: an upload streamed as it is (its own multipart type), the list, a delete answered 204', async () => {
    const form = new FormData();
    form.set('alt', 'A blue dot');
    form.set('file', new Blob([new Uint8Array(png(4, 3))], { type: 'image/png' }), 'dot.png');
    const browserPost = new Request('http://site.invalid/admin/content/media/upload', { method: 'POST', body: form });
    const uploaded = await api.uploadMedia(browserPost.body, browserPost.headers.get('content-type')!);
    expect(uploaded.status).toBe(201);
    const { media } = (await uploaded.json()) as { media: { id: number; width: number; height: number; alt: string } };
    expect(media).toMatchObject({ width: 4, height: 3, alt: 'A blue dot' });

    const page = await api.listMedia();
    expect(page).toMatchObject({ total: 1, page: 1, items: [expect.objectContaining({ id: media.id })] });
    expect(await api.deleteMedia(media.id)).toBeUndefined();
    expect((await api.listMedia()).total).toBe(0);
  });

  it('people: invite, the invitation page and its acceptance (the session cookie relayed), role, disable, enable, reset links', async () => {
    const { invitation } = await api.invitePerson({ email: 'mia@joognoo.test', role: 'marketer', name: 'Mia' });
    expect(invitation).toMatchObject({ email: 'mia@joognoo.test', role: 'marketer', name: 'Mia' });
    expect((await api.listPeople()).invitations.map((person) => person.email)).toContain('mia@joognoo.test');

    const signedOut = visitor();
    const token = await mailedToken('mia@joognoo.test', 'staff_invitation');
    expect(await signedOut.api.getInvitation(token)).toMatchObject({ email: 'mia@joognoo.test', role: 'marketer' });
    const accepted = await signedOut.api.acceptInvitation({ token, name: 'Mia', password: PASSWORD });
    expect(accepted.user).toMatchObject({ email: 'mia@joognoo.test' });
    const session = signedOut.setCookies.find((cookie) => cookie.includes('HttpOnly'))!;
    expect(session).toBeDefined();
    const mia = visitor(session.split(';')[0]).api;
    expect((await mia.getMe()).user).toMatchObject({ email: 'mia@joognoo.test', role: 'marketer' });
    expect(await refusal(mia.listLeads())).toMatchObject({ status: 403, message: 'You do not have access to this part of the back office.' });

    const miaId = accepted.user.id;
    expect((await api.setPersonRole(miaId, { role: 'sales' })).person).toMatchObject({ id: miaId, role: 'sales', disabled: false });
    expect((await api.disablePerson(miaId)).person.disabled).toBe(true);
    expect((await api.enablePerson(miaId)).person.disabled).toBe(false);
    expect(await api.sendPasswordReset(miaId)).toEqual({ message: 'If an account exists for that address, we have sent a link.' });
    const reset = await mailedToken('mia@joognoo.test', 'password_reset');
    expect(await signedOut.api.completePasswordReset({ token: reset, password: 'another long password' })).toEqual({ message: 'Your password has been changed.' });
    expect(await signedOut.api.requestPasswordReset({ email: 'mia@joognoo.test' })).toEqual({ message: 'If an account exists for that address, we have sent a link.' });

    const { invitation: second } = await api.invitePerson({ email: 'leo@joognoo.test', role: 'recruiter' });
    expect(await api.revokeInvitation(second.id)).toBeUndefined();
    expect(await refusal(api.setPersonRole(admin.user.id, { role: 'sales' }))).toMatchObject({ status: 409, message: 'You cannot change your own role.' });
    expect((await api.listPeople({ customers: '1' })).items.map((person) => person.email)).toContain('mia@joognoo.test');
  });

  it('partners: create (the secret once), list, read, deliveries, update, rotate, and the audit log of it', async () => {
    const fields = { name: 'Acme', origins: ['https://acme.example'], webhookUrl: 'http://127.0.0.1:9/hook', leadEmail: null, active: true };
    const created = await api.createPartner({ id: 'acme', ...fields });
    expect(created.partner).toMatchObject({ id: 'acme', name: 'Acme', hasWebhookSecret: true });
    expect(created.webhookSecret).toEqual(expect.any(String));
    expect((await api.listPartners()).items.map((partner) => partner.id)).toEqual(['acme']);
    expect((await api.getPartner('acme')).partner).toEqual(created.partner);
    expect(await api.listPartnerDeliveries('acme')).toEqual({ items: [], page: 1, perPage: 25, total: 0 });
    const updated = await api.updatePartner('acme', { ...fields, name: 'Acme Ltd' });
    expect(updated).toEqual({ partner: { ...created.partner, name: 'Acme Ltd' } });
    const rotated = await api.rotatePartnerSecret('acme');
    expect(rotated.webhookSecret).toEqual(expect.any(String));
    expect(rotated.webhookSecret).not.toBe(created.webhookSecret);
    expect(await refusal(api.createPartner({ id: 'acme', ...fields }))).toMatchObject({ status: 409, message: 'A partner with this id already exists.' });

    const log = await api.listAuditLog({ action: 'partner.create' });
    expect(log.items).toEqual([expect.objectContaining({ action: 'partner.create', subjectId: 'acme', actor: expect.objectContaining({ email: 'boss@joognoo.test' }) })]);
    expect(log.actions).toContain('partner.update');
  });
});

describe('createAdminApiClient: refusals and the session', () => {
  it('signed out: 401 with the API’s message', async () => {
    const error = await refusal(visitor().api.getMe());
    expect(error).toMatchObject({ status: 401, message: 'Please sign in to continue.', body: { message: 'Please sign in to continue.' } });
  });

  it('signOut ends the session: the API’s cookie removal is answered to the caller’s fetch', async () => {
    const { cookie } = await signedIn('sales');
    const session = visitor(cookie);
    expect((await session.api.getMe()).user.role).toBe('sales');
    expect(await session.api.signOut()).toBeUndefined();
    expect(session.setCookies).toEqual([expect.stringMatching(/^joognoo_auth=;.*Max-Age=0|^joognoo_auth=;.*expires=Thu, 01 Jan 1970/i)]);
    expect((await refusal(session.api.getMe())).status).toBe(401);
  });

  it('an error without a body: the status and an empty body; a 204 and an empty 200 resolve to undefined', async () => {
    const answers: Record<string, [number, string]> = { '/api/admin/me': [502, ''], '/api/admin/overview': [200, ''], '/api/admin/media/1': [204, ''] };
    const bare = http.createServer((request, response) => {
      const [status, body] = answers[request.url ?? ''] ?? [500, ''];
      response.writeHead(status).end(body);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    try {
      const { api } = visitor(undefined, `http://127.0.0.1:${(bare.address() as AddressInfo).port}`);
      const error = await refusal(api.getMe());
      expect(error).toMatchObject({ status: 502, body: {}, message: 'The back office API answered 502' });
      expect(await api.getOverview()).toBeUndefined();
      expect(await api.deleteMedia(1)).toBeUndefined();
    } finally {
      bare.closeAllConnections();
      await new Promise((resolve) => bare.close(resolve));
    }
  });
});
