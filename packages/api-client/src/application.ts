import {
  APPLICATION_CV_FIELD,
  HONEYPOT_FIELD,
  type ApplicationContextInput,
  type ApplicationCreated,
  type ApplicationInput,
} from '@joognoo/schemas';
import type { KyInstance } from 'ky';
import { ApiError } from './api-error.ts';

/**
 * One job application as `submitApplication` sends it: the text fields of
 * `applicationSchema`, the CV (a `File` or `Blob`; its name is sent too), and the context
 * (`partner`, `locale`, `attribution`, the honeypot `website`).
 */
export type ApplicationSubmission = ApplicationInput &
  ApplicationContextInput & {
    /** The CV (PDF or DOCX, at most `APPLICATION_CV_MAX_BYTES`); the server reads its bytes. */
    cv: Blob;
    /** The file name sent with a `Blob` that is not a `File`. Default `cv`. */
    cvName?: string;
  };

/** Bytes sent so far of the whole request body (the CV and the fields). */
export interface UploadProgress {
  loaded: number;
  total: number;
  /** `loaded / total` as a whole percentage, 0–100. */
  percent: number;
}

export interface ApplicationOptions {
  /** Sent as the `Idempotency-Key` header, as for the leads. */
  idempotencyKey?: string;
  /**
   * Called as the body uploads. Browsers only: the call then goes through `XMLHttpRequest`
   * (fetch cannot report upload progress); without a global `XMLHttpRequest` it is never called.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Aborts the request (rejects with the signal's reason). */
  signal?: AbortSignal;
}

const TEXT_PARTS = ['firstName', 'lastName', 'email', 'phone', 'profileUrl', 'coverLetter'] as const;

/**
 * The multipart body of `POST /api/jobs/{slug}/applications`: the fields by their camelCase
 * names, `consent=true`, `partner`, `locale`, `attribution` (a JSON string), the honeypot and the CV
 * in the part `cv` (last, after every field the server reads first).
 */
export function applicationFormData(submission: ApplicationSubmission): FormData {
  const form = new FormData();
  for (const name of TEXT_PARTS) {
    const value = submission[name];
    if (typeof value === 'string') form.append(name, value);
  }
  if (submission.consent === true || submission.consent === 'true' || submission.consent === 'on') form.append('consent', 'true');
  if (submission.partner) form.append('partner', submission.partner);
  if (submission.locale) form.append('locale', submission.locale);
  if (submission.attribution) form.append('attribution', JSON.stringify(submission.attribution));
  form.append(HONEYPOT_FIELD, submission.website ?? '');
  const { cv } = submission;
  const name = typeof File !== 'undefined' && cv instanceof File && cv.name ? cv.name : (submission.cvName ?? APPLICATION_CV_FIELD);
  form.append(APPLICATION_CV_FIELD, cv, name);
  return form;
}

/**
 * POSTs `body` with `XMLHttpRequest`, reporting upload progress; settles like the fetch
 * calls: the parsed JSON of a 2xx, an `ApiError` for any other status, a `TypeError` when
 * no answer arrived (network failure, CORS), the signal's reason when aborted.
 */
export function postWithProgress<T>(
  url: string,
  body: FormData,
  headers: Record<string, string>,
  { onUploadProgress, signal }: Pick<ApplicationOptions, 'onUploadProgress' | 'signal'>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // As fetch's default for these calls (`same-origin`): no cookies to another origin.
    xhr.withCredentials = false;
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (!event.lengthComputable || event.total <= 0) return;
        onUploadProgress({ loaded: event.loaded, total: event.total, percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
      });
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.addEventListener('load', () => {
      done();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, text));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
    });
    xhr.send(body);
  });
}

/** What `createApiClient` lends `sendApplication`. */
export interface ApplicationTransport {
  url: string;
  http: KyInstance;
  parse: <T>(response: Response) => Promise<T>;
  /** A `fetch` option was given: always use it (no XMLHttpRequest). */
  customFetch: boolean;
  /** Sends again with a solved challenge when the API asks for a proof of work. */
  withProofOfWork: <T>(send: (headers: Record<string, string>) => Promise<T>) => Promise<T>;
}

/**
 * `submitApplication` of `createApiClient`: with `onUploadProgress` in a browser (a global
 * `XMLHttpRequest` and no `fetch` option) through XMLHttpRequest, which reports the upload's
 * progress; otherwise through fetch like every other call. Either way a non-2xx answer
 * rejects with `ApiError`.
 */
export async function sendApplication(
  { url, http, parse, customFetch, withProofOfWork }: ApplicationTransport,
  submission: ApplicationSubmission,
  { idempotencyKey, onUploadProgress, signal }: ApplicationOptions,
): Promise<ApplicationCreated> {
  const body = applicationFormData(submission);
  const keyHeader: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  return withProofOfWork(async (proof) => {
    const headers = { ...keyHeader, ...proof };
    if (onUploadProgress && !customFetch && typeof XMLHttpRequest !== 'undefined') {
      return postWithProgress<ApplicationCreated>(url, body, headers, { onUploadProgress, signal });
    }
    return parse<ApplicationCreated>(await http.post(url, { body, headers, ...(signal ? { signal } : {}) }));
  });
}

export type { ApplicationCreated };
