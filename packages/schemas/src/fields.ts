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

export function httpUrl(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(MAX_LENGTH.url, message),
    v.check(isHttpUrl, message),
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
