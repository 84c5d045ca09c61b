/**
 * Where a lead or a sign-up came from: the partner whose page embeds the widget, the page
 * itself, the page that led there and the campaign (`utm_*`). Widgets capture it from the
 * embedding page and send it as `partner` and `attribution` in the body of POST
 * /api/contact and POST /api/newsletter/subscribe; the API stores it with the row and passes
 * it on in the sales e-mail and the webhooks.
 */
import * as v from 'valibot';
import { says, type ValidationRule } from './rules.ts';

/** A partner's id: a slug of lower-case letters, digits and inner hyphens, at most 64 characters. */
export const PARTNER_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The five campaign parameters, as they appear in a page's query string. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** The page URL and referrer are kept to this many characters (longer ones are cut, never refused). */
export const ATTRIBUTION_URL_MAX_LENGTH = 1000;
/** A `utm_*` value is kept to this many characters. */
export const UTM_VALUE_MAX_LENGTH = 200;

/** What a widget sends as `attribution` (every key optional; the API ignores what it cannot use). */
export interface LeadAttributionInput {
  /** `location.href` of the embedding page; the fragment is dropped. */
  pageUrl?: string | null;
  /** `document.referrer` of the embedding page. */
  referrer?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
}

/** What is stored: null where nothing usable was sent. */
export type LeadAttribution = { pageUrl: string | null; referrer: string | null } & Record<UtmParameter, string | null>;

/**
 * An http(s) URL without fragment and credentials, cut to ATTRIBUTION_URL_MAX_LENGTH; null for
 * anything else. Attribution is captured, not typed by the visitor, so a bad value is dropped
 * instead of refusing the lead.
 */
export function cleanPageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.toString().slice(0, ATTRIBUTION_URL_MAX_LENGTH);
}

function cleanUtm(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed.slice(0, UTM_VALUE_MAX_LENGTH);
}

/** The stored attribution of any `attribution` value a caller sent (never fails). */
export function cleanAttribution(input: unknown): LeadAttribution {
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const utm = Object.fromEntries(UTM_PARAMETERS.map((name) => [name, cleanUtm(source[name])])) as Record<UtmParameter, string | null>;
  return { pageUrl: cleanPageUrl(source.pageUrl), referrer: cleanPageUrl(source.referrer), ...utm };
}

/**
 * The attribution of the page a widget runs on: its URL (no fragment), its referrer and the
 * `utm_*` parameters of its query string. For browsers; `location` and `referrer` are
 * parameters so tests can pass their own.
 */
export function pageAttribution(location: { href: string }, referrer: string): LeadAttributionInput {
  const url = URL.canParse(location.href) ? new URL(location.href) : undefined;
  const utm = Object.fromEntries(UTM_PARAMETERS.map((name) => [name, url?.searchParams.get(name) ?? null]));
  return { pageUrl: cleanPageUrl(location.href), referrer: cleanPageUrl(referrer), ...utm };
}

/** `partner` of a write that names no partner the API knows. */
export const PARTNER_UNKNOWN = { code: 'partner.unknown', text: 'Unknown partner.' } as const satisfies ValidationRule;

/** `partner` in a lead's body: absent or '' for none, else a partner id. */
export const partnerIdSchema = v.optional(
  v.pipe(
    v.string(says(PARTNER_UNKNOWN)),
    v.trim(),
    v.check((value) => value === '' || PARTNER_ID_PATTERN.test(value), says(PARTNER_UNKNOWN)),
  ),
  '',
);

/**
 * The `code` of the 403 a write gets when its page's origin is not registered (neither the
 * site's, nor in EMBED_ORIGINS, nor one of the given partner's origins). The body is
 * `{ code, message, origin, docs }`: `message` names the origin and the fix, `docs` is the
 * URL of the allow-listing section of /developers/widgets.
 */
export const ORIGIN_NOT_REGISTERED = 'origin_not_registered';

/** What a widget shows (politely, in place of its form's outcome) when its write got that 403. */
export const FORM_NOT_ENABLED_MESSAGE = 'This form is not enabled on this site yet.';
/** Its catalog id. */
export const FORM_NOT_ENABLED_MESSAGE_ID = 'outcome.formNotEnabled';

/** The path and anchor of the allow-listing step on the site's widget docs. */
export const WIDGETS_DOCS_PATH = '/developers/widgets';
export const ALLOW_LISTING_ANCHOR = 'allow-listing';
