import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { blogPostSchema, caseStudySchema, jobSchema, productSchema } from '@joognoo/schemas';
import { migrateLatest, rollbackAll } from '../src/db/index.ts';
import { defaultSeedContent, seed, seedIfEmpty } from '../src/db/seed.ts';
import { countRows, createTestDatabase, dialects, startTestServer, type TestDatabase } from './helpers.ts';

const CONTENT_TABLES = ['products', 'blog_categories', 'blog_posts', 'jobs', 'case_studies'];

describe.each(dialects)('the real seed content on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  async function snapshot() {
    const tables: Record<string, unknown[]> = {};
    for (const table of CONTENT_TABLES) tables[table] = await database.db(table).select('*').orderBy('id');
    return tables;
  }

  it('seeds a fresh database once (seedIfEmpty), then leaves it alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await countRows(database.db, 'products')).toBe(defaultSeedContent.products.length);
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await snapshot();
    await seed(database.db);
    await seed(database.db);
    expect(await snapshot()).toEqual(before);
    expect(await countRows(database.db, 'blog_posts')).toBe(defaultSeedContent.blogPosts.length);
  });

  it('answers every seeded entity in its exact schema shape, drafts and unpublished jobs hidden', async () => {
    const server = await startTestServer(database.db, database.config);
    try {
      const get = async (path: string) => (await fetch(server.url + path)).json() as Promise<any[]>;
      const products = await get('/api/products');
      expect(products).toHaveLength(defaultSeedContent.products.length);
      for (const item of products) v.parse(v.strictObject(productSchema.entries), item);

      const posts = await get('/api/blog/posts/recent?limit=50');
      expect(posts).toHaveLength(defaultSeedContent.blogPosts.filter((p) => p.publishedAt !== null).length);
      for (const item of posts) v.parse(v.strictObject(blogPostSchema.entries), item);
      expect(posts.every((post) => post.category?.id === post.categoryId)).toBe(true);

      const jobs = await get('/api/jobs');
      expect(jobs).toHaveLength(defaultSeedContent.jobs.filter((job) => job.published).length);
      for (const item of jobs) v.parse(v.strictObject(jobSchema.entries), item);

      const studies = await get('/api/case-studies');
      expect(studies).toHaveLength(defaultSeedContent.caseStudies.length);
      for (const item of studies) v.parse(v.strictObject(caseStudySchema.entries), item);
      expect((await get('/api/case-studies/featured')).length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  it('rolls every migration back and forward again', async () => {
    const rolledBack = await rollbackAll(database.db);
    expect(rolledBack.length).toBeGreaterThanOrEqual(7);
    expect(await database.db.schema.hasTable('products')).toBe(false);
    expect(await migrateLatest(database.db)).toEqual([...rolledBack].reverse());
    expect(await database.db.schema.hasTable('contact_requests')).toBe(true);
  });
});
