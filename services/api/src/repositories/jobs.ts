import type { Job } from '@joognoo/schemas';
import type { Database } from '../db/index.ts';
import { parseList, toBool, toIso, toNumberOrNull, toStringOrNull } from '../db/columns.ts';

interface JobRow {
  id: number;
  slug: string;
  title: string;
  department: string;
  location_city: string;
  location_state: string | null;
  location_country: string;
  is_remote: unknown;
  type: string;
  salary_min: unknown;
  salary_max: unknown;
  salary_currency: string | null;
  posted_at: unknown;
  overview: string;
  responsibilities: unknown;
  requirements: unknown;
  benefits: unknown;
}

function toJob(row: JobRow): Job {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    department: { name: row.department },
    location: {
      city: row.location_city,
      state: toStringOrNull(row.location_state),
      country: row.location_country,
      isRemote: toBool(row.is_remote),
    },
    type: row.type,
    salaryMin: toNumberOrNull(row.salary_min),
    salaryMax: toNumberOrNull(row.salary_max),
    salaryCurrency: toStringOrNull(row.salary_currency),
    postedAt: toIso(row.posted_at),
    overview: row.overview,
    responsibilities: parseList(row.responsibilities),
    requirements: parseList(row.requirements),
    benefits: parseList(row.benefits),
  };
}

export function jobsRepository(db: Database) {
  /** Published jobs only, newest first. */
  function publishedJobs() {
    return db<JobRow>('jobs')
      .select('*')
      .where('published', true)
      .orderBy([
        { column: 'posted_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  }

  return {
    async list(): Promise<Job[]> {
      const rows = await publishedJobs();
      return rows.map(toJob);
    },

    async findBySlug(slug: string): Promise<Job | undefined> {
      const rows = await publishedJobs().where({ slug }).limit(1);
      return rows[0] && toJob(rows[0]);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
