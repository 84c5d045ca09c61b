/**
 * The back office (`/admin` pages, `/api/admin/*`): staff roles, which role may use which
 * area, and the shapes every area shares. A separate entry (`@joognoo/schemas/admin`) so
 * that nothing of it reaches the public widgets or embeds.
 *
 * The core that every area shares; each area keeps its own payload schemas in its own file
 * (admin-people.ts, admin-leads.ts, admin-content.ts, admin-media.ts, admin-applications.ts), which import from
 * here, never from admin.ts (that would load them before it has finished).
 */
import * as v from 'valibot';

/** Staff roles. A user without one is a customer account (the Enterprise Integrations page). */
export const STAFF_ROLES = ['admin', 'marketer', 'sales', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = v.picklist(STAFF_ROLES, 'Please choose a role');

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  marketer: 'Marketer',
  sales: 'Sales',
  recruiter: 'Recruiter',
};

/** The back office's areas and the roles that may use each: the server checks every route against this. */
export const ADMIN_AREAS = {
  overview: ['admin', 'marketer', 'sales', 'recruiter'],
  leads: ['admin', 'sales'],
  applications: ['admin', 'recruiter'],
  subscribers: ['admin', 'marketer'],
  content: ['admin', 'marketer'],
  people: ['admin'],
  partners: ['admin'],
  audit: ['admin'],
  /**
   * The full privacy erase of a visitor (leads, subscription, applications, CVs, deliveries,
   * notes): data a marketer may not even see, so admins only. Marketers remove a subscriber
   * from the list instead (the subscribers area).
   */
  privacy: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREAS;

export function canUse(role: StaffRole | null | undefined, area: AdminArea): boolean {
  return role != null && (ADMIN_AREAS[area] as readonly StaffRole[]).includes(role);
}

/** The signed-in staff member, as `GET /api/admin/me` answers. */
export interface StaffUser {
  id: number;
  email: string;
  name: string | null;
  role: StaffRole;
}

/** `GET /api/admin/me`. */
export interface StaffUserAnswer {
  user: StaffUser;
}

/** The answer of a write that only says what happened (a password reset link sent, a password changed). */
export interface MessageAnswer {
  message: string;
}

/** The `message` of the back office's refusals. */
export const ADMIN_MESSAGES = {
  /** 401: no session (the same text as every signed-in API). */
  signInRequired: 'Please sign in to continue.',
  /** 403: signed in, but the role does not include this area (or the user has no staff role). */
  forbidden: 'You do not have access to this part of the back office.',
} as const;

/** One page of a list: `?page=` (1-based) and `?perPage=` (≤ 100). */
export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

/**
 * `?page=` and `?perPage=` of a list, as a page's address gives them: the API reads a
 * number and falls back to the first page and DEFAULT_PER_PAGE. Empty values are not sent.
 */
export interface PageQuery {
  page?: string | number | null;
  perPage?: string | number | null;
}

/**
 * The query of a filtered list: each filter of `Filters` as the back office's GET form
 * sends it (text, or null/empty for none), and the page. The API checks every value (a
 * malformed one is a 400 with field errors), so the back office forwards them as typed.
 */
export type ListQuery<Filters> = { [Name in keyof Filters]?: string | null } & PageQuery;

/** One row of the audit log (`GET /api/admin/audit`). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number | null; email: string };
  /** e.g. `lead.status`, `post.publish`, `user.invite`, `partner.update` */
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** What changed, without secrets (never a password, token or webhook secret). */
  details: Record<string, unknown>;
  ip: string;
}
