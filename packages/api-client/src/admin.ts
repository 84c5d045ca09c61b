/**
 * `@joognoo/api-client/admin`: the back office's client of the staff API (`/api/admin/*`)
 * and of the signed-out account links it serves (`/api/auth/invitations*`,
 * `/api/auth/password-resets*`, sign-out). One method per call, named by what it does,
 * typed with `@joognoo/schemas/admin`.
 *
 * Server-side only: the back office's loaders and actions create one per request with a
 * `fetch` that calls the API as the visitor (their session cookie, Origin, address) and
 * collects the `Set-Cookie`s to relay. It is a workspace entry, not published, and the
 * package's public entry never imports it, so none of it reaches a widget or the embeds.
 *
 * Behaviour of every JSON call: `Accept: application/json`; a body is sent as JSON with
 * `Content-Type: application/json`; a 204 resolves to undefined; any other answer is read
 * as JSON, and a non-OK one rejects with `AdminApiError` (its status and `{ message, errors }`).
 * Downloads and the upload resolve to the API's `Response` as it is (a stream the caller
 * passes on); their status is the caller's to read. Nothing is cached or retried.
 */
import type { AuthResponse, FieldErrors } from '@joognoo/schemas';
import type {
  AcceptInvitationInput,
  AdminOverviewAnswer,
  ApplicationAnswer,
  ApplicationJobsAnswer,
  ApplicationList,
  ApplicationListQuery,
  ApplicationNoteInput,
  ApplicationStatusInput,
  AuditLogPage,
  AuditQuery,
  ContentCategoriesAnswer,
  ContentInputByKind,
  ContentItemAnswer,
  ContentKind,
  ContentPageQuery,
  ContentPreviewAnswer,
  ContentSummary,
  ContentSummaryAnswer,
  InvitationAnswer,
  InvitationPreview,
  InviteInput,
  LeadAnswer,
  LeadList,
  LeadListQuery,
  LeadNoteInput,
  LeadOwnerInput,
  LeadStatusInput,
  MediaItem,
  MessageAnswer,
  Page,
  PageQuery,
  PartnerAnswer,
  PartnerCreateInput,
  PartnerDelivery,
  PartnerListAnswer,
  PartnerUpdateInput,
  PartnerWithSecret,
  PasswordResetInput,
  PasswordResetRequestInput,
  PeoplePage,
  PeopleQuery,
  PersonAnswer,
  RoleChangeInput,
  RollbackInput,
  ScheduleInput,
  StaffUserAnswer,
  SubscriberAddressInput,
  SubscriberErasureAnswer,
  SubscriberList,
  SubscriberListQuery,
  SubscriberRemovalAnswer,
} from '@joognoo/schemas/admin';

/** A refused call of the staff API: its status and body `{ message, errors }` (`{}` when it had none). */
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: FieldErrors } = {},
  ) {
    super(body.message ?? `The back office API answered ${status}`);
  }
}

export interface AdminApiClientOptions {
  /** Origin of the API, e.g. the server's own loopback address `http://127.0.0.1:3000`. */
  baseUrl: string;
  /**
   * The fetch of every call (default: the global one). The back office passes one that
   * forwards the visitor's cookie and Origin and collects the API's `Set-Cookie`s.
   */
  fetch?: typeof globalThis.fetch;
}

/** A query's values: text or a number; null, undefined and '' are left out. */
type Query = object;
type JsonMethod = 'POST' | 'PUT' | 'DELETE';

/** `path?name=value&…` of the query's values that are set (in the object's order), or `path`. */
function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function answer<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new AdminApiError(response.status, (body ?? {}) as AdminApiError['body']);
  return body as T;
}

/** One path segment: an id or token as the caller has it, encoded. */
const segment = (value: string | number) => encodeURIComponent(String(value));

export type AdminApiClient = ReturnType<typeof createAdminApiClient>;

