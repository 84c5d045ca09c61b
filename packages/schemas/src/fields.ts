/**
 * Field rules shared by the form schemas (contact.ts, newsletter.ts, integrations.ts,
 * application.ts), and the rules (code and English text, see rules.ts) more than one form uses.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { says, type ValidationRule } from './rules.ts';

/** Any free-text field past its maximum length. */
export const TEXT_TOO_LONG = { code: 'text.tooLong', text: 'Must be at most {max} characters.' } as const satisfies ValidationRule;
/** The About, Contact and job application forms. */
export const FIRST_NAME_TOO_SHORT = { code: 'firstName.tooShort', text: 'First name must be at least {min} characters.' } as const satisfies ValidationRule;
export const LAST_NAME_TOO_SHORT = { code: 'lastName.tooShort', text: 'Last name must be at least {min} characters.' } as const satisfies ValidationRule;
export const EMAIL_INVALID = { code: 'email.invalid', text: 'Please enter a valid email address.' } as const satisfies ValidationRule;
/** The home contact form and the newsletter: the same request, worded without a full stop. */
export const EMAIL_INVALID_TERSE = { code: 'email.invalidTerse', text: 'Please enter a valid email address' } as const satisfies ValidationRule;

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
