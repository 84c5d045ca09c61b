import type { CaseStudy } from '@joognoo/schemas';
import type { Database } from '../../db/index.ts';
import { sanitizeContentHtml } from '../../sanitize.ts';
import { parseList, toBool, toDbTime, toIso, toNumberOrNull, toStringOrNull } from '../../db/columns.ts';

export interface CaseStudyRow {
  id: number;
  slug: string;
  title: string;
  company: string;
  industry: string;
  excerpt: string;
  cover_image: string | null;
  published_at: unknown;
  read_time: unknown;
  results: unknown;
  accelerators: unknown;
  tags: unknown;
  featured: unknown;
  challenge: string;
  solution: string;
  impact: string;
  company_description: string | null;
  company_size: string | null;
  location: string | null;
}

export function toCaseStudy(row: CaseStudyRow): CaseStudy {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    company: row.company,
    industry: row.industry,
    excerpt: row.excerpt,
    coverImage: toStringOrNull(row.cover_image),
    publishedAt: toIso(row.published_at),
    readTime: toNumberOrNull(row.read_time),
    results: parseList(row.results),
    accelerators: parseList(row.accelerators),
    tags: parseList(row.tags),
    featured: toBool(row.featured),
    // Sanitized when stored and again on the way out: defence in depth.
    challenge: sanitizeContentHtml(row.challenge),
    solution: sanitizeContentHtml(row.solution),
    impact: sanitizeContentHtml(row.impact),
    companyDescription: toStringOrNull(row.company_description),
    companySize: toStringOrNull(row.company_size),
    location: toStringOrNull(row.location),
  };
}

export function caseStudiesRepository(db: Database) {
  /** Public case studies: not a draft, and published_at reached (a future one is scheduled). */
  function published() {
    return db<CaseStudyRow>('case_studies').where('draft', false).where('published_at', '<=', toDbTime(db, new Date()));
  }

  function newestFirst() {
    return published()
      .select('*')
      .orderBy([
        { column: 'published_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  }

  return {
    async list(): Promise<CaseStudy[]> {
      const rows = await newestFirst();
      return rows.map(toCaseStudy);
    },

    async listFeatured(): Promise<CaseStudy[]> {
      const rows = await newestFirst().where('featured', true);
      return rows.map(toCaseStudy);
    },

    async findBySlug(slug: string): Promise<CaseStudy | undefined> {
      const row = await published().where({ slug }).first();
      return row && toCaseStudy(row);
    },
  };
}

export type CaseStudiesRepository = ReturnType<typeof caseStudiesRepository>;
