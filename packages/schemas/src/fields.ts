/**
 * Field rules shared by the form schemas (contact.ts, newsletter.ts, integrations.ts,
 * application.ts), and the rules (code and English text, see rules.ts) more than one form uses.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { canonicalTag, resolveLocale } from './locale.ts';
import { says, type ValidationRule } from './rules.ts';

/** Any free-text field past its maximum length. */
export const TEXT_TOO_LONG = { code: 'text.tooLong', text: 'Must be at most {max} characters.' } as const satisfies ValidationRule;
/** The About, Contact and job application forms. */
export const FIRST_NAME_TOO_SHORT = { code: 'firstName.tooShort', text: 'First name must be at least {min} characters.' } as const satisfies ValidationRule;
export const LAST_NAME_TOO_SHORT = { code: 'lastName.tooShort', text: 'Last name must be at least {min} characters.' } as const satisfies ValidationRule;
export const EMAIL_INVALID = { code: 'email.invalid', text: 'Please enter a valid email address.' } as const satisfies ValidationRule;
/** The home contact form and the newsletter: the same request, worded without a full stop. */
export const EMAIL_INVALID_TERSE = { code: 'email.invalidTerse', text: 'Please enter a valid email address' } as const satisfies ValidationRule;
/** `locale` of a public write: not a BCP 47 language tag. */
export const LOCALE_INVALID = { code: 'locale.invalid', text: 'Please send a BCP 47 language tag, such as en or ar-AE.' } as const satisfies ValidationRule;

/**
 * A trimmed string of at least `min` characters; every failure reads `rule` (with `{min}` when
 * its text has one).
 */
export function text(min: number, rule: ValidationRule, max: number) {
  const message = says(rule, rule.text.includes('{min}') ? { min } : undefined);
  return v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, says(TEXT_TOO_LONG, { max })));
}

export function optionalText(max: number) {
  return v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, says(TEXT_TOO_LONG, { max }))), '');
}

export function email(rule: ValidationRule) {
  const message = says(rule);
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_LENGTH.email, message),
    v.email(message),
  );
}

export function consent(rule: ValidationRule) {
  return v.literal(true, says(rule));
}

/** The longest `locale` tag accepted (a language, script, region and a few extensions). */
export const LOCALE_TAG_MAX_LENGTH = 64;

/**
 * `locale` of a public write (the contact forms, the newsletter sign-up, a job application):
 * the visitor's language as a BCP 47 tag (`ar`, `ar-AE`, `zh-Hans-CN`). Absent, null or ''
 * means English; anything that is not a language tag is refused (`locale.invalid`). The
 * output is the shipped language the tag reaches (`resolveLocale`): `ar-AE` -> `ar`, a
 * language that is not shipped (`de-DE`) -> `en`.
 */
export const localeSchema = v.pipe(
  v.unknown(),
  v.check((tag) => tag == null || (typeof tag === 'string' && isLocaleTag(tag)), says(LOCALE_INVALID)),
  v.transform((tag) => resolveLocale(tag as string | null | undefined)),
);

/** '' (none) or a BCP 47 language tag of at most `LOCALE_TAG_MAX_LENGTH` characters (spaces around it aside). */
function isLocaleTag(value: string): boolean {
  const tag = value.trim();
  return tag === '' || (tag.length <= LOCALE_TAG_MAX_LENGTH && canonicalTag(tag) !== undefined);
}

/** An absolute http(s) URL; other schemes (javascript:, data:, ftp:) are refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A URL with a user name or password (`https://user:pass@host`): credentials never belong in a URL field. */
export function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/**
 * An absolute http(s) URL without credentials (`credentials` for `https://user:pass@host`);
 * with `optional`, also the empty string.
 */
export function httpUrl(rule: ValidationRule, credentials: ValidationRule, { optional = false }: { optional?: boolean } = {}) {
  const message = says(rule);
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(MAX_LENGTH.url, message),
    v.check((value) => (optional && value === '') || isHttpUrl(value), message),
    v.check((value) => !hasCredentials(value), says(credentials)),
  );
}

export interface OptionItem<T extends string = string> {
  readonly value: T;
  readonly label: string;
}
export interface OptionGroup<T extends string = string> {
  readonly label: string;
  readonly options: readonly OptionItem<T>[];
}
