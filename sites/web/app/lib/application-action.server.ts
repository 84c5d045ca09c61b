/**
 * The no-JavaScript side of the job application form: the server-rendered form of
 * `/careers/{slug}` is a `<form method="post" enctype="multipart/form-data">` whose action is
 * `/careers/{slug}/apply` (routes/career-apply.tsx). This reads such a post, validates it
 * with the schema and CV check the widget and the API share, and sends it to the API over
 * loopback for the visitor (`leadApi`: their IP, the site's origin, the page).
 */
import { randomUUID } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { ApiClient } from '@joognoo/api-client';
import {
  APPLICATION_CV_FIELD,
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_COVER_LETTER_MAX,
  APPLICATION_MESSAGES,
  APPLICATION_OUTCOMES,
  APPLICATION_TEXT_FIELDS,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  applicationSchema,
  checkCvFile,
  validate,
  type FieldErrors,
  type Job,
  type OutcomeText,
} from '@joognoo/schemas';
import type { AppLoadContext } from 'react-router';
import { failureAnswer, forEcho, leadApi, proofOfWorkNotice, readFailure } from './lead-actions.server';

/** What the candidate typed, as the form shows it again (never the file: a browser cannot be given one). */
export interface ApplicationPostValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profileUrl: string;
  coverLetter: string;
  consent: boolean;
}

export type ApplicationActionResult =
  | { outcome: 'success'; title: string; description: string; reference: string | undefined }
  | {
      outcome: 'invalid' | 'failed';
      values: ApplicationPostValues;
      errors: FieldErrors;
      notice?: OutcomeText;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function echo(values: ApplicationPostValues): ApplicationPostValues {
  return {
    firstName: forEcho(values.firstName, MAX_LENGTH.name),
    lastName: forEcho(values.lastName, MAX_LENGTH.name),
    email: forEcho(values.email, MAX_LENGTH.email),
    phone: forEcho(values.phone, MAX_LENGTH.shortText),
    profileUrl: forEcho(values.profileUrl, MAX_LENGTH.url),
    coverLetter: forEcho(values.coverLetter, APPLICATION_COVER_LETTER_MAX),
    consent: values.consent,
  };
}

type ApplicationAnswer = { status: number; headers?: HeadersInit; result: ApplicationActionResult };

/** Nothing typed yet: a post refused before its body was read. */
const NO_VALUES: ApplicationPostValues = { firstName: '', lastName: '', email: '', phone: '', profileUrl: '', coverLetter: '', consent: false };

/** The largest text field of the form (as the API reads it: the cover letter, with room). */
const MAX_FIELD_BYTES = 64 * 1024;

function refused(status: number, description: string, headers?: HeadersInit): ApplicationAnswer {
  return {
    status,
    ...(headers ? { headers } : {}),
    result: { outcome: 'failed', values: NO_VALUES, errors: {}, notice: { title: APPLICATION_OUTCOMES.failure.title, description } },
  };
}

/**
 * A no-JavaScript application post to the job `job` (null: none by that slug), checked in
 * the order that costs least, before its body is read: the job (404, or 410 when closed), the
 * visitor's application rate limit (the API's count, not counted here: 429 with
 * `Retry-After`) and their uploads in flight (429); then the body is read, the CV to a
 * private temporary file that is deleted afterwards whatever happens (a CV past the limit:
 * 413 and the page with the field's size message), and handled by `applicationAction`.
 * Without `context.uploads` (no server) the body is read by `applicationAction` itself.
 */
export async function applicationPost(
  slug: string,
  job: Job | null,
  request: Request,
  context: AppLoadContext,
  api?: Pick<ApiClient, 'submitApplication'>,
): Promise<ApplicationAnswer> {
  if (!job) return refused(404, APPLICATION_MESSAGES.jobNotFound);
  if (job.closedAt) return refused(410, APPLICATION_MESSAGES.jobClosed);
  const uploads = context.uploads;
  if (!uploads) return applicationAction(slug, request, context, api);
  const wait = await uploads.applicationWait();
  if (wait !== null) return refused(429, uploads.tooManyRequests, { 'Retry-After': String(wait) });
  const release = uploads.takeSlot();
  if (!release) return refused(429, uploads.tooManyRequests, { 'Retry-After': String(uploads.slotRetryAfterSeconds) });
  try {
    let upload: Awaited<ReturnType<typeof uploads.readForm>>;
    try {
      upload = await uploads.readForm(request, {
        fileField: APPLICATION_CV_FIELD,
        maxFileBytes: APPLICATION_CV_MAX_BYTES,
        fields: [...APPLICATION_TEXT_FIELDS, HONEYPOT_FIELD],
        maxFieldBytes: MAX_FIELD_BYTES,
        messages: { tooLarge: APPLICATION_MESSAGES.cvTooLarge, notMultipart: APPLICATION_MESSAGES.notMultipart },
      });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 413) return { status: 413, result: { outcome: 'invalid', values: NO_VALUES, errors: { [APPLICATION_CV_FIELD]: APPLICATION_MESSAGES.cvTooLarge } } };
      if (status === 400) return refused(400, APPLICATION_MESSAGES.notMultipart);
      throw error;
    }
    try {
      const form = new FormData();
      for (const [name, value] of Object.entries(upload.fields)) form.set(name, value);
      const { file } = upload;
      // The CV stays on disk: the File reads it from there when it is sent on to the API.
      if (file) form.set(APPLICATION_CV_FIELD, new File([await openAsBlob(file.path)], file.filename, { type: file.declaredType }));
      return await applicationAction(slug, request, context, api, form);
    } finally {
      await upload.dispose();
    }
  } finally {
    release();
  }
}

