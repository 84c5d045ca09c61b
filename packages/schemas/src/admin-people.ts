/**
 * The back office's people, partners and audit areas: staff accounts, invitations,
 * password resets, partner records and the audit log's filters. Re-exported by admin.ts.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { staffRoleSchema, type AuditEntry, type ListQuery, type Page, type PageQuery, type StaffRole } from './admin-core.ts';

const emailField = v.pipe(
  v.string('Please enter a valid email address'),
  v.trim(),
  v.nonEmpty('Please enter a valid email address'),
  v.maxLength(MAX_LENGTH.email, 'Please enter a valid email address'),
  v.email('Please enter a valid email address'),
);
const personName = v.pipe(v.string('Please enter a name'), v.trim(), v.nonEmpty('Please enter a name'), v.maxLength(200, 'Please use at most 200 characters'));
const roleField = staffRoleSchema;

/** Passwords: the same rule as `user:create` (12 to 1024 characters). */
export const PASSWORD_LENGTH = { min: 12, max: 1024 } as const;
const passwordField = v.pipe(
  v.string('Please enter a password'),
  v.minLength(PASSWORD_LENGTH.min, `Please use at least ${PASSWORD_LENGTH.min} characters`),
  v.maxLength(PASSWORD_LENGTH.max, `Please use at most ${PASSWORD_LENGTH.max} characters`),
);
const tokenField = v.pipe(v.string('This link is not valid.'), v.regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid.'));

/** How long the links last (hours), unless configured otherwise on the API. */
export const INVITATION_HOURS = 72;
export const PASSWORD_RESET_HOURS = 1;

export const PERSON_STATUSES = ['active', 'disabled', 'invited'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** A row of `GET /api/admin/people`: an account, or an invitation not yet accepted (`id` null). */
export interface Person {
  /** The user's id; null for a pending invitation. */
  id: number | null;
  /** The invitation's id when `status` is 'invited'. */
  invitationId: number | null;
  email: string;
  name: string | null;
  /** null: a customer account. */
  role: StaffRole | null;
  status: PersonStatus;
  createdAt: string;
  /** The last time one of the person's sessions was seen (null: none live). */
  lastSeenAt: string | null;
  /** An invitation's expiry. */
  expiresAt: string | null;
}

/** `GET /api/admin/people`: staff accounts (customers too with `customers=1`), paged, and the pending invitations. */
export interface PeoplePage extends Page<Person> {
  invitations: Person[];
}

/** The query of `GET /api/admin/people`: `customers=1` lists customer accounts too. */
export interface PeopleQuery extends PageQuery {
  customers?: '1' | null;
}

/** An account after a change of its role or status (`POST /api/admin/people/:id/role | disable | enable`). */
export interface PersonAccount {
  id: number;
  email: string;
  name: string | null;
  /** null: a customer account. */
  role: StaffRole | null;
  disabled: boolean;
}

export interface PersonAnswer {
  person: PersonAccount;
}

/** A new invitation (its link goes by e-mail only). */
export interface StaffInvitation {
  id: number;
  email: string;
  role: StaffRole;
  name: string | null;
  expiresAt: string;
}

/** 201 of `POST /api/admin/people/invitations`. */
export interface InvitationAnswer {
  invitation: StaffInvitation;
}

/** `POST /api/admin/people/invitations`. */
export const inviteSchema = v.object({ email: emailField, role: roleField, name: v.optional(personName) });
export type InviteInput = v.InferInput<typeof inviteSchema>;

/** `POST /api/admin/people/:id/role`. */
export const roleChangeSchema = v.object({ role: roleField });
export type RoleChangeInput = v.InferInput<typeof roleChangeSchema>;

/** `POST /api/auth/invitations/accept`. */
export const acceptInvitationSchema = v.object({ token: tokenField, name: personName, password: passwordField });
export type AcceptInvitationInput = v.InferInput<typeof acceptInvitationSchema>;

/** `POST /api/auth/password-resets`. */
export const passwordResetRequestSchema = v.object({ email: emailField });
export type PasswordResetRequestInput = v.InferInput<typeof passwordResetRequestSchema>;

/** `POST /api/auth/password-resets/complete`. */
export const passwordResetSchema = v.object({ token: tokenField, password: passwordField });
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>;

/** `GET /api/auth/invitations/:token`: what the acceptance page shows. */
export interface InvitationPreview {
  email: string;
  name: string | null;
  role: StaffRole;
  expiresAt: string;
}

export const PEOPLE_MESSAGES = {
  invited: 'Invitation sent.',
  alreadyActive: 'An active account already uses this e-mail address.',
  disabledAccount: 'A disabled account uses this e-mail address: enable it instead.',
  selfDisable: 'You cannot disable your own account.',
  selfDemote: 'You cannot change your own role.',
  lastAdmin: 'This is the last active admin: make someone else an admin first.',
  unknownPerson: 'No such person.',
  unknownInvitation: 'No such invitation.',
  invalidLink: 'This link is not valid, has expired or has already been used.',
  resetRequested: 'If an account exists for that address, we have sent a link.',
  tooManyRequests: 'Too many requests. Please try again later.',
  passwordChanged: 'Your password has been changed.',
} as const;

/** Partner ids: a slug (lower-case letters, digits, inner hyphens), at most 64 characters. */
export const PARTNER_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

const optionalText = (max: number, message: string) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, message))));

