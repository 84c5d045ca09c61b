import type { Job } from '@joognoo/schemas';
import type { Database } from '../../db/index.ts';
import { parseList, toBool, toDbTime, toIso, toIsoOrNull, toNumberOrNull, toStringOrNull } from '../../db/columns.ts';

export interface JobRow {
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
  closed_at?: unknown;
}

export function toJob(row: JobRow): Job {
  const closedAt = toIsoOrNull(row.closed_at);
  const job: Job = {
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
  // Only a closed job carries closedAt (its page says so; its JSON-LD gets validThrough).
  if (closedAt !== null) job.closedAt = closedAt;
  return job;
}

/** Filters of the job list (GET /api/jobs); each compares case-insensitively and exactly. */
export interface JobFilters {
  /** The department's name. */
  department?: string;
  /** The city or the country; `remote` matches the remote jobs. */
  location?: string;
  /** The job's `type` (e.g. Full-time). */
  employmentType?: string;
}

const fold = (value: string) => value.toLocaleLowerCase('en');

/** Whether a job passes the filters (in memory: the published list is short, and so comparisons fold Unicode the same on both databases). */
export function matchesJobFilters(job: Job, filters: JobFilters): boolean {
  if (filters.department !== undefined && fold(job.department.name) !== fold(filters.department)) return false;
  if (filters.employmentType !== undefined && fold(job.type) !== fold(filters.employmentType)) return false;
  if (filters.location !== undefined) {
    const wanted = fold(filters.location);
    const remote = wanted === 'remote' && job.location.isRemote;
    if (!remote && fold(job.location.city) !== wanted && fold(job.location.country) !== wanted) return false;
  }
  return true;
}

export function jobsRepository(db: Database) {
  /** Published jobs only (a future posted_at is scheduled: shown from then on), newest first. */
  function publishedJobs() {
    return db<JobRow>('jobs')
      .select('*')
      .where('published', true)
      .where('posted_at', '<=', toDbTime(db, new Date()))
      .orderBy([
        { column: 'posted_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  }

  return {
    /** Open published jobs, newest first, that pass `filters` (none: all). A closed job is left out. */
    async list(filters: JobFilters = {}): Promise<Job[]> {
      const rows = await publishedJobs().whereNull('closed_at');
      return rows.map(toJob).filter((job) => matchesJobFilters(job, filters));
    },

    /** A published job, open or closed (a closed one has `closedAt`). */
    async findBySlug(slug: string): Promise<Job | undefined> {
      const rows = await publishedJobs().where({ slug }).limit(1);
      return rows[0] && toJob(rows[0]);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
