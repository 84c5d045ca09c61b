/**
 * The no-JavaScript side of the lead forms: the server-rendered `<ContactForm>` and
 * `<NewsletterForm>` are real `<form method="post">` elements whose actions are
 * `/contact/submit` and `/newsletter/subscribe` (routes/contact-submit.tsx,
 * routes/newsletter-subscribe.tsx). This module reads such a post, validates it with the
 * same schemas as the widgets and the API, and sends it to the API over loopback for the
 * visitor: with their IP in `X-Forwarded-For` (the API trusts it from a loopback peer, so
 * its rate limits count visitors, not this server) and the site's own `Origin`.
 */
import { randomUUID } from 'node:crypto';
import { createApiClient, isApiError, type ApiClient } from '@joognoo/api-client';
import {
  CONTACT_OUTCOMES,
  MAX_LENGTH,
  NEWSLETTER_OUTCOMES,
  PROOF_OF_WORK_MESSAGES,
  contactSchemas,
  newsletterSchema,
  validate,
  type ContactFormKind,
  type ContactRequestInput,
  type FieldErrors,
  type NewsletterRequestInput,
  type OutcomeText,
} from '@joognoo/schemas';
import { readFailure as readApiFailure } from '@joognoo/widget-kit';
import type { AppLoadContext } from 'react-router';
import { orUnavailable, thrownUnavailable } from '@joognoo/site-kit/server';
import { sameSitePath } from '@joognoo/site-kit';
import { forEcho } from '@joognoo/site-kit';

export { forEcho };

export const CONTACT_KINDS = ['home', 'about', 'contact'] as const satisfies readonly ContactFormKind[];

/** What the visitor typed, as the form shows it again. */
export interface ContactPostValues {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  interest: string;
  message: string;
  consent: boolean;
}

export type ContactActionResult =
  | { outcome: 'success'; variant: ContactFormKind; back: string; title: string; description: string }
  | {
      outcome: 'invalid' | 'failed';
      variant: ContactFormKind;
      values: ContactPostValues;
      errors: FieldErrors;
      /** The failure notice (API failures only). */
      notice?: OutcomeText;
      source: string;
      service: string;
      redirect: string;
      back: string;
    };

