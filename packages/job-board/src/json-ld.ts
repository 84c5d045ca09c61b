import type { Job } from '@joognoo/schemas';
import { toEmploymentType } from './employment-type';
import { DEFAULT_SALARY_CURRENCY } from './format';

export { toEmploymentType, type EmploymentType } from './employment-type';

export interface HiringOrganization {
  name: string;
  /** The organisation's site, e.g. `https://www.joognoo.com`. */
  sameAs?: string;
  /** Absolute logo URL. */
  logo?: string;
}

export interface JobPostingJsonLdOptions {
  /** Origin of the site that shows the job, e.g. `https://www.joognoo.com`. */
  siteUrl: string;
  hiringOrganization: HiringOrganization;
  /** Address of the job page. Default `{siteUrl}/careers/{slug}`. */
  url?: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The job as HTML (the `description` of a JobPosting may contain simple HTML). */
export function jobDescriptionHtml(job: Pick<Job, 'overview' | 'responsibilities' | 'requirements' | 'benefits'>): string {
  const list = (title: string, items: readonly string[]) =>
    items.length > 0 ? `<h3>${title}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';
  return [
    `<p>${escapeHtml(job.overview)}</p>`,
    list('Responsibilities', job.responsibilities),
    list('Requirements', job.requirements),
    list('Benefits', job.benefits),
  ].join('');
}

/**
 * A schema.org `JobPosting` for the host page's `<script type="application/ld+json">`
 * (serialize it with `serializeJsonLd`). Remote jobs are `TELECOMMUTE` with the country as
 * the applicant location requirement; the salary is given only when both bounds exist.
 */
export function jobPostingJsonLd(job: Job, options: JobPostingJsonLdOptions): Record<string, unknown> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const url = options.url ?? `${siteUrl}/careers/${encodeURIComponent(job.slug)}`;
  const org = options.hiringOrganization;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.postedAt,
    employmentType: toEmploymentType(job.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: org.name,
      ...(org.sameAs ? { sameAs: org.sameAs } : {}),
      ...(org.logo ? { logo: org.logo } : {}),
    },
    identifier: { '@type': 'PropertyValue', name: org.name, value: String(job.id) },
    directApply: false,
    url,
    industry: job.department.name,
  };

  if (job.location.isRemote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: job.location.country };
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location.city ? { addressLocality: job.location.city } : {}),
        ...(job.location.state ? { addressRegion: job.location.state } : {}),
        addressCountry: job.location.country,
      },
    };
  }

  if (job.salaryMin != null && job.salaryMax != null) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: (job.salaryCurrency || DEFAULT_SALARY_CURRENCY).toUpperCase(),
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
        unitText: 'YEAR',
      },
    };
  }
  return posting;
}

/** JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` escaped so no text can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
