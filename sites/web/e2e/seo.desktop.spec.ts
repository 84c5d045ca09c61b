import { blogPosts, caseStudies, jobs } from '@joognoo/api/seed-data';
import { expect, test } from './fixtures';

// Server answers, the same at every viewport: the desktop project runs this file (*.desktop.spec.ts).

const JOB = jobs.find((j) => j.published)!;

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

test('curl /careers/{slug}: the HTML carries valid schema.org JobPosting JSON-LD', async ({ request, baseURL }) => {
  const response = await request.get(`/careers/${JOB.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const postings = jsonLdBlocks(html).filter((b) => (b as { '@type'?: string })['@type'] === 'JobPosting');
  expect(postings).toHaveLength(1);
  const posting = postings[0] as Record<string, any>;
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting.title).toBe(JOB.title);
  expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
  expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Joognoo' });
  expect(posting.description).toContain('<p>');
  expect(posting.url).toBe(new URL(`/careers/${JOB.slug}`, baseURL).toString());
  expect(posting.employmentType).toMatch(/^[A-Z_]+$/);
  expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
  // Nothing in the JSON can close the script element.
  const raw = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!;
  expect(raw).not.toMatch(/<\/?[a-z]/i);
});

test('detail pages: titles, descriptions and Open Graph from the data (SVG covers fall back to the PNG)', async ({ request, baseURL }) => {
  const post = blogPosts.find((p) => p.publishedAt !== null)!;
  const postHtml = await (await request.get(`/blog/${post.slug}`)).text();
  expect(postHtml).toContain(`<title>${post.title.replace(/&/g, '&amp;')} | Joognoo Blog</title>`);
  expect(postHtml).toContain('<meta property="og:type" content="article"/>');
  expect(postHtml).toContain(`<meta property="og:image" content="${new URL('/og-image.png', baseURL)}"/>`);
  expect(postHtml).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(postHtml).toContain('<meta property="article:published_time"');

  const study = caseStudies[0]!;
  const studyHtml = await (await request.get(`/case-studies/${study.slug}`)).text();
  expect(studyHtml).toContain(`<meta property="og:image" content="${new URL('/og-image.png', baseURL)}"/>`);
  expect(studyHtml).toContain(' | Joognoo Case Studies</title>');

  for (const path of ['/blog/no-such-post', '/careers/no-such-job', '/case-studies/no-such-story']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
});

test('curl /sitemap.xml: static routes and every seeded published post, job and case study, no draft', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const url = (path: string) => new URL(path, baseURL).toString();

  for (const path of ['/', '/blog', '/careers', '/case-studies', '/about', '/contact', '/privacy-policy', '/use-cases/green']) {
    expect(locs, path).toContain(url(path));
  }
  for (const post of blogPosts) {
    if (post.publishedAt === null) expect(locs, `draft ${post.slug}`).not.toContain(url(`/blog/${post.slug}`));
    else expect(locs, post.slug).toContain(url(`/blog/${post.slug}`));
  }
  for (const job of jobs) {
    if (job.published) expect(locs, job.slug).toContain(url(`/careers/${job.slug}`));
    else expect(locs, `unpublished ${job.slug}`).not.toContain(url(`/careers/${job.slug}`));
  }
  for (const study of caseStudies) expect(locs, study.slug).toContain(url(`/case-studies/${study.slug}`));

  expect(blogPosts.some((p) => p.publishedAt === null)).toBe(true);
  expect(jobs.some((j) => !j.published)).toBe(true);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.some((loc) => /[:*]\w|\.xml$|\.txt$/.test(new URL(loc).pathname))).toBe(false);
  // Entities carry lastmod.
  expect(xml).toMatch(new RegExp(`<loc>${url(`/careers/${JOB.slug}`)}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
});

test('curl /robots.txt: allow all, keep out of /api/, point at the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  const text = await response.text();
  expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n');
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL)}`);
});
