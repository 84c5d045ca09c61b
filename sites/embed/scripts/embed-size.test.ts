// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATALOG } from '@joognoo/blog';
import { CASE_STUDIES_CATALOG } from '@joognoo/case-studies';
import { CONTACT_FORM_CATALOG } from '@joognoo/contact-form';
import { INTEGRATIONS_CATALOG } from '@joognoo/integrations';
import { JOB_BOARD_CATALOG } from '@joognoo/job-board';
import { NEWSLETTER_CATALOG } from '@joognoo/newsletter';
import { SHIPPED_LOCALES } from '@joognoo/schemas';
import type { Catalog } from '@joognoo/ui';
import { EMBED_RELEASE, type EmbedManifest } from '../src/assets';
import { embedWidgets } from '../vite.config';
import { buildEmbedInto } from './build-embed';
import { EMBED_BUDGETS, formatEmbedSizes, incrementBudget, languageBudget, measureEmbed, type EmbedSizes } from './embed-size';

let outDir: string;
let sizes: EmbedSizes;

beforeAll(async () => {
  // A fresh build of the current sources into a temp dir: the numbers never come from a stale dist.
  outDir = mkdtempSync(join(tmpdir(), 'joognoo-embed-'));
  await buildEmbedInto(outDir);
  sizes = measureEmbed(outDir);
  console.log(formatEmbedSizes(sizes));
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the embed build', () => {
  it('writes loader.js (unhashed) and its pinned copy, content-hashed chunks and one shared runtime chunk', () => {
    const files = readdirSync(outDir).sort();
    expect(files).toEqual(['chunks', 'embed-manifest.json', 'embed.css', expect.stringMatching(/^loader-[\w-]{10}\.js$/), 'loader.js']);
    expect(readFileSync(join(outDir, files[3]!), 'utf8')).toBe(readFileSync(join(outDir, 'loader.js'), 'utf8'));
    const chunks = readdirSync(join(outDir, 'chunks'));
    for (const chunk of chunks) expect(chunk).toMatch(/^[a-z-]+-[\w-]{8}\.js$/);
    expect(chunks.filter((c) => c.startsWith('runtime-'))).toHaveLength(1);
    expect(chunks.some((c) => c.startsWith('newsletter-'))).toBe(true);
  });

  it('lists the sha384 Subresource Integrity of every JavaScript file and embed.css in the manifest, matching its bytes', () => {
    const manifest = JSON.parse(readFileSync(join(outDir, 'embed-manifest.json'), 'utf8')) as EmbedManifest;
    const jsFiles = [
      ...readdirSync(outDir).filter((f) => f.endsWith('.js') || f === 'embed.css'),
      ...readdirSync(join(outDir, 'chunks')).map((f) => `chunks/${f}`),
    ].sort();
    expect(Object.keys(manifest.integrity).sort()).toEqual(jsFiles);
    for (const file of jsFiles) {
      const digest = createHash('sha384').update(readFileSync(join(outDir, file))).digest('base64');
      expect(manifest.integrity[file], file).toBe(`sha384-${digest}`);
    }
    expect(manifest).toMatchObject({ version: EMBED_RELEASE, major: 'v1', loader: 'loader.js', stylesheet: 'embed.css', pinnedLoader: expect.stringMatching(/^loader-/) });
  });

  it.each(['newsletter', 'contact-form'])('%s downloads the runtime and its own code only', (name) => {
    const widget = sizes.widgets[name]!;
    expect(widget.files.filter((f) => f.startsWith('chunks/runtime-'))).toHaveLength(1);
    // Its own chunks (the newsletter form is a chunk of its own: the blog widget shows it too).
    for (const file of widget.files) expect(file).toMatch(new RegExp(`^chunks/(runtime|${name})-`));
  });
});

