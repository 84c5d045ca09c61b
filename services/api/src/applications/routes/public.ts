import { createReadStream } from 'node:fs';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  APPLICATION_CV_FIELD,
  APPLICATION_CV_MAX_BYTES,
  APPLICATION_CV_TYPES,
  APPLICATION_MESSAGES,
  APPLICATION_RULES,
  APPLICATION_TEXT_FIELDS,
  HONEYPOT_FIELD,
  LOCALE_INVALID,
  applicationFieldCode,
  applicationSchema,
  consentFromForm,
  fieldCode,
  localeSchema,
  validate,
  type ApplicationCreated,
  type ApplicationRuleName,
  type FieldCodes,
  type FieldErrors,
  type Job,
} from '@joognoo/schemas';
import { CV_LINK_PATH, verifyCvLinkToken } from '../cv-links.ts';
import { checkCv } from '../cv-check.ts';
import type { Config } from '../../config.ts';
import { cvFilename } from '../deliveries.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import { cvStorage, newStorageKey, uploadTempDir } from '../../media/index.ts';
import { multipartBodySource } from '../../media/multipart.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { formCeiling } from '../../middleware/form-ceiling.ts';
import { rateLimit, rateLimitPeek } from '../../middleware/rate-limit.ts';
import { BodySlots, bodySlot } from '../../middleware/body-slots.ts';
import { registeredOrigin } from '../../middleware/registration.ts';
import { newApplicationReference } from '../service.ts';
import type { Services } from '../../services.ts';
import { proofOfWork } from '../../security/proof-of-work.ts';
import { honeypotFilled, leadAttribution, leadOrigin, leadPartnerId } from '../../leads/routes/public.ts';

export const APPLICATIONS_PATH = '/api/jobs/:slug/applications';
/** The rate-limit and idempotency name of the endpoint (its own counter, RATE_LIMIT_LEADS's limit). */
export const APPLICATIONS_ENDPOINT = 'applications';
/** The largest text field of the form (the cover letter: 5,000 characters of up to 4 bytes, with room). */
const MAX_FIELD_BYTES = 64 * 1024;
const CONTEXT_FIELDS = ['partner', 'attribution', 'locale', HONEYPOT_FIELD] as const;

export const CV_LINK_INVALID = 'This link is not valid.';
export const CV_LINK_EXPIRED = 'This link has expired. Ask for a new one.';
export const CV_GONE = 'This CV is no longer available.';

type ApplicationsConfig = Pick<
  Config,
  'bodyLimitBytes' | 'requestLimits' | 'rateLimitLeads' | 'trustProxy' | 'siteOrigin' | 'siteUrl' | 'embedOrigins' | 'integrationKeys' | 'nodeEnv' | 'dataDir' | 'applications' | 'proofOfWork'
>;

declare module 'koa' {
  interface DefaultState {
    /** The open job an application is for, found by `openJob`. */
    job?: Job;
  }
}

/** The attribution part: a JSON string (anything else is no attribution). */
function attributionOf(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The rule of a CV check's refusal (its message is one of `APPLICATION_MESSAGES`'s CV texts). */
function cvRuleName(message: string): ApplicationRuleName {
  return (Object.keys(APPLICATION_RULES) as ApplicationRuleName[]).find((name) => APPLICATION_MESSAGES[name] === message) ?? 'cvType';
}

/** The client's file name, for display only: no control characters, at most 255 characters. */
function displayName(filename: string): string {
  return filename.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, 255);
}

/**
 * The job of the path, published and open, before the body is read: an unknown one is 404,
 * a closed one 410, and the upload is not kept (drained, never parsed).
 */
function openJob(jobs: Services['jobs']): Middleware {
  return async (ctx, next) => {
    const job = await jobs.findBySlug(String(ctx.params.slug ?? ''));
    if (!job || job.closedAt) {
      ctx.req.resume();
      throw new HttpError(job ? 410 : 404, job ? APPLICATION_MESSAGES.jobClosed : APPLICATION_MESSAGES.jobNotFound);
    }
    ctx.state.job = job;
    await next();
  };
}

/**
 * `POST /api/jobs/:slug/applications` (multipart/form-data) and `GET /api/applications/cv`
 * (the signed CV link). The POST checks the open job first, then the lead routes' guards
 * (the client's bodies in flight, registration with `partner` read from the form, the per-IP
 * rate limit, the form's site-wide ceiling of middleware/form-ceiling.ts, idempotency over
 * the fields and the CV's SHA-256), so no body is read before the job, the address's
 * allowance, its rate limit and the ceiling are known; then the form, its CV streamed to a
 * temporary file (413 past 10 MB while it streams; the file is deleted when the request
 * ends, whatever its answer), the honeypot, validation and the CV's bytes; the CV is stored
 * under a random key, then the row and its deliveries are committed in one transaction (the
 * stored file is deleted again if that fails).
 */
