/** Field rules shared by the form schemas (contact.ts, newsletter.ts, integrations.ts). */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';

/** A trimmed string of at least `min` characters; every failure reads `message`. */
export function text(min: number, message: string, max: number) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `Must be at most ${max} characters.`),
  );
}

export function optionalText(max: number) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(max, `Must be at most ${max} characters.`)),
    '',
  );
}

export function email(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(MAX_LENGTH.email, message),
    v.email(message),
  );
}

export function consent(message: string) {
  return v.literal(true, message);
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
 * An absolute http(s) URL without credentials (`credentialsMessage` for
 * `https://user:pass@host`); with `optional`, also the empty string.
 */
export function httpUrl(message: string, credentialsMessage: string, { optional = false }: { optional?: boolean } = {}) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(MAX_LENGTH.url, message),
    v.check((value) => (optional && value === '') || isHttpUrl(value), message),
    v.check((value) => !hasCredentials(value), credentialsMessage),
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