/**
 * Handles a POST of the application form of job `slug` (its body read from `request`, or
 * `form` when already read). `status` is the HTTP status of the page.
 */
export async function applicationAction(
  slug: string,
  request: Request,
  context: AppLoadContext,
  api: Pick<ApiClient, 'submitApplication'> = leadApi(context, request.headers.get('referer')),
  read?: FormData,
): Promise<ApplicationAnswer> {
  const form = read ?? (await request.formData());
  const values: ApplicationPostValues = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    profileUrl: text(form, 'profileUrl'),
    coverLetter: text(form, 'coverLetter'),
    consent: ['on', 'true'].includes(text(form, 'consent').toLowerCase()),
  };
  const part = form.get(APPLICATION_CV_FIELD);
  // A form posted with no file chosen still sends the part: an empty file without a name.
  const cv = typeof part === 'string' || part === null ? null : part;
  const kept = { values: echo(values) };

  const checked = validate(applicationSchema, values);
  const errors: FieldErrors = checked.success ? {} : { ...checked.errors };
  const cvError = checkCvFile(cv);
  if (cvError) errors[APPLICATION_CV_FIELD] = cvError;
  if (!checked.success || cvError || !cv) {
    return { status: 400, result: { outcome: 'invalid', ...kept, errors } };
  }
  let reference: string | undefined;
  try {
    // `website` (the honeypot) goes along: the API answers a filled one like a success and stores nothing.
    const created = await api.submitApplication(
      slug,
      { ...checked.output, cv, website: text(form, 'website') },
      { idempotencyKey: randomUUID() },
    );
    reference = created?.reference;
  } catch (error) {
    const failure = readFailure(error);
    if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0) {
      return { status: 400, result: { outcome: 'invalid', ...kept, errors: failure.fieldErrors } };
    }
    const description = failure.serverMessage ?? APPLICATION_OUTCOMES.failure.fallback;
    return {
      ...failureAnswer(failure, [400, 404, 410, 413, 415]),
      result: { outcome: 'failed', ...kept, errors: {}, notice: proofOfWorkNotice(failure) ?? { title: APPLICATION_OUTCOMES.failure.title, description } },
    };
  }
  return { status: 200, result: { outcome: 'success', ...APPLICATION_OUTCOMES.success, reference } };
}

