import * as v from 'valibot';
import { INVALID_TYPE, ISSUE_CODE, UNCODED, fieldCode, ruleText, type FieldCode, type FieldCodes } from './rules.ts';

/** Field name -> the first message for that field, as the API answers and forms show. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> =
  | { success: true; output: T; errors?: undefined; codes?: undefined }
  | { success: false; output?: undefined; errors: FieldErrors; codes: FieldCodes };

/**
 * Validates `input`; on failure gives one message per field (the first rule that failed) and,
 * under the same keys, that rule's code and values.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, withEveryKey(schema, input), { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  const codes: FieldCodes = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (key in errors) continue;
    errors[key] = issue.message;
    codes[key] = codeOf(issue);
  }
  return { success: false, errors, codes };
}

/** The code a rule's message left on the issue; valibot's own type message; else `UNCODED`. */
function codeOf(issue: v.BaseIssue<unknown> & { [ISSUE_CODE]?: FieldCode }): FieldCode {
  const coded = issue[ISSUE_CODE];
  if (coded) return coded;
  const values = { expected: String(issue.expected), received: issue.received };
  return issue.message === ruleText(INVALID_TYPE, values) ? fieldCode(INVALID_TYPE, values) : { code: UNCODED };
}

/**
 * valibot reports a missing key with a generic "Invalid key" text; giving every key of an
 * object schema (as undefined) lets each field's own message speak instead.
 */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  if (!('entries' in schema) || typeof input !== 'object' || input === null || Array.isArray(input)) {
    return input;
  }
  const entries = (schema as unknown as { entries: Record<string, unknown> }).entries;
  // A null prototype: a "__proto__" key from JSON.parse stays a plain key.
  const filled: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(entries)) filled[key] = undefined;
  return Object.assign(filled, input);
}
