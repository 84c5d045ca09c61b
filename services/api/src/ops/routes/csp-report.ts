import Router from '@koa/router';
import type { Config, RateLimit } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { jsonBody } from '../../middleware/json-body.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { registeredOrigin } from '../../middleware/registration.ts';
import type { Services } from '../../services.ts';

/** Where the site's pages send Content-Security-Policy violation reports. */
export const CSP_REPORT_PATH = '/api/csp-report';
/** A report is a few hundred bytes; a Reporting API batch a few of them. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** Per client IP: a page with a real violation reports it once per load, not hundreds of times. */
export const CSP_REPORT_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 60 };
/** Reports logged from one batch at most. */
const MAX_REPORTS_PER_BATCH = 10;
const MAX_FIELD_LENGTH = 300;

/** The fields of a violation we log, whichever of the two report formats brought it. */
export interface CspViolation {
  directive: string | null;
  blocked: string | null;
  document: string | null;
  source: string | null;
  line: number | null;
  column: number | null;
  disposition: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, MAX_FIELD_LENGTH) : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * A URL without its query, fragment and credentials (they may carry tokens or personal
 * data); keywords such as `inline`, `eval` or `data` stay as they are.
 */
function withoutSecrets(value: unknown): string | null {
  const raw = text(value);
  if (raw === null || !URL.canParse(raw)) return raw === null ? null : raw.replace(/[?#].*$/s, '');
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.replace(/:$/, '');
  return `${url.origin}${url.pathname}`;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations of a report body: `{"csp-report": {...}}` (the `report-uri` format,
 * kebab-case) or an array of `{type: "csp-violation", body: {...}}` (the Reporting API of
 * `report-to`, camelCase). Anything else holds none.
 */
export function parseCspReports(body: unknown): CspViolation[] {
  if (isObject(body) && isObject(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: withoutSecrets(report['blocked-uri']),
        document: withoutSecrets(report['document-uri']),
        source: withoutSecrets(report['source-file']),
        line: count(report['line-number']),
        column: count(report['column-number']),
        disposition: text(report.disposition),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((entry): entry is Fields & { body: Fields } => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
    .slice(0, MAX_REPORTS_PER_BATCH)
    .map(({ body: report }) => ({
      directive: text(report.effectiveDirective),
      blocked: withoutSecrets(report.blockedURL),
      document: withoutSecrets(report.documentURL),
      source: withoutSecrets(report.sourceFile),
      line: count(report.lineNumber),
      column: count(report.columnNumber),
      disposition: text(report.disposition),
    }));
}

/**
 * `POST /api/csp-report`: the browser's violation reports, rate-limited per IP, body-limited,
 * logged as warnings (URLs without query strings, no script samples) and answered 204.
 * Reports sent with an Origin must come from a registered one (the site's pages), as before.
 */
export function cspReportRouter(
  repositories: Services,
  config: Pick<Config, 'trustProxy' | 'siteOrigin' | 'siteUrl' | 'embedOrigins'>,
  logger: Logger,
  limit: RateLimit = CSP_REPORT_RATE_LIMIT,
): Router {
  const router = new Router();
  router.post(
    CSP_REPORT_PATH,
    registeredOrigin(config, repositories.partners, { partnerInBody: false, bodyLimitBytes: CSP_REPORT_BODY_LIMIT_BYTES }),
    rateLimit(repositories.rateLimits, { name: 'csp-report', limit, trustProxy: config.trustProxy }),
    jsonBody(CSP_REPORT_BODY_LIMIT_BYTES, { alsoAccept: ['application/csp-report'] }),
    (ctx) => {
      for (const violation of parseCspReports(ctx.request.jsonBody)) logger.warn({ msg: 'csp violation', ...violation });
      ctx.status = 204;
    },
  );
  return router;
}