describe('the size budgets (gzip -9, real libraries)', () => {
  it(`the loader alone is at most ${EMBED_BUDGETS.loader} bytes`, () => {
    expect(sizes.loader).toBeLessThanOrEqual(EMBED_BUDGETS.loader);
  });

  it.each(Object.entries(EMBED_BUDGETS.totals))('%s: loader + runtime + widget is at most %i bytes', (name, budget) => {
    const widget = sizes.widgets[name];
    if (!widget) {
      console.warn(`[size] ${name} is not in the build yet`);
      return;
    }
    expect(widget.total).toBeLessThanOrEqual(budget);
  });

  it(`a second, different widget adds at most ${EMBED_BUDGETS.secondWidget} bytes (the integrations panel ${EMBED_BUDGETS.addedBy.integrations})`, () => {
    for (const increment of sizes.increments) {
      expect({ ...increment, ok: increment.bytes <= incrementBudget(increment.second) }).toMatchObject({ ok: true });
    }
  });

  it("declares forms for exactly the widgets whose catalogs have them (the blog's host: its newsletter box)", () => {
    const catalogs: Record<string, Catalog> = {
      newsletter: NEWSLETTER_CATALOG,
      'contact-form': CONTACT_FORM_CATALOG,
      blog: { ...BLOG_CATALOG, forms: NEWSLETTER_CATALOG.forms },
      'job-board': JOB_BOARD_CATALOG,
      'case-studies': CASE_STUDIES_CATALOG,
      integrations: INTEGRATIONS_CATALOG,
    };
    expect(Object.fromEntries(embedWidgets.map((w) => [w.name, w.forms]))).toEqual(
      Object.fromEntries(Object.entries(catalogs).map(([name, catalog]) => [name, catalog.forms === true])),
    );
    expect(CASE_STUDIES_CATALOG.forms).toBeUndefined();
  });

  const OTHER_LOCALES = SHIPPED_LOCALES.filter((locale) => locale !== 'en');
  it.each(OTHER_LOCALES)(
    `a page in %s fetches the catalogs of ui, widget-kit and its widget (and the schemas' with forms), at most ${EMBED_BUDGETS.language} bytes, and none up front`,
    (locale) => {
      for (const [name, widget] of Object.entries(sizes.widgets)) {
        const language = widget.languages[locale];
        const packages = language?.files.map((file) => file.replace(new RegExp(`^chunks/${locale}-|-[\\w-]{8}\\.js$`, 'g'), '')).sort();
        const forms = embedWidgets.find((w) => w.name === name)!.forms;
        expect({ name, packages }).toEqual({ name, packages: [name, ...(forms ? ['schemas'] : []), 'ui', 'widget-kit'].sort() });
        expect({ name, bytes: language!.bytes, ok: language!.bytes <= languageBudget(name) }).toMatchObject({ ok: true });
        for (const file of language!.files) expect(widget.files).not.toContain(file);
      }
    },
  );

  it('no page downloads another language\'s texts up front: every catalog chunk but English is fetched on demand', () => {
    const upFront = new Set(Object.values(sizes.widgets).flatMap((widget) => widget.files));
    const catalogs = readdirSync(join(outDir, 'chunks')).filter((file) => new RegExp(`^(${OTHER_LOCALES.join('|')})-`).test(file));
    expect(catalogs.length).toBeGreaterThanOrEqual(OTHER_LOCALES.length * 3);
    for (const file of catalogs) expect(upFront.has(`chunks/${file}`), file).toBe(false);
  });

  it.each(Object.entries(EMBED_BUDGETS.lazy))('the lazily loaded %s chunk is at most %i bytes, and no widget loads it up front', (name, budget) => {
    expect(sizes.lazy[name]).toBeLessThanOrEqual(budget);
    for (const widget of Object.values(sizes.widgets)) expect(widget.files.some((file) => file.startsWith(`chunks/${name}-`))).toBe(false);
  });

  it('builds every widget, the integrations panel included', () => {
    expect(Object.keys(sizes.widgets).sort()).toEqual(['blog', 'case-studies', 'contact-form', 'integrations', 'job-board', 'newsletter']);
  });
});