/** The editable fields of a partner (the API checks origins and the webhook URL further). */
const partnerFields = {
  name: personName,
  /** Origins, scheme://host[:port]. */
  origins: v.pipe(v.array(v.pipe(v.string(), v.trim()), 'Please list at least one origin'), v.minLength(1, 'Please list at least one origin'), v.maxLength(50, 'Please list at most 50 origins')),
  webhookUrl: optionalText(MAX_LENGTH.url, 'Please use at most 2048 characters'),
  /** An address, or empty / null for none. */
  leadEmail: v.optional(v.nullable(v.union([v.pipe(v.string(), v.trim(), v.empty()), emailField], 'Please enter a valid email address'))),
  active: v.optional(v.boolean()),
};

/** `POST /api/admin/partners`. */
export const partnerCreateSchema = v.object({
  id: v.pipe(v.string('Please enter an id'), v.trim(), v.regex(PARTNER_ID_PATTERN, 'Use lower-case letters, digits and inner hyphens (at most 64), e.g. acme-reseller')),
  ...partnerFields,
});
export type PartnerCreateInput = v.InferInput<typeof partnerCreateSchema>;

/** `PUT /api/admin/partners/:id`: every field (origins replace the list). */
export const partnerUpdateSchema = v.object(partnerFields);
export type PartnerUpdateInput = v.InferInput<typeof partnerUpdateSchema>;

/** A partner as the back office shows it: never the webhook secret. */
export interface AdminPartner {
  id: string;
  name: string;
  origins: string[];
  leadEmail: string | null;
  webhookUrl: string | null;
  hasWebhookSecret: boolean;
  active: boolean;
}

/** `GET /api/admin/partners`: every partner. */
export interface PartnerListAnswer {
  items: AdminPartner[];
}

/** `GET /api/admin/partners/:id`. */
export interface PartnerAnswer {
  partner: AdminPartner;
}

/**
 * The answer of a create (201), an update or a rotate: the partner, and the new webhook
 * secret when that write made one (shown once).
 */
export interface PartnerWithSecret {
  partner: AdminPartner;
  webhookSecret?: string;
}

/** One delivery of a partner (`GET /api/admin/partners/:id/deliveries`). */
export interface PartnerDelivery {
  id: string;
  kind: string;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export const PARTNER_MESSAGES = {
  exists: 'A partner with this id already exists.',
  unknown: 'No such partner.',
  noWebhook: 'This partner has no webhook URL: set one first.',
} as const;

/** `GET /api/admin/audit` filters. */
export interface AuditFilters {
  /** Part of the actor's e-mail address. */
  actor?: string;
  action?: string;
  subjectType?: string;
  /** YYYY-MM-DD (UTC), inclusive. */
  from?: string;
  to?: string;
}

/** The query of `GET /api/admin/audit`: the filters, one subject (`subjectId`) and the page. */
export type AuditQuery = ListQuery<AuditFilters & { subjectId?: string }>;

/** `GET /api/admin/audit`: one page, newest first, and every recorded action (the filter's choices). */
export interface AuditLogPage extends Page<AuditEntry> {
  actions: string[];
}
