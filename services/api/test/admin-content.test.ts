import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '@joognoo/schemas/admin';
import { toDbTime } from '../src/db/columns.ts';
import { seed } from '../src/db/seed.ts';
import { contentVersionsRepository } from '../src/content/store/versions.ts';
import { responseCache } from '../src/middleware/response-cache.ts';
import { createTestDatabase, dialects, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { adminFetch, signedInStaff, type SignedInStaff } from './staff.ts';

const post = (overrides: Record<string, unknown> = {}) => ({
  title: 'Shipping the back office',
  excerpt: 'How marketers publish without a developer.',
  markdown: '## Why\n\nMarketers write **Markdown**.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))\n\n![A chart](/media/chart.png)',
  authorUsername: 'marketing',
  tags: ['Back office'],
  ...overrides,
});

const job = (overrides: Record<string, unknown> = {}) => ({
  title: 'Content Designer',
  department: 'Marketing',
  locationCity: 'Berlin',
  locationCountry: 'Germany',
  type: 'Full-time',
  overview: 'Write the words of the product.',
  responsibilities: ['Write', 'Edit'],
  requirements: ['Taste'],
  benefits: ['Books'],
  ...overrides,
});

const caseStudy = (overrides: Record<string, unknown> = {}) => ({
  title: 'Acme cuts cloud waste',
  company: 'Acme',
  industry: 'Retail',
  excerpt: 'Acme saved a third of its cloud bill.',
  results: ['30% less spend'],
  challengeMarkdown: 'Too many **idle** machines.',
  solutionMarkdown: 'Joognoo Green.',
  impactMarkdown: 'A third saved.',
  ...overrides,
});

describe.each(dialects)('the content back office on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let marketer: SignedInStaff;
  let sales: SignedInStaff;
  const api = (path: string, method = 'GET', body?: unknown, as: SignedInStaff = marketer) => adminFetch(`${server.url}${path}`, method, as, body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are read by the assertions
  const json = async <T = any>(response: Response) => (await response.json()) as T;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seed(database.db);
    await database.db('media').insert({
      storage_key: 'chart.png',
      content_type: 'image/png',
      bytes: 100,
      width: 640,
      height: 480,
      original_name: 'chart.png',
      alt: '',
      created_at: toDbTime(database.db, new Date()),
    });
    server = await startTestServer(database.db, database.config);
    marketer = await signedInStaff(database.db, database.config, 'marketer');
    sales = await signedInStaff(database.db, database.config, 'sales');
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('creates a draft post from Markdown: rendered, sanitised, images sized, slug from the title', async () => {
    const response = await api('/api/admin/content/posts', 'POST', post());
    expect(response.status).toBe(201);
    const { item } = await json(response);
    expect(item.summary).toMatchObject({ slug: 'shipping-the-back-office', status: 'draft', publishedAt: null });
    expect(item.input.markdown).toContain('Marketers write **Markdown**');
    expect(item.revisions.map((r: { action: string }) => r.action)).toEqual(['create']);

    const stored = await database.db('blog_posts').where({ id: item.summary.id }).first();
    expect(stored.content).toContain('<h2>Why</h2>');
    expect(stored.content).toContain('<strong>Markdown</strong>');
    expect(stored.content).not.toMatch(/<script|javascript:/i);
    expect(stored.content).toMatch(/<img width="640" height="480" src="\/media\/chart.png" alt="A chart" \/>/);
    expect(stored.content_markdown).toContain('<script>');

    // A draft is not public, and a preview shows it as the public API would.
    expect((await fetch(`${server.url}/api/blog/posts/shipping-the-back-office`)).status).toBe(404);
    const preview = await json(await api(`/api/admin/content/posts/${item.summary.id}/preview`));
    expect(preview.preview).toMatchObject({ slug: 'shipping-the-back-office', title: 'Shipping the back office' });
    expect(preview.preview.content).toContain('<strong>Markdown</strong>');
    const unsaved = await json(await api('/api/admin/content/posts/preview', 'POST', post({ markdown: '*Only a preview*' })));
    expect(unsaved.preview.content).toBe('<p><em>Only a preview</em></p>\n');

    // The audit log has the write.
    const audit = await database.db('audit_log').where({ action: 'post.create', subject_id: String(item.summary.id) }).first();
    expect(audit).toMatchObject({ subject_type: 'post', actor_email: marketer.user.email });
  });

  it('explains what is wrong with a post', async () => {
    const response = await api('/api/admin/content/posts', 'POST', { title: '', slug: 'Not A Slug', markdown: ' ' });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.errors).toMatchObject({
      title: 'The title is required.',
      slug: expect.stringContaining('lowercase letters'),
      markdown: 'The text is required.',
      excerpt: 'The excerpt is required.',
      authorUsername: 'The author is required.',
    });
  });

  it('publishes: the post is in the public list at once (the response cache drops), and leaves on unpublish', async () => {
    // Warm the cache first.
    const before = await json<Array<{ slug: string }>>(await fetch(`${server.url}/api/blog/posts/recent?limit=50`));
    expect(before.some((p) => p.slug === 'cache-check')).toBe(false);
    const { item } = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Cache check' })));
    const published = await api(`/api/admin/content/posts/${item.summary.id}/publish`, 'POST');
    expect(published.status).toBe(200);
    expect((await json(published)).item.status).toBe('published');
    const after = await json<Array<{ slug: string }>>(await fetch(`${server.url}/api/blog/posts/recent?limit=50`));
    expect(after[0]!.slug).toBe('cache-check');
    expect((await fetch(`${server.url}/api/blog/posts/cache-check`)).status).toBe(200);

    await api(`/api/admin/content/posts/${item.summary.id}/unpublish`, 'POST');
    expect((await fetch(`${server.url}/api/blog/posts/cache-check`)).status).toBe(404);
    const list = await json(await api('/api/admin/content/posts?status=draft'));
    expect(list.items.map((i: { slug: string }) => i.slug)).toContain('cache-check');
    const searched = await json(await api('/api/admin/content/posts?q=cache%20ch'));
    expect(searched.items.map((i: { slug: string }) => i.slug)).toEqual(['cache-check']);
    expect((await json(await api('/api/admin/content/posts?q=100%25_!'))).items).toEqual([]);
    const audits = await database.db('audit_log').where({ subject_type: 'post', subject_id: String(item.summary.id) }).orderBy('id').pluck('action');
    expect(audits).toEqual(['post.create', 'post.publish', 'post.unpublish']);
  });

  it('schedules: public only from the scheduled moment on', async () => {
    const { item } = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Scheduled post' })));
    const past = await api(`/api/admin/content/posts/${item.summary.id}/schedule`, 'POST', { at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect((await json(past)).message).toBe(CONTENT_MESSAGES.scheduleInPast);

    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await json(await api(`/api/admin/content/posts/${item.summary.id}/schedule`, 'POST', { at }));
    expect(scheduled.item).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await fetch(`${server.url}/api/blog/posts/scheduled-post`)).status).toBe(404);
    expect((await json(await api('/api/admin/content/posts?status=scheduled'))).items.map((i: { slug: string }) => i.slug)).toEqual(['scheduled-post']);

    // The moment comes (moved into the past here): public from then on.
    await database.db('blog_posts').where({ id: item.summary.id }).update({ published_at: toDbTime(database.db, new Date(Date.now() - 1000)) });
    await database.db('content_versions').update({ version: database.db.raw('version + 1') });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await fetch(`${server.url}/api/blog/posts/scheduled-post`)).status).toBe(200);
  });

  it('shows a scheduled post when its moment comes, with no write in between (the cache does not outlive it)', async () => {
    const { item } = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Goes public soon' })));
    await api(`/api/admin/content/posts/${item.summary.id}/schedule`, 'POST', { at: new Date(Date.now() + 60_000).toISOString() });
    // Moved to 1.5 s ahead directly (the schedule endpoint refuses nothing but the past).
    await database.db('blog_posts').where({ id: item.summary.id }).update({ published_at: toDbTime(database.db, new Date(Date.now() + 1500)) });
    await database.db('content_versions').update({ version: database.db.raw('version + 1') });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the cache reads the version and the next scheduled moment
    const slugs = async () => (await json<Array<{ slug: string }>>(await fetch(`${server.url}/api/blog/posts/recent?limit=50`))).map((p) => p.slug);
    expect(await slugs()).not.toContain('goes-public-soon'); // cached now
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await slugs()).toContain('goes-public-soon');
  });

  it('drops cached answers when the next scheduled moment passes', async () => {
    let clock = Date.now();
    let scheduled: number | null = clock + 5000;
    let reads = 0;
    const cache = responseCache(
      { get: async () => 7, nextScheduledAt: async () => scheduled },
      { now: () => clock, checkIntervalMs: 60_000 },
    );
    const run = async () => {
      // A hit is written straight to the Node response (req and res), past Koa's own handling.
      const ctx = {
        method: 'GET',
        path: '/api/blog/posts/recent',
        url: '/api/blog/posts/recent',
        status: 404,
        body: undefined as unknown,
        req: { headers: {} },
        res: { writeHead() {}, end() {} },
        get: () => '',
        set() {},
        vary() {},
      };
      await cache(ctx as never, async () => {
        reads += 1;
        ctx.status = 200;
        ctx.body = { reads };
      });
      return reads;
    };
    expect(await run()).toBe(1);
    expect(await run()).toBe(1); // cached
    clock += 6000; // the scheduled post is public now
    scheduled = null;
    expect(await run()).toBe(2);
    expect(await run()).toBe(2);
  });

  it('keeps slugs unique (409) and an old slug of a published post redirects (301)', async () => {
    const { item } = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Old name' })));
    await api(`/api/admin/content/posts/${item.summary.id}/publish`, 'POST');
    const taken = await api('/api/admin/content/posts', 'POST', post({ title: 'Another', slug: 'old-name' }));
    expect(taken.status).toBe(409);
    expect((await json(taken)).message).toBe(CONTENT_MESSAGES.slugTaken('old-name'));
    // An empty slug from a taken title gets a number.
    const twin = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Old name' })));
    expect(twin.item.summary.slug).toBe('old-name-2');

    // Saving with an empty slug keeps the slug (stable).
    const kept = await json(await api(`/api/admin/content/posts/${item.summary.id}`, 'PUT', post({ title: 'Renamed title', slug: '' })));
    expect(kept.item.summary.slug).toBe('old-name');

    const renamed = await json(await api(`/api/admin/content/posts/${item.summary.id}`, 'PUT', post({ title: 'New name', slug: 'new-name' })));
    expect(renamed.item.summary.slug).toBe('new-name');
    expect(renamed.item.redirectsFrom).toEqual(['old-name']);
    const moved = await fetch(`${server.url}/api/blog/posts/old-name`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/api/blog/posts/new-name');
    const followed = await fetch(`${server.url}/api/blog/posts/old-name`);
    expect(((await followed.json()) as { slug: string }).slug).toBe('new-name');
    // A draft's slug change leaves no redirect (it was never public).
    const draft = await json(await api('/api/admin/content/posts', 'POST', post({ title: 'Draft only' })));
    await api(`/api/admin/content/posts/${draft.item.summary.id}`, 'PUT', post({ title: 'Draft only', slug: 'draft-renamed' }));
    expect((await fetch(`${server.url}/api/blog/posts/draft-only`, { redirect: 'manual' })).status).toBe(404);
    // The old slug is free for a new item again: the redirect goes.
    await api('/api/admin/content/posts', 'POST', post({ title: 'Takes the old slug', slug: 'old-name' }));
    expect((await json(await api(`/api/admin/content/posts/${item.summary.id}`))).item.redirectsFrom).toEqual([]);
  });

  it('redirects the old slugs of jobs and case studies too, and schedules a job by its posted date', async () => {
    const created = await json(await api('/api/admin/content/jobs', 'POST', job({ title: 'Moving Role' })));
    const id = created.item.summary.id;
    await api(`/api/admin/content/jobs/${id}/publish`, 'POST');
    await api(`/api/admin/content/jobs/${id}`, 'PUT', job({ title: 'Moving Role', slug: 'moved-role' }));
    const moved = await fetch(`${server.url}/api/jobs/slug/moving-role`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/api/jobs/slug/moved-role']);

    const study = await json(await api('/api/admin/content/case-studies', 'POST', caseStudy({ title: 'Moving Study' })));
    await api(`/api/admin/content/case-studies/${study.item.summary.id}/publish`, 'POST');
    await api(`/api/admin/content/case-studies/${study.item.summary.id}`, 'PUT', caseStudy({ title: 'Moving Study', slug: 'moved-study' }));
    const movedStudy = await fetch(`${server.url}/api/case-studies/moving-study`, { redirect: 'manual' });
    expect([movedStudy.status, movedStudy.headers.get('location')]).toEqual([301, '/api/case-studies/moved-study']);

    const later = await json(await api('/api/admin/content/jobs', 'POST', job({ title: 'Later Role' })));
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect((await json(await api(`/api/admin/content/jobs/${later.item.summary.id}/schedule`, 'POST', { at }))).item).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect((await fetch(`${server.url}/api/jobs/slug/later-role`)).status).toBe(404);
    // The response cache's next change: the earliest scheduled moment (the post scheduled above is sooner, if still ahead).
    const next = await contentVersionsRepository(database.db).nextScheduledAt();
    expect(next).not.toBeNull();
    expect(next!).toBeLessThanOrEqual(Date.parse(at));
  });

  it('closes a job: its page answers it closed, the list (and so the sitemap) leaves it out', async () => {
    const created = await json(await api('/api/admin/content/jobs', 'POST', job()));
    const id = created.item.summary.id;
    expect(created.item.summary.status).toBe('draft');
    expect((await fetch(`${server.url}/api/jobs/slug/content-designer`)).status).toBe(404);
    await api(`/api/admin/content/jobs/${id}/publish`, 'POST');
    let list = await json<Array<{ slug: string }>>(await fetch(`${server.url}/api/jobs`));
    expect(list.map((j) => j.slug)).toContain('content-designer');

    const closed = await json(await api(`/api/admin/content/jobs/${id}/close`, 'POST'));
    expect(closed.item.status).toBe('closed');
    const page = await json<{ closedAt?: string }>(await fetch(`${server.url}/api/jobs/slug/content-designer`));
    expect(page.closedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    list = await json(await fetch(`${server.url}/api/jobs`));
    expect(list.map((j) => j.slug)).not.toContain('content-designer');
    expect((await json(await api('/api/admin/content/jobs?status=closed'))).items.map((i: { slug: string }) => i.slug)).toEqual(['content-designer']);
    // Closing a post is refused.
    expect((await api('/api/admin/content/posts/1/close', 'POST')).status).toBe(400);
  });

  it('keeps every version and rolls back to one (the roll back is a new version)', async () => {
    const { item } = await json(await api('/api/admin/content/case-studies', 'POST', caseStudy()));
    const id = item.summary.id;
    await api(`/api/admin/content/case-studies/${id}`, 'PUT', caseStudy({ title: 'Acme, second draft', slug: 'acme-cuts-cloud-waste', impactMarkdown: 'Half saved.' }));
    await api(`/api/admin/content/case-studies/${id}/publish`, 'POST');
    const detail = (await json(await api(`/api/admin/content/case-studies/${id}`))).item;
    expect(detail.revisions.map((r: { action: string }) => r.action)).toEqual(['publish', 'update', 'create']);
    const first = detail.revisions[2].id;
    expect((await json(await fetch(`${server.url}/api/case-studies/acme-cuts-cloud-waste`))).impact).toBe('<p>Half saved.</p>\n');

    const rolled = await api(`/api/admin/content/case-studies/${id}/rollback`, 'POST', { revisionId: first });
    expect(rolled.status).toBe(200);
    const after = (await json(await api(`/api/admin/content/case-studies/${id}`))).item;
    expect(after.input.title).toBe('Acme cuts cloud waste');
    expect(after.summary.status).toBe('draft'); // the first version was a draft
    expect(after.revisions[0].action).toBe(`rollback to #${first}`);
    expect(after.revisions).toHaveLength(4);
    expect((await api(`/api/admin/content/case-studies/${id}/rollback`, 'POST', { revisionId: 999999 })).status).toBe(404);
  });

  it('edits a seeded post written in HTML and leaves the seed idempotent', async () => {
    const seeded = await database.db('blog_posts').whereNotNull('published_at').orderBy('id').first();
    const detail = (await json(await api(`/api/admin/content/posts/${seeded.id}`))).item;
    expect(detail.sourceIsHtml).toBe(true);
    expect(detail.input.markdown).toBe(seeded.content);
    const saved = await api(`/api/admin/content/posts/${seeded.id}`, 'PUT', detail.input);
    expect(saved.status).toBe(200);
    const stored = await database.db('blog_posts').where({ id: seeded.id }).first();
    expect(stored.content_markdown).toBe(seeded.content);
    await seed(database.db);
    expect((await fetch(`${server.url}/api/blog/posts/${seeded.slug}`)).status).toBe(200);
  });

  it('is for marketers and admins only', async () => {
    expect((await api('/api/admin/content/posts', 'GET', undefined, sales)).status).toBe(403);
    expect((await api('/api/admin/content/nonsense')).status).toBe(404);
  });
});
