/**
 * The back office's job applications (area `applications`: recruiters and admins):
 * the list with its filters, the per-job counts, an application's detail, the status
 * workflow, notes and the CV download of `/api/admin/applications*`.
 */
import * as v from 'valibot';
import { APPLICATION_STATUSES, type ApplicationCvKind, type ApplicationStatus } from './application.ts';
import type { ListQuery } from './admin-core.ts';
import { leadNoteBodySchema, type LeadAttributionView, type LeadNote, type LeadNoteInput } from './admin-leads.ts';

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  new: 'New',
  screening: 'Screening',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/**
 * The allowed moves: new → screening → interview → offer → hired, one step at a time, and
 * rejected from any status. A rejection made by mistake is reopened as new. Anything else
 * is refused (409).
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: ['rejected'],
  rejected: ['new'],
};

export function canMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/** The query of `GET /api/admin/applications` (all optional). */
export interface ApplicationFilters {
  /** Name or e-mail, every word somewhere. */
  q?: string;
  /** A job's slug (as it was when the candidate applied). */
  job?: string;
  status?: ApplicationStatus;
  /** YYYY-MM-DD (UTC), inclusive. */
  from?: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  to?: string;
}
export const APPLICATION_FILTER_KEYS = ['q', 'job', 'status', 'from', 'to'] as const;

/** `GET /api/admin/applications?…`: the filters (APPLICATION_FILTER_KEYS) and the page. */
export type ApplicationListQuery = ListQuery<ApplicationFilters>;

/** The CV of an application, as stored (never its bytes). */
export interface ApplicationCvMeta {
  /** What its bytes are (pdf or docx), read when it was uploaded. */
  kind: ApplicationCvKind;
  /** The type it is served with. */
  contentType: string;
  size: number;
  /** The name the candidate gave (display only; never used as a path). */
  filename: string;
  /** Why it was flagged when it was uploaded (e.g. active content), or null when clean. */
  flag: string | null;
  /** The name the download is saved under: ASCII, no quotes or slashes. */
  downloadName: string;
}

/** One row of the applications list. */
export interface ApplicationSummary {
  id: number;
  reference: string;
  createdAt: string;
  job: { id: number | null; slug: string; title: string };
  department: string;
  firstName: string;
  lastName: string;
  email: string;
  status: ApplicationStatus;
  cv: ApplicationCvMeta;
}

export type ApplicationNote = LeadNote;

export interface ApplicationStatusChange {
  id: number;
  from: ApplicationStatus | null;
  to: ApplicationStatus;
  actor: { id: number | null; email: string };
  createdAt: string;
}

/** `GET /api/admin/applications/:id`: every field, attribution, the CV's meta, notes and history. */
export interface ApplicationDetail extends ApplicationSummary {
  phone: string;
  profileUrl: string;
  coverLetter: string;
  consent: boolean;
  origin: string | null;
  statusChangedAt: string | null;
  attribution: LeadAttributionView;
  /** The statuses it may move to now (APPLICATION_TRANSITIONS). */
  allowedStatuses: ApplicationStatus[];
  notes: ApplicationNote[];
  history: ApplicationStatusChange[];
}

/** `GET /api/admin/applications`: the page, and the jobs of the filter form. */
export interface ApplicationList {
  items: ApplicationSummary[];
  page: number;
  perPage: number;
  total: number;
  choices: { jobs: { slug: string; title: string }[] };
}

/** One job's applications by status (`GET /api/admin/applications/jobs`). */
export interface ApplicationJobCounts {
  /** null when the job was removed after the applications came in. */
  jobId: number | null;
  slug: string;
  title: string;
  department: string;
  total: number;
  byStatus: Record<ApplicationStatus, number>;
  latestAt: string;
}

/** `GET /api/admin/applications/jobs`: the jobs that have applications, with their counts. */
export interface ApplicationJobsAnswer {
  jobs: ApplicationJobCounts[];
}

/** `GET /api/admin/applications/:id`, and every write of an application (status, note): the application after it. */
export interface ApplicationAnswer {
  application: ApplicationDetail;
}

/** `POST /api/admin/applications/:id/status` */
export const applicationStatusBodySchema = v.object({
  status: v.picklist(APPLICATION_STATUSES, 'Please choose a status.'),
});

export type ApplicationStatusInput = v.InferInput<typeof applicationStatusBodySchema>;

/** `POST /api/admin/applications/:id/notes`: the same rule as a lead's note. */
export const applicationNoteBodySchema = leadNoteBodySchema;
export type ApplicationNoteInput = LeadNoteInput;

export const ADMIN_APPLICATIONS_MESSAGES = {
  notFound: 'No application with this id.',
  cvMissing: 'The CV of this application is no longer stored.',
  transitionRefused: (from: ApplicationStatus, to: ApplicationStatus) =>
    `An application cannot go from ${APPLICATION_STATUS_LABELS[from].toLowerCase()} to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`,
} as const;
