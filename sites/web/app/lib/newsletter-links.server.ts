/**
 * The actions of /newsletter/confirm and /newsletter/unsubscribe: the page's one-button form
 * posts the link's token (with or without JavaScript), and this sends it to the API over
 * loopback with the visitor's IP and the site's Origin (`leadApi`).
 */
import type { ApiClient } from '@joognoo/api-client';
import type { AppLoadContext } from 'react-router';
import { failureAnswer, leadApi, readFailure } from './lead-actions.server';

export type NewsletterLinkOutcome = 'done' | 'invalid' | 'failed';

export interface NewsletterLinkResult {
  outcome: NewsletterLinkOutcome;
  token: string;
  /** The API's message of a failure (the 429 text), else none. */
  message?: string;
}

type LinkApi = Pick<ApiClient, 'confirmNewsletter' | 'unsubscribeNewsletter'>;

/** The token of the link: the page's URL on GET, the form's hidden field on POST. */
export function linkToken(value: FormDataEntryValue | string | null): string {
  return typeof value === 'string' ? value.trim().slice(0, 200) : '';
}

/**
 * Posts the token to the API. `done` when it confirmed (or unsubscribed), `invalid` for a
 * link the API does not know (expired, used, unknown: 410, 404 or 400), `failed` otherwise
 * (429 with the API's message, 5xx, no answer), with the HTTP status (and a 503's
 * `Retry-After`) the page answers (`failureAnswer`).
 */
export async function newsletterLinkAction(
  kind: 'confirm' | 'unsubscribe',
  request: Request,
  context: AppLoadContext,
  api: LinkApi = leadApi(context),
): Promise<{ status: number; headers?: HeadersInit; result: NewsletterLinkResult }> {
  const token = linkToken((await request.formData()).get('token'));
  if (!token) return { status: 200, result: { outcome: 'invalid', token } };
  try {
    await (kind === 'confirm' ? api.confirmNewsletter({ token }) : api.unsubscribeNewsletter({ token }));
    return { status: 200, result: { outcome: 'done', token } };
  } catch (error) {
    const failure = readFailure(error);
    if ([400, 404, 410].includes(failure.status)) return { status: 200, result: { outcome: 'invalid', token } };
    const message = failure.status === 429 ? failure.serverMessage : undefined;
    return { ...failureAnswer(failure), result: { outcome: 'failed', token, ...(message ? { message } : {}) } };
  }
}
