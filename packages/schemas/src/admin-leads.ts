/**
 * The back office's leads inbox and subscribers: filters, the lead status
 * workflow, answers and messages of `/api/admin/leads*`, `/api/admin/subscribers*` and
 * `/api/admin/overview`.
 */
import * as v from 'valibot';
import type { ListQuery } from './admin-core.ts';

/** A lead's status: new → contacted → qualified | disqualified | spam. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'disqualified', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  disqualified: 'Disqualified',
  spam: 'Spam',
};

/**
 * The allowed moves. A new lead is contacted, or marked spam or disqualified at once; a
 * contacted one is qualified, disqualified or spam. The three outcomes can be reopened
 * (back to contacted) when marked by mistake. Anything else is refused (409).
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'disqualified', 'spam'],
  contacted: ['qualified', 'disqualified', 'spam'],
  qualified: ['contacted'],
  disqualified: ['contacted'],
  spam: ['new'],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** Newsletter subscription states, as the subscribers list filters them. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The query of `GET /api/admin/leads` and `/api/admin/leads/export.csv` (all optional). */
export interface LeadFilters {
  q?: string;
  form?: string;
  service?: string;
  partner?: string;
  source?: string;
  campaign?: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  from?: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  to?: string;
  status?: LeadStatus;
  /** A staff user's id, or `none` for unassigned leads. */
  owner?: string;
}
export const LEAD_FILTER_KEYS = ['q', 'form', 'service', 'partner', 'source', 'campaign', 'from', 'to', 'status', 'owner'] as const;

/** The query of `GET /api/admin/subscribers` and its export. */
export interface SubscriberFilters {
  q?: string;
  status?: SubscriberStatus;
  source?: string;
}
export const SUBSCRIBER_FILTER_KEYS = ['q', 'status', 'source'] as const;

export interface LeadAttributionView {
  partnerId: string | null;
  partnerName: string | null;
  pageUrl: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
}

export interface LeadOwner {
  id: number;
  email: string;
  name: string | null;
}

/** One row of the leads inbox. */
export interface LeadSummary {
  id: number;
  createdAt: string;
  form: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  interest: string;
  service: string;
  source: string;
  partnerId: string | null;
  utmCampaign: string | null;
  status: LeadStatus;
  owner: LeadOwner | null;
}

export interface LeadDeliveryAttempt {
  id: number;
  attemptedAt: string;
  outcome: string;
  response: string | null;
  error: string | null;
  durationMs: number;
}

export interface LeadDelivery {
  id: string;
  kind: string;
  channel: 'email' | 'webhook';
  /** Who receives it: the e-mail's To, the webhook endpoint's URL, or the partner. */
  target: string | null;
  partnerId: string | null;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  createdAt: string;
  deliveredAt: string | null;
  lastError: string | null;
  history: LeadDeliveryAttempt[];
}

export interface LeadNote {
  id: number;
  body: string;
  author: { id: number | null; email: string };
  createdAt: string;
}

export interface LeadStatusChange {
  id: number;
  from: LeadStatus | null;
  to: LeadStatus;
  actor: { id: number | null; email: string };
  createdAt: string;
}

/** `GET /api/admin/leads/:id`: everything captured, its deliveries, notes and status history. */
export interface LeadDetail extends LeadSummary {
  message: string;
  consent: boolean;
  origin: string | null;
  attribution: LeadAttributionView;
  /** The statuses it may move to now (LEAD_TRANSITIONS). */
  allowedStatuses: LeadStatus[];
  /** Who may own it (staff with the sales or admin role, not disabled). */
  owners: LeadOwner[];
  deliveries: LeadDelivery[];
  notes: LeadNote[];
  history: LeadStatusChange[];
}

/** `GET /api/admin/leads`: the page, and the choices of the filter form. */
export interface LeadList {
  items: LeadSummary[];
  page: number;
  perPage: number;
  total: number;
  choices: { partners: { id: string; name: string }[]; owners: LeadOwner[]; forms: string[]; services: string[]; sources: string[]; campaigns: string[] };
}