export type NewsletterActionResult =
  | { outcome: 'success'; back: string; title: string; description: string }
  | {
      outcome: 'invalid' | 'failed';
      email: string;
      error?: string;
      notice?: OutcomeText;
      source: string;
      back: string;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The contact fields as the error page shows them again (`forEcho` of each). */
function contactEcho(values: ContactPostValues): ContactPostValues {
  return {
    firstName: forEcho(values.firstName, MAX_LENGTH.name),
    lastName: forEcho(values.lastName, MAX_LENGTH.name),
    email: forEcho(values.email, MAX_LENGTH.email),
    company: forEcho(values.company, MAX_LENGTH.company),
    interest: forEcho(values.interest, MAX_LENGTH.shortText),
    message: forEcho(values.message, MAX_LENGTH.message),
    consent: values.consent,
  };
}

/** A checkbox: browsers post `on` without a `value`, the form's own checkbox posts `true`. */
const checked = (form: FormData, name: string) => ['on', 'true'].includes(text(form, name).toLowerCase());

/**
 * The page the visitor came from (Referer, same origin only), else `fallback`. Its path goes
 * through `sameSitePath` like every other link a visitor can choose: a Referer of this site
 * such as `https://site//evil.example/x` has the path `//evil.example/x`, which a browser
 * follows to another host.
 */
export function backLink(request: Request, siteUrl: string, fallback: string): string {
  const referer = request.headers.get('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    const own = new URL(siteUrl).origin === url.origin || new URL(request.url).origin === url.origin;
    const path = own ? sameSitePath(`${url.pathname}${url.search}`, siteUrl) : null;
    return path && !/^\/(contact\/submit|newsletter\/subscribe)\b/.test(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The API client for a visitor's lead: this process over loopback, with the visitor's IP
 * (`X-Forwarded-For`), the site's origin (`Origin`) and the page the form was posted from
 * (`Referer`, which the API stores as the lead's page for the e-mail to sales).
 */
export function leadApi(context: AppLoadContext, referer?: string | null): ApiClient {
  const origin = new URL(context.siteUrl).origin;
  const forwarding: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Forwarded-For', context.clientIp);
    request.headers.set('Origin', origin);
    if (referer) request.headers.set('Referer', referer);
    return orUnavailable(await fetch(request));
  };
  // Never solves a proof-of-work challenge for the visitor: that would let a flood of
  // no-JavaScript posts skip the work. The visitor is told to turn JavaScript on instead.
  return createApiClient({ baseUrl: context.apiBaseUrl, fetch: forwarding, solveProofOfWork: false });
}

/**
 * The notice of a post the API wants confirmed by a proof of work (428: its form is over the
 * site-wide ceiling), which only a browser running JavaScript can give; else undefined.
 */
export function proofOfWorkNotice(failure: Failure): OutcomeText | undefined {
  return failure.status === 428 ? PROOF_OF_WORK_MESSAGES.noScript : undefined;
}

/** A failed API call as the form pages see it. */
export interface Failure {
  /** The API's status (400-599); 502 for no answer; 503 for a database outage. */
  status: number;
  /** `Retry-After` of a 503, for the page's own 503. */
  headers?: HeadersInit;
  serverMessage?: string;
  fieldErrors?: FieldErrors;
}

/** What the widgets read from an error (`readFailure` of widget-kit), as a form page answers it. */
export function readFailure(error: unknown): Failure {
  const unavailable = thrownUnavailable(error);
  if (unavailable) return unavailable;
  if (!isApiError(error)) return { status: 502 };
  const { status = 502, serverMessage, fieldErrors } = readApiFailure(error);
  return {
    status: status >= 400 && status < 600 ? status : 502,
    ...(serverMessage ? { serverMessage } : {}),
    ...(status === 400 && fieldErrors ? { fieldErrors } : {}),
  };
}

/**
 * The status and headers of a form page after a failed API call: the API's 428 (a proof of
 * work wanted), 429 (a rate limit), 503 with its `Retry-After` (a database outage) and the
 * given `passed` statuses as they are, anything else 502 (the API failed this server).
 */
export function failureAnswer(failure: Failure, passed: readonly number[] = []): { status: number; headers?: HeadersInit } {
  if (![428, 429, 503, ...passed].includes(failure.status)) return { status: 502 };
  return { status: failure.status, ...(failure.headers ? { headers: failure.headers } : {}) };
}

/**
 * The `headers` export of the form-post routes: a document answer carries only the headers
 * this returns (React Router passes an action's own headers on only through it), so the
 * action's `Retry-After` of a 503 reaches the visitor; the parent routes' headers stay.
 */
export function actionHeaders({ parentHeaders, actionHeaders: own }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  own.forEach((value, name) => headers.set(name, value));
  return headers;
}

/** Handles a POST of a contact form. `status` is the HTTP status of the page to render. */
export async function contactAction(
  request: Request,
  context: AppLoadContext,
  api: Pick<ApiClient, 'submitContact'> = leadApi(context, request.headers.get('referer')),
): Promise<{ status: number; headers?: HeadersInit; result: ContactActionResult } | { redirect: string }> {
  const form = await request.formData();
  const kind = text(form, 'form');
  const variant: ContactFormKind = (CONTACT_KINDS as readonly string[]).includes(kind) ? (kind as ContactFormKind) : 'contact';
  const values: ContactPostValues = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    company: text(form, 'company'),
    interest: text(form, 'interest'),
    message: text(form, 'message'),
    consent: checked(form, 'consent'),
  };
  const source = text(form, 'source');
  const service = text(form, 'service');
  const website = text(form, 'website');
  const redirectTo = text(form, 'redirect');
  const back = backLink(request, context.siteUrl, '/contact');
  const keep = {
    variant,
    values: contactEcho(values),
    source: forEcho(source, MAX_LENGTH.shortText),
    service: forEcho(service, MAX_LENGTH.shortText),
    redirect: forEcho(redirectTo, MAX_LENGTH.url),
    back,
  };

  const checkedValues = validate(contactSchemas[variant], values);
  if (!checkedValues.success) {
    return { status: 400, result: { outcome: 'invalid', ...keep, errors: checkedValues.errors } };
  }
  try {
    // `website` (the honeypot) goes along: the API answers a filled one like a success and stores nothing.
    const body: ContactRequestInput = { ...checkedValues.output, message: checkedValues.output.message ?? '', form: variant, source, service, website };
    await api.submitContact(body, { idempotencyKey: randomUUID() });
  } catch (error) {
    const failure = readFailure(error);
    if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0) {
      return { status: 400, result: { outcome: 'invalid', ...keep, errors: failure.fieldErrors } };
    }
    const texts = CONTACT_OUTCOMES[variant].failure;
    const description = failure.status === 429 && failure.serverMessage ? failure.serverMessage : texts.description;
    return {
      ...failureAnswer(failure),
      result: { outcome: 'failed', ...keep, errors: {}, notice: proofOfWorkNotice(failure) ?? { title: texts.title, description } },
    };
  }
  const target = sameSitePath(redirectTo, context.siteUrl);
  if (target) return { redirect: target };
  return { status: 200, result: { outcome: 'success', variant, back, ...CONTACT_OUTCOMES[variant].success } };
}

/** Handles a POST of the newsletter box. */
export async function newsletterAction(
  request: Request,
  context: AppLoadContext,
  api: Pick<ApiClient, 'subscribeNewsletter'> = leadApi(context),
): Promise<{ status: number; headers?: HeadersInit; result: NewsletterActionResult } | { redirect: string }> {
  const form = await request.formData();
  const email = text(form, 'email');
  const source = text(form, 'source');
  const website = text(form, 'website');
  const back = backLink(request, context.siteUrl, '/blog');
  const echo = { email: forEcho(email, MAX_LENGTH.email), source: forEcho(source, MAX_LENGTH.shortText) };

  const checkedValues = validate(newsletterSchema, { email });
  if (!checkedValues.success) {
    return {
      status: 400,
      result: { outcome: 'invalid', ...echo, error: checkedValues.errors.email ?? NEWSLETTER_OUTCOMES.failure.fallback, back },
    };
  }
  try {
    const body: NewsletterRequestInput = { email: checkedValues.output.email, source, website };
    await api.subscribeNewsletter(body);
  } catch (error) {
    const failure = readFailure(error);
    const fieldError = failure.fieldErrors?.email;
    return {
      ...failureAnswer(failure, [400]),
      result: {
        outcome: fieldError ? 'invalid' : 'failed',
        ...echo,
        ...(fieldError ? { error: fieldError } : {}),
        notice: proofOfWorkNotice(failure) ?? { title: NEWSLETTER_OUTCOMES.failure.title, description: failure.serverMessage ?? NEWSLETTER_OUTCOMES.failure.fallback },
        back,
      },
    };
  }
  const target = sameSitePath(text(form, 'redirect'), context.siteUrl);
  if (target) return { redirect: target };
  return { status: 200, result: { outcome: 'success', back, ...NEWSLETTER_OUTCOMES.success } };
}
