/**
 * What the API takes with a public write besides its form's fields: a lead's context (which
 * form, the embedder's source label, the add-on service) and the visitor's language
 * (`locale`, also of the newsletter sign-up and the job application). A module of its own:
 * no widget validates them, so none of it reaches a widget's bundle.
 */
import * as v from 'valibot';
import { MAX_LENGTH } from './constants.ts';
import { CONTACT_FORMS } from './contact.ts';
import { canonicalTag, resolveLocale } from './locale.ts';
import { says, type ValidationRule } from './rules.ts';

export const FORM_UNKNOWN = { code: 'form.unknown', text: 'Unknown contact form.' } as const satisfies ValidationRule;
export const SOURCE_INVALID = { code: 'source.invalid', text: 'Invalid source.' } as const satisfies ValidationRule;
export const SOURCE_TOO_LONG = { code: 'source.tooLong', text: 'Source must be at most {max} characters.' } as const satisfies ValidationRule;
export const SERVICE_INVALID = { code: 'service.invalid', text: 'Invalid service.' } as const satisfies ValidationRule;
export const SERVICE_TOO_LONG = { code: 'service.tooLong', text: 'Service must be at most {max} characters.' } as const satisfies ValidationRule;
/** `locale` of a public write: not a BCP 47 language tag. */
export const LOCALE_INVALID = { code: 'locale.invalid', text: 'Please send a BCP 47 language tag, such as en or ar-AE.' } as const satisfies ValidationRule;

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

/**
 * What the API stores with each lead besides the form fields: which form sent it (when
 * absent, the /contact form's rules apply, the strictest), a free source label an embedder
 * sets, the add-on service a request is about, and the visitor's language (`localeSchema`:
 * a BCP 47 tag, stored as the shipped language it reaches; absent: English). The newsletter
 * sign-up takes its `source` and `locale`.
 */
export const leadContextSchema = v.object({
  form: v.optional(v.picklist(CONTACT_FORMS, says(FORM_UNKNOWN)), 'contact'),
  source: v.optional(v.pipe(v.string(says(SOURCE_INVALID)), v.trim(), v.maxLength(MAX_LENGTH.shortText, says(SOURCE_TOO_LONG, { max: MAX_LENGTH.shortText }))), ''),
  service: v.optional(v.pipe(v.string(says(SERVICE_INVALID)), v.trim(), v.maxLength(MAX_LENGTH.shortText, says(SERVICE_TOO_LONG, { max: MAX_LENGTH.shortText }))), ''),
  locale: localeSchema,
});
export type LeadContext = v.InferOutput<typeof leadContextSchema>;