export interface SubscriberSummary {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string;
  partnerId: string | null;
  utmCampaign: string | null;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface SubscriberList {
  items: SubscriberSummary[];
  page: number;
  perPage: number;
  total: number;
  choices: { sources: string[] };
}

/** `GET /api/admin/leads?…`: the filters (LEAD_FILTER_KEYS) and the page. */
export type LeadListQuery = ListQuery<LeadFilters>;

/** `GET /api/admin/subscribers?…` and its export: the filters (SUBSCRIBER_FILTER_KEYS) and the page. */
export type SubscriberListQuery = ListQuery<SubscriberFilters>;

/**
 * `GET /api/admin/leads/:id`, and every write of a lead (status, owner, note, retry of a
 * delivery): the lead as it is after it.
 */
export interface LeadAnswer {
  lead: LeadDetail;
}

/** What an erase or removal did to one table: rows deleted, and rows kept with their personal data removed. */
export interface ErasedRows {
  deleted: number;
  redacted?: number;
}

/** `POST /api/admin/subscribers/remove`: the rows removed, by table. */
export interface SubscriberRemovalAnswer {
  removed: Record<string, ErasedRows>;
}

/** `POST /api/admin/subscribers/erase`: the rows erased or redacted, by table (files too). */
export interface SubscriberErasureAnswer {
  erased: Record<string, ErasedRows>;
}

/** `GET /api/admin/overview`: only the counts of areas the caller's role may use. */
export interface AdminOverview {
  leads?: { lastSevenDays: number; new: number; deadDeliveries: number };
  subscribers?: { pending: number; confirmed: number };
  /** Per kind of content (posts, jobs, case-studies), by the editor's own status rules. */
  content?: Record<'posts' | 'jobs' | 'case-studies', { drafts: number; scheduled: number }>;
  /** Job applications (recruiters, admins): new ones, and how many came in the last 7 days. */
  applications?: { new: number; lastSevenDays: number };
}

/** `GET /api/admin/overview`. */
export interface AdminOverviewAnswer {
  overview: AdminOverview;
}

const trimmed = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(max, message));

/** `POST /api/admin/leads/:id/status` */
export const leadStatusBodySchema = v.object({
  status: v.picklist(LEAD_STATUSES, 'Please choose a status.'),
});

/** `POST /api/admin/leads/:id/owner`: a staff user's id (sales or admin), or null to unassign. */
export const leadOwnerBodySchema = v.object({
  ownerId: v.nullable(v.pipe(v.number('Please choose an owner.'), v.integer('Please choose an owner.'), v.minValue(1, 'Please choose an owner.'))),
});

export type LeadStatusInput = v.InferInput<typeof leadStatusBodySchema>;
export type LeadOwnerInput = v.InferInput<typeof leadOwnerBodySchema>;

export const LEAD_NOTE_MAX_LENGTH = 5000;
/** `POST /api/admin/leads/:id/notes` */
export const leadNoteBodySchema = v.object({
  body: v.pipe(trimmed(LEAD_NOTE_MAX_LENGTH, `A note is at most ${LEAD_NOTE_MAX_LENGTH} characters.`), v.minLength(1, 'Please write a note.')),
});

export type LeadNoteInput = v.InferInput<typeof leadNoteBodySchema>;

/** `POST /api/admin/subscribers/erase` and `/remove`: the address, typed twice to confirm. */
export const subscriberEraseBodySchema = v.pipe(
  v.object({
    email: v.pipe(trimmed(254, 'Please enter the e-mail address.'), v.toLowerCase(), v.email('Please enter a valid e-mail address.')),
    confirm: v.pipe(v.string('Please type the address again to confirm.'), v.trim(), v.toLowerCase()),
  }),
  v.forward(
    v.check((body) => body.email === body.confirm, 'Please type the same address again to confirm.'),
    ['confirm'],
  ),
);

export type SubscriberAddressInput = v.InferInput<typeof subscriberEraseBodySchema>;

export const ADMIN_LEADS_MESSAGES = {
  leadNotFound: 'No lead with this id.',
  deliveryNotFound: 'No delivery with this id for this lead.',
  deliveryNotDead: 'Only a dead delivery can be retried.',
  ownerNotStaff: 'The owner must be a member of staff with the sales or admin role.',
  transitionRefused: (from: LeadStatus, to: LeadStatus) =>
    `A lead cannot go from ${LEAD_STATUS_LABELS[from].toLowerCase()} to ${LEAD_STATUS_LABELS[to].toLowerCase()}.`,
  nothingToErase: 'Nothing is stored for this address.',
  /** 404 of `/remove`: the address is not on the newsletter list. */
  notSubscribed: 'This address is not on the newsletter list.',
  /** 409 of `/erase`: a visitor's erase never removes a staff account. */
  staffAddress: 'This address belongs to a staff member. Staff accounts are managed under People (disable the account there); nothing was erased.',
} as const;