export function applicationsRouter(
  repositories: Services,
  config: ApplicationsConfig,
  logger: Logger,
  slots = new BodySlots(config.requestLimits.bodiesPerAddress),
): Router {
  const storage = cvStorage(config);
  const body = multipartBodySource({
    fileField: APPLICATION_CV_FIELD,
    maxFileBytes: APPLICATION_CV_MAX_BYTES,
    fields: [...APPLICATION_TEXT_FIELDS, ...CONTEXT_FIELDS],
    maxFieldBytes: MAX_FIELD_BYTES,
    messages: { tooLarge: APPLICATION_MESSAGES.cvTooLarge, notMultipart: APPLICATION_MESSAGES.notMultipart },
  }, uploadTempDir(config));

  async function submit(ctx: Context): Promise<void> {
    const upload = ctx.request.multipartBody!;
    const { file } = upload;
    // A form post sends its line breaks as CRLF (HTML's form encoding): stored as \n.
    const fields = Object.fromEntries(Object.entries(upload.fields).map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]));
    if (honeypotFilled(fields) || upload.truncated.includes(HONEYPOT_FIELD)) {
      // Looks like success, stores nothing.
      ctx.status = 201;
      ctx.body = { ok: true, reference: newApplicationReference() } satisfies ApplicationCreated;
      return;
    }
    const errors: FieldErrors = {};
    const codes: FieldCodes = {};
    const result = validate(applicationSchema, { ...fields, consent: consentFromForm(fields.consent) });
    if (!result.success) {
      Object.assign(errors, result.errors);
      Object.assign(codes, result.codes);
    }
    const locale = validate(localeSchema, upload.truncated.includes('locale') ? 0 : fields.locale);
    if (!locale.success) {
      errors.locale = LOCALE_INVALID.text;
      codes.locale = fieldCode(LOCALE_INVALID);
    }
    for (const name of upload.truncated) {
      if (!(name in APPLICATION_RULES)) continue;
      errors[name] = APPLICATION_MESSAGES[name as ApplicationRuleName];
      codes[name] = applicationFieldCode(name as ApplicationRuleName);
    }
    const verdict = file ? await checkCv({ path: file.path }, file.filename) : ({ ok: false, message: APPLICATION_MESSAGES.cvRequired } as const);
    if (!verdict.ok) {
      errors[APPLICATION_CV_FIELD] = verdict.message;
      codes[APPLICATION_CV_FIELD] = applicationFieldCode(cvRuleName(verdict.message));
      if ('reason' in verdict && verdict.reason) logger.warn({ msg: 'cv refused as unreadable', reason: verdict.reason });
    }
    if (!result.success || !locale.success || !verdict.ok || Object.keys(errors).length > 0) throw new ValidationError(errors, undefined, codes);
    const partnerId = await leadPartnerId(ctx, fields, repositories.partners);
    const job = ctx.state.job!;
    const cv = file!;

    const key = newStorageKey(verdict.kind);
    await storage.put(key, createReadStream(cv.path), { contentType: APPLICATION_CV_TYPES[verdict.kind] });
    const reference = newApplicationReference();
    const answer = { ok: true, reference } satisfies ApplicationCreated;
    const claim = ctx.state.idempotency;
    try {
      await repositories.applications.create(
        {
          reference,
          job: { id: job.id, slug: job.slug, title: job.title, department: job.department.name },
          ...result.output,
          cv: { key, kind: verdict.kind, filename: displayName(cv.filename), size: cv.size },
          origin: leadOrigin(ctx),
          locale: locale.output!,
          partnerId,
          ...leadAttribution(ctx, { attribution: attributionOf(fields.attribution) }),
        },
        config,
        claim && { ...claim, status: 201, body: answer },
      );
    } catch (error) {
      // Nothing committed: no file without its row.
      await storage.delete(key).catch((cause: unknown) => logger.error({ msg: 'cv not deleted after a failed application', key, error: (cause as { code?: string }).code ?? String(cause) }));
      throw error;
    }
    ctx.status = 201;
    ctx.body = answer;
  }

  /** The signed link of a hiring e-mail or webhook event: the CV as a download, never cached. */
  async function serveCv(ctx: Context): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    ctx.remove('Access-Control-Allow-Origin'); // a CV is for the recipient's browser, not for pages
    const token = ctx.query.token;
    const verdict = typeof token === 'string' ? verifyCvLinkToken(config, token, new Date()) : 'forged';
    if (verdict === 'forged') throw new HttpError(403, CV_LINK_INVALID);
    if (verdict === 'expired') throw new HttpError(403, CV_LINK_EXPIRED);
    const cv = await repositories.applications.cvByKey(verdict.key);
    const object = cv ? await storage.get(verdict.key) : null;
    if (!cv || !object) throw new HttpError(404, CV_GONE);
    ctx.status = 200;
    ctx.type = APPLICATION_CV_TYPES[cv.kind];
    ctx.set('Content-Disposition', `attachment; filename="${cvFilename(cv)}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.length = object.size;
    ctx.body = object.body;
  }

  const limit = { name: APPLICATIONS_ENDPOINT, limit: config.rateLimitLeads, trustProxy: config.trustProxy };
  const router = new Router();
  router.post(
    APPLICATIONS_PATH,
    openJob(repositories.jobs),
    bodySlot(slots, config.trustProxy),
    registeredOrigin(config, repositories.partners, {
      partnerInBody: true,
      bodyLimitBytes: config.bodyLimitBytes,
      body,
      beforeBody: rateLimitPeek(repositories.rateLimits, limit),
    }),
    rateLimit(repositories.rateLimits, { ...limit, acceptedOnly: true }),
    formCeiling(repositories.rateLimits, proofOfWork(repositories.rateLimits, config), { name: APPLICATIONS_ENDPOINT, ceiling: config.proofOfWork.ceiling }),
    idempotency(repositories.idempotency, APPLICATIONS_ENDPOINT, { bodyLimitBytes: config.bodyLimitBytes, body }),
    body.read,
    submit,
  );
  router.get(CV_LINK_PATH, serveCv);
  return router;
}
