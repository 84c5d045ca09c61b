import ky, { type KyInstance } from 'ky';
import type {
  AuthResponse,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CicdConnectResponse,
  CicdConnectionInput,
  ContactRequestInput,
  IntegrationsOverview,
  JiraConnectResponse,
  JiraConnectionInput,
  Job,
  ApplicationCreated,
  LoginInput,
  MessageResponse,
  NewsletterRequestInput,
  NewsletterTokenInput,
  OkResponse,
  Product,
  PromptTemplate,
  PromptTemplateInput,
} from '@joognoo/schemas';
import { BLOG_SUMMARY_FIELDS, LIMITS, PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@joognoo/schemas';
import { ApiError } from './api-error.ts';
import type { ApplicationOptions, ApplicationSubmission } from './application.ts';

export interface ApiClientOptions {
  /**
   * Origin of the API, e.g. `https://joognoo.example`; default '' (same origin, browsers
   * only: Node's fetch needs an absolute URL).
   */
  baseUrl?: string;
  /** A fetch implementation to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
  /**
   * Solve a proof-of-work challenge and send the write once more (default true): the API asks
   * for one (428 with a `challenge`) when a form takes more submissions than its site-wide
   * ceiling. The solver loads only then. A server that writes for a visitor (the site's
   * no-JavaScript forms) passes false: solving there would let anyone skip the work.
   */
  solveProofOfWork?: boolean;
}

export interface SubmitOptions {
  /** Sent as the `Idempotency-Key` header so a repeated submit can be recognised. */
  idempotencyKey?: string;
}

/**
 * Filters of `getJobs` (GET /api/jobs query parameters); empty or absent ones are not sent.
 * The API matches department and type case-insensitively; `location` matches a city, a
 * country or `remote`.
 */
export interface JobFilters {
  /** A department's name, e.g. `Engineering`. */
  department?: string;
  /** A city, a country, or `remote`. */
  location?: string;
  /** A job type, e.g. `Full-time`. */
  employmentType?: string;
}

const JOB_FILTERS = ['department', 'location', 'employmentType'] as const satisfies readonly (keyof JobFilters)[];

/** `?department=…&location=…` of the non-empty filters (trimmed), '' when there are none. */
function jobsQuery(filters: JobFilters | undefined): string {
  const params = new URLSearchParams();
  for (const name of JOB_FILTERS) {
    const value = filters?.[name]?.trim();
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The challenge of a 428 that asks for a proof of work, else undefined. */
function challengeOf(error: unknown): ProofOfWorkChallenge | undefined {
  const challenge = error instanceof ApiError && error.status === 428 ? (error.body?.challenge as ProofOfWorkChallenge | undefined) : undefined;
  return challenge?.parameters ? challenge : undefined;
}

/** Account calls (sign-in, the session, the integrations): the only ones that send cookies. */
const ACCOUNT_PATH = /^\/api\/(auth|dev)\//;

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * One typed function per call of the public API, plus the account and integrations calls.
 * Cookies are sent only on the account calls (`/api/auth/*`, `/api/dev/*`:
 * `credentials: 'include'`); public reads and the lead writes use fetch's default
 * (`same-origin`), so the API can answer them for any origin without credentials. Bodies are
 * JSON, no timeout is imposed and nothing is retried, except a write the API answers with a
 * proof-of-work challenge: it is solved and sent once more (`solveProofOfWork`). Public GET results are cached for the life of the client (never
 * stale, per SPEC) and identical concurrent GETs share one request; `clearCache()` forgets
 * them. The per-user GETs (`me`, `getIntegrations`) are never cached. A non-OK answer
 * rejects with `ApiError`.
 */
export function createApiClient({ baseUrl = '', fetch, solveProofOfWork = true }: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    ...(fetch ? { fetch } : {}),
  });
  const origin = baseUrl.replace(/\/+$/, '');
  const cache = new Map<string, Promise<unknown>>();

  /** Options of a request to `path`: cookies only for the account calls. */
  const withCredentials = (path: string) => (ACCOUNT_PATH.test(path) ? { credentials: 'include' as const } : {});

  async function parse<T>(response: Response): Promise<T> {
    if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A GET that is never cached: per-user answers that change (the session, integrations). */
  async function getFresh<T>(path: string): Promise<T> {
    return parse<T>(await http.get(origin + path, withCredentials(path)));
  }

  function get<T>(path: string): Promise<T> {
    const url = origin + path;
    let pending = cache.get(url) as Promise<T> | undefined;
    if (!pending) {
      pending = http.get(url, withCredentials(path)).then((response) => parse<T>(response));
      cache.set(url, pending);
      // A failure is not remembered: the next call asks again.
      pending.catch(() => {
        if (cache.get(url) === pending) cache.delete(url);
      });
    }
    return pending;
  }

  /**
   * `send()`; when the API answers it with a proof-of-work challenge, the challenge solved
   * and `send` once more with the solution (its answer, whatever it is, is the outcome).
   * A challenge that cannot be solved leaves the 428 as the outcome.
   */
  async function withProofOfWork<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await send({});
    } catch (error) {
      const challenge = solveProofOfWork ? challengeOf(error) : undefined;
      if (!challenge) throw error;
      const solution = await import('./proof-of-work.ts').then((solver) => solver.solveProofOfWork(challenge)).catch(() => Promise.reject(error));
      return send({ [PROOF_OF_WORK_HEADER]: solution });
    }
  }

  async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return withProofOfWork(async (proof) =>
      parse<T>(await http.post(origin + path, { json: body, ...withCredentials(path), headers: { ...headers, ...proof } })),
    );
  }

  async function put<T>(path: string, body: unknown): Promise<T> {
    return parse<T>(await http.put(origin + path, { json: body, ...withCredentials(path) }));
  }

  async function del(path: string): Promise<void> {
    await parse<undefined>(await http.delete(origin + path, withCredentials(path)));
  }

  const segment = (value: string | number) => encodeURIComponent(String(value));

  /**
   * A job application (multipart). Its code (the form data, XMLHttpRequest for the upload's
   * progress) loads with the first application: a bundle that splits code keeps it out of
   * every page that never applies.
   */
  async function submitApplication(slug: string, submission: ApplicationSubmission, options: ApplicationOptions = {}): Promise<ApplicationCreated> {
    const { sendApplication } = await import('./application.ts');
    return sendApplication({ url: `${origin}/api/jobs/${segment(slug)}/applications`, http, parse, customFetch: Boolean(fetch), withProofOfWork }, submission, options);
  }

  return {
    getProducts: () => get<Product[]>('/api/products'),
    getProduct: (slug: string) => get<Product>(`/api/products/${segment(slug)}`),
    getBlogCategories: () => get<BlogCategory[]>('/api/blog/categories'),
    getFeaturedPosts: () => get<BlogPost[]>('/api/blog/posts/featured'),
    getRecentPosts: (limit: number = LIMITS.blogRecentDefault) => get<BlogPost[]>(`/api/blog/posts/recent?limit=${segment(limit)}`),
    /** The recent posts without their `content` (for a list of cards; read an article by `getPost`). */
    getRecentPostSummaries: (limit: number = LIMITS.blogRecentDefault) =>
      get<BlogPostSummary[]>(`/api/blog/posts/recent?limit=${segment(limit)}&fields=${BLOG_SUMMARY_FIELDS}`),
    getCategoryPosts: (categoryId: number, limit?: number) =>
      get<BlogPost[]>(`/api/blog/categories/${segment(categoryId)}/posts${limit === undefined ? '' : `?limit=${segment(limit)}`}`),
    getPost: (slug: string) => get<BlogPost>(`/api/blog/posts/${segment(slug)}`),
    /**
     * Subscribes (double opt-in: the API e-mails a confirmation link). `partner` and
     * `attribution` in the body are sent as given; `idempotencyKey` as for `submitContact`.
     */
    subscribeNewsletter: (body: NewsletterRequestInput, { idempotencyKey }: SubmitOptions = {}) =>
      post<MessageResponse>('/api/newsletter/subscribe', body, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined),
    /** Confirms a sign-up with the token of the e-mailed link; 410 when it expired or was used. */
    confirmNewsletter: (body: NewsletterTokenInput) => post<MessageResponse>('/api/newsletter/confirm', body),
    /** Ends a subscription with the token of an e-mail's unsubscribe link; 404 for an unknown token. */
    unsubscribeNewsletter: (body: NewsletterTokenInput) => post<MessageResponse>('/api/newsletter/unsubscribe', body),
    /** Sends a lead; `partner`, `locale` and `attribution` in the body are sent as given. */
    submitContact: (body: ContactRequestInput, { idempotencyKey }: SubmitOptions = {}) =>
      post<OkResponse>('/api/contact', body, idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined),
    /** The open jobs, narrowed by the non-empty `filters` (sent as query parameters). */
    getJobs: (filters?: JobFilters) => get<Job[]>(`/api/jobs${jobsQuery(filters)}`),
    getJobBySlug: (slug: string) => get<Job>(`/api/jobs/slug/${segment(slug)}`),
    /**
     * Applies for the job `slug` (`POST /api/jobs/{slug}/applications`, multipart/form-data,
     * the CV in the part `cv`): `{ ok, reference }`. `partner`, `locale` and `attribution` are sent as
     * parts, `idempotencyKey` as the `Idempotency-Key` header, as for `submitContact`.
     */
    submitApplication,
    getCaseStudies: () => get<CaseStudy[]>('/api/case-studies'),
    getFeaturedCaseStudies: () => get<CaseStudy[]>('/api/case-studies/featured'),
    getCaseStudy: (slug: string) => get<CaseStudy>(`/api/case-studies/${segment(slug)}`),
    /** Signs in: the server sets the HttpOnly session cookie. 401 for a wrong e-mail or password. */
    login: (body: LoginInput) => post<AuthResponse>('/api/auth/login', body),
    /** Signs out (fine when not signed in). */
    logout: () => post<void>('/api/auth/logout', {}),
    /** The signed-in user; rejects with a 401 `ApiError` when signed out. Never cached. */
    me: () => getFresh<AuthResponse>('/api/auth/me'),
    /** Connection status (no secrets) and the user's templates. Never cached. */
    getIntegrations: () => getFresh<IntegrationsOverview>('/api/dev/integrations'),
    connectJira: (body: JiraConnectionInput) => post<JiraConnectResponse>('/api/dev/integrations/jira', body),
    connectCicd: (body: CicdConnectionInput) => post<CicdConnectResponse>('/api/dev/integrations/cicd', body),
    savePrompt: (body: PromptTemplateInput) => post<PromptTemplate>('/api/dev/integrations/prompts', body),
    updatePrompt: (id: number, body: PromptTemplateInput) => put<PromptTemplate>(`/api/dev/integrations/prompts/${segment(id)}`, body),
    deletePrompt: (id: number) => del(`/api/dev/integrations/prompts/${segment(id)}`),
    /** Forgets every cached GET result. */
    clearCache: () => cache.clear(),
  };
}