/** The staff API's calls for one visitor's request: see the module's comment for the behaviour. */
export function createAdminApiClient({ baseUrl, fetch: fetchImpl }: AdminApiClientOptions) {
  const call = (path: string, init?: RequestInit) => (fetchImpl ?? globalThis.fetch)(new URL(path, baseUrl).toString(), init);

  const get = async <T>(path: string, query?: Query): Promise<T> => answer<T>(await call(withQuery(path, query), { headers: { accept: 'application/json' } }));

  const send = async <T>(method: JsonMethod, path: string, body?: unknown): Promise<T> =>
    answer<T>(
      await call(path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  const lead = (id: string | number) => `/api/admin/leads/${segment(id)}`;
  const application = (id: string | number) => `/api/admin/applications/${segment(id)}`;
  const content = (kind: ContentKind, id?: string | number) => `/api/admin/content/${segment(kind)}${id === undefined ? '' : `/${segment(id)}`}`;
  const person = (id: string | number) => `/api/admin/people/${segment(id)}`;
  const partner = (id: string | number) => `/api/admin/partners/${segment(id)}`;

  return {
    // The signed-in staff member and the overview.

    /** `GET /api/admin/me`: the signed-in staff member; 401 signed out, 403 without a staff role. */
    getMe: () => get<StaffUserAnswer>('/api/admin/me'),
    /** `GET /api/admin/overview`: the counts of the areas the role may use. */
    getOverview: () => get<AdminOverviewAnswer>('/api/admin/overview'),

    // Leads (sales, admins).

    /** `GET /api/admin/leads`: one page of the inbox and the filter form's choices; 400 for a malformed filter. */
    listLeads: (query?: LeadListQuery) => get<LeadList>('/api/admin/leads', query),
    /** `GET /api/admin/leads/export.csv` (`Accept: text/csv`): the filtered inbox as a CSV stream. */
    exportLeadsCsv: (query?: LeadListQuery) => call(withQuery('/api/admin/leads/export.csv', query), { headers: { accept: 'text/csv' } }),
    /** `GET /api/admin/leads/:id`; 404 for an unknown id. */
    getLead: (id: string | number) => get<LeadAnswer>(lead(id)),
    /** `POST /api/admin/leads/:id/status`; 409 for a move LEAD_TRANSITIONS does not allow. */
    updateLeadStatus: (id: string | number, body: LeadStatusInput) => send<LeadAnswer>('POST', `${lead(id)}/status`, body),
    /** `POST /api/admin/leads/:id/owner`: a sales or admin user's id, or null to unassign. */
    setLeadOwner: (id: string | number, body: LeadOwnerInput) => send<LeadAnswer>('POST', `${lead(id)}/owner`, body),
    /** `POST /api/admin/leads/:id/notes` (201). */
    addLeadNote: (id: string | number, body: LeadNoteInput) => send<LeadAnswer>('POST', `${lead(id)}/notes`, body),
    /** `POST /api/admin/leads/:id/deliveries/:deliveryId/retry`: queues a dead delivery again. */
    retryLeadDelivery: (id: string | number, deliveryId: string) => send<LeadAnswer>('POST', `${lead(id)}/deliveries/${segment(deliveryId)}/retry`, {}),

    // Newsletter subscribers (marketers, admins; the erase: admins).

    /** `GET /api/admin/subscribers`: one page and the source filter's choices; 400 for a malformed filter. */
    listSubscribers: (query?: SubscriberListQuery) => get<SubscriberList>('/api/admin/subscribers', query),
    /** `GET /api/admin/subscribers/export.csv` (`Accept: text/csv`): the filtered list as a CSV stream. */
    exportSubscribersCsv: (query?: SubscriberListQuery) => call(withQuery('/api/admin/subscribers/export.csv', query), { headers: { accept: 'text/csv' } }),
    /** `POST /api/admin/subscribers/remove`: the address off the newsletter list only; 404 when it is not on it. */
    removeSubscriber: (body: SubscriberAddressInput) => send<SubscriberRemovalAnswer>('POST', '/api/admin/subscribers/remove', body),
    /** `POST /api/admin/subscribers/erase` (area privacy): everything stored about a visitor; 409 for a staff address. */
    eraseSubscriber: (body: SubscriberAddressInput) => send<SubscriberErasureAnswer>('POST', '/api/admin/subscribers/erase', body),

    // Job applications (recruiters, admins).

    /** `GET /api/admin/applications/jobs`: each job's applications by status. */
    listApplicationJobs: () => get<ApplicationJobsAnswer>('/api/admin/applications/jobs'),
    /** `GET /api/admin/applications`: one page and the job filter's choices; 400 for a malformed filter. */
    listApplications: (query?: ApplicationListQuery) => get<ApplicationList>('/api/admin/applications', query),
    /** `GET /api/admin/applications/:id`; 404 for an unknown id. */
    getApplication: (id: string | number) => get<ApplicationAnswer>(application(id)),
    /** `GET /api/admin/applications/:id/cv`: the CV as a stream (its type, length and attachment name). */
    downloadApplicationCv: (id: string | number) => call(`${application(id)}/cv`),
    /** `POST /api/admin/applications/:id/status`; 409 for a move APPLICATION_TRANSITIONS does not allow. */
    updateApplicationStatus: (id: string | number, body: ApplicationStatusInput) => send<ApplicationAnswer>('POST', `${application(id)}/status`, body),
    /** `POST /api/admin/applications/:id/notes` (201). */
    addApplicationNote: (id: string | number, body: ApplicationNoteInput) => send<ApplicationAnswer>('POST', `${application(id)}/notes`, body),

    // Content: blog posts, jobs, case studies (marketers, admins).

    /** `GET /api/admin/content/:kind`: one page, filtered by `status` and `q`. */
    listContent: (kind: ContentKind, query?: ContentPageQuery) => get<Page<ContentSummary>>(content(kind), query),
    /** `GET /api/admin/content/:kind/:id`: the editable fields, status, old slugs and versions; 404 for an unknown id. */
    getContent: <Kind extends ContentKind>(kind: Kind, id: string | number) => get<ContentItemAnswer<Kind>>(content(kind, id)),
    /** `GET /api/admin/content/:kind/:id/preview`: a saved item (a draft too) as the public API answers it. */
    getContentPreview: <Kind extends ContentKind>(kind: Kind, id: string | number) => get<ContentPreviewAnswer<Kind>>(`${content(kind, id)}/preview`),
    /** `GET /api/admin/content-categories`: the blog's categories. */
    listContentCategories: () => get<ContentCategoriesAnswer>('/api/admin/content-categories'),
    /** `POST /api/admin/content/:kind`: a new draft (201); 400 with field errors, 409 for a slug in use. */
    createContent: <Kind extends ContentKind>(kind: Kind, input: ContentInputByKind[Kind]) => send<ContentItemAnswer<Kind>>('POST', content(kind), input),
    /** `PUT /api/admin/content/:kind/:id`: saves every field. */
    updateContent: <Kind extends ContentKind>(kind: Kind, id: string | number, input: ContentInputByKind[Kind]) =>
      send<ContentItemAnswer<Kind>>('PUT', content(kind, id), input),
    /** `POST /api/admin/content/:kind/preview`: an unsaved body as the public API would answer it. */
    previewContent: <Kind extends ContentKind>(kind: Kind, input: ContentInputByKind[Kind]) => send<ContentPreviewAnswer<Kind>>('POST', `${content(kind)}/preview`, input),
    /** `POST …/:id/publish`: public now. */
    publishContent: (kind: ContentKind, id: string | number) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/publish`),
    /** `POST …/:id/unpublish`: back to a draft. */
    unpublishContent: (kind: ContentKind, id: string | number) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/unpublish`),
    /** `POST …/:id/close`: a job no longer open (the API refuses other kinds). */
    closeContent: (kind: ContentKind, id: string | number) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/close`),
    /** `POST …/:id/reopen`: a closed job open again. */
    reopenContent: (kind: ContentKind, id: string | number) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/reopen`),
    /**
     * `POST …/:id/schedule`: public from `at` (ISO-8601, in the future). Without `at` (an
     * empty field) the body is `{}` and the API answers its field error.
     */
    scheduleContent: (kind: ContentKind, id: string | number, body: Partial<ScheduleInput>) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/schedule`, body),
    /** `POST …/:id/rollback`: a stored version back (itself a new version). */
    rollbackContent: (kind: ContentKind, id: string | number, body: RollbackInput) => send<ContentSummaryAnswer>('POST', `${content(kind, id)}/rollback`, body),

    // The image library (marketers, admins).

    /** `GET /api/admin/media`: one page, newest first. */
    listMedia: (query?: PageQuery) => get<Page<MediaItem>>('/api/admin/media', query),
    /**
     * `POST /api/admin/media`: a multipart body (the image in part `file`, optional `alt`)
     * streamed as it is, with its own content type. Resolves to the API's Response: 201
     * `MediaUploadAnswer`, or a refusal (400, 413, 415, 422) with its message.
     */
    uploadMedia: (body: BodyInit | null, contentType: string) =>
      call('/api/admin/media', { method: 'POST', headers: { accept: 'application/json', 'content-type': contentType }, body, duplex: 'half' } as RequestInit),
    /** `DELETE /api/admin/media/:id` (204); 404 for an unknown image. */
    deleteMedia: (id: string | number) => send<void>('DELETE', `/api/admin/media/${segment(id)}`),

    // People (admins).

    /** `GET /api/admin/people`: staff accounts (with `customers: '1'` customers too), paged, and pending invitations. */
    listPeople: (query?: PeopleQuery) => get<PeoplePage>('/api/admin/people', query),
    /** `POST /api/admin/people/invitations` (201): the e-mail with the link is queued; 409 for an address with an account. */
    invitePerson: (body: InviteInput) => send<InvitationAnswer>('POST', '/api/admin/people/invitations', body),
    /** `DELETE /api/admin/people/invitations/:id` (204). */
    revokeInvitation: (id: string | number) => send<void>('DELETE', `/api/admin/people/invitations/${segment(id)}`),
    /** `POST /api/admin/people/:id/role`; 409 for your own role or the last admin. */
    setPersonRole: (id: string | number, body: RoleChangeInput) => send<PersonAnswer>('POST', `${person(id)}/role`, body),
    /** `POST /api/admin/people/:id/disable`: every session of the account ends. */
    disablePerson: (id: string | number) => send<PersonAnswer>('POST', `${person(id)}/disable`),
    /** `POST /api/admin/people/:id/enable`. */
    enablePerson: (id: string | number) => send<PersonAnswer>('POST', `${person(id)}/enable`),
    /** `POST /api/admin/people/:id/password-reset` (202): the person gets a reset link by e-mail. */
    sendPasswordReset: (id: string | number) => send<MessageAnswer>('POST', `${person(id)}/password-reset`),

    // Partners (admins).

    /** `GET /api/admin/partners`: every partner. */
    listPartners: () => get<PartnerListAnswer>('/api/admin/partners'),
    /** `GET /api/admin/partners/:id`; 404 for an unknown partner. */
    getPartner: (id: string) => get<PartnerAnswer>(partner(id)),
    /** `GET /api/admin/partners/:id/deliveries`: one page of the partner's e-mails and webhook calls. */
    listPartnerDeliveries: (id: string, query?: PageQuery) => get<Page<PartnerDelivery>>(`${partner(id)}/deliveries`, query),
    /** `POST /api/admin/partners` (201): with a webhook, its new secret (shown once); 409 for an id in use. */
    createPartner: (body: PartnerCreateInput) => send<PartnerWithSecret>('POST', '/api/admin/partners', body),
    /** `PUT /api/admin/partners/:id`: every field; a first webhook gets a new secret. */
    updatePartner: (id: string, body: PartnerUpdateInput) => send<PartnerWithSecret>('PUT', partner(id), body),
    /** `POST /api/admin/partners/:id/rotate-secret`: a new webhook secret (shown once). */
    rotatePartnerSecret: (id: string) => send<PartnerWithSecret>('POST', `${partner(id)}/rotate-secret`),

    // The audit log (admins).

    /** `GET /api/admin/audit`: one page, newest first, and every recorded action. */
    listAuditLog: (query?: AuditQuery) => get<AuditLogPage>('/api/admin/audit', query),

    // The account pages (signed out) and signing out.

    /** `GET /api/auth/invitations/:token`: what the invitation page shows; 404 for an unknown, expired or used link, 429. */
    getInvitation: (token: string) => get<InvitationPreview>(`/api/auth/invitations/${segment(token)}`),
    /** `POST /api/auth/invitations/accept` (201): the account is created and signed in (its session cookie is a `Set-Cookie`). */
    acceptInvitation: (body: AcceptInvitationInput) => send<AuthResponse>('POST', '/api/auth/invitations/accept', body),
    /** `POST /api/auth/password-resets` (202): the same answer whether an account exists or not; 400, 429. */
    requestPasswordReset: (body: PasswordResetRequestInput) => send<MessageAnswer>('POST', '/api/auth/password-resets', body),
    /** `POST /api/auth/password-resets/complete`: the new password; every session of the account ends. */
    completePasswordReset: (body: PasswordResetInput) => send<MessageAnswer>('POST', '/api/auth/password-resets/complete', body),
    /**
     * `POST /api/auth/logout` (no body): ends the session, fine when there is none. The
     * cookie's removal is a `Set-Cookie` of the answer, whatever its status; nothing else is read.
     */
    signOut: async (): Promise<void> => {
      await call('/api/auth/logout', { method: 'POST' });
    },
  };
}
