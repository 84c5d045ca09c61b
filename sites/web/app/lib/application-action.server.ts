/**
 * The no-JavaScript side of the job application form (issue 18): the server-rendered form of
 * `/careers/{slug}` is a `<form method="post" enctype="multipart/form-data">` whose action is
 * `/careers/{slug}/apply` (routes/career-apply.tsx). This reads such a post, validates it
 * with the schema and CV check the widget and the API share, and sends it to the API over
 * loopback for the visitor (`leadApi`: their IP, the site's origin, the page).
 */
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@joognoo/api-client';
import {
  APPLICATION_CV_FIELD,
  APPLICATION_COVER_LETTER_MAX,
  APPLICATION_OUTCOMES,
  MAX_LENGTH,
  applicationSchema,
  checkCvFile,
  validate,
  type FieldErrors,
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

/** Handles a POST of the application form of job `slug`. `status` is the HTTP status of the page. */
export async function applicationAction(
  slug: string,
  request: Request,
  context: AppLoadContext,
  api: Pick<ApiClient, 'submitApplication'> = leadApi(context, request.headers.get('referer')),
): Promise<{ status: number; headers?: HeadersInit; result: ApplicationActionResult }> {
  const form = await request.formData();
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

