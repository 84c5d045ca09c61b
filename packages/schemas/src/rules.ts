/**
 * Validation codes: each rule of a public form has a stable code (`firstName.tooShort`) and
 * one English text (`First name must be at least {min} characters.`), an ICU MessageFormat
 * message whose arguments are plain `{name}` placeholders. A form shows the English text with
 * the rule's values filled in (`validate`'s `errors`, unchanged); a widget in another
 * language shows the translation of catalog id `validation.<code>` with the same values
 * (`validate`'s `codes`, the API's 400 `codes`).
 */

/** Values of a rule's placeholders: `{ min: 2 }`, `{ max: 5000 }`. */
export type RuleValues = Record<string, string | number>;

/** A field's broken rule as a client translates it: the code and the values of its placeholders. */
export interface FieldCode {
  code: string;
  values?: RuleValues;
}

/** Field name -> the code of the first rule it broke (the same keys as `FieldErrors`). */
export type FieldCodes = Record<string, FieldCode>;

/** A rule: its code and its English text. */
export interface ValidationRule {
  readonly code: string;
  readonly text: string;
}

/**
 * The code of a failure whose rule has none: a rule outside the public forms (the back office,
 * the sign-in form, the configuration), whose text is English only and in no catalog. A
 * client shows the field's English message for it.
 */
export const UNCODED = 'invalid';

/**
 * The code of valibot's own type message (`Invalid type: Expected string but received 5`),
 * which a field without a message of its own gives for a value of the wrong JSON type.
 */
export const INVALID_TYPE: ValidationRule = { code: 'value.invalidType', text: 'Invalid type: Expected {expected} but received {received}' };

/** The catalog id of a validation code. */
export const validationMessageId = (code: string): string => `validation.${code}`;

/** The English text of a rule with its values (`{name}` replaced; ICU's `'` quoting is never used). */
export function ruleText(rule: ValidationRule, values?: RuleValues): string {
  return rule.text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (values && name in values ? String(values[name]) : placeholder));
}

/** `{ code }`, or `{ code, values }` when the rule has values. */
export function fieldCode(rule: ValidationRule, values?: RuleValues): FieldCode {
  return values ? { code: rule.code, values } : { code: rule.code };
}

/** Where a message function leaves its rule's code on the valibot issue it words. */
export const ISSUE_CODE = Symbol('code');

/**
 * A valibot message that words the issue with the rule's English text and leaves the rule's
 * code (and values) on the issue, where `validate` reads it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function says(rule: ValidationRule, values?: RuleValues): (issue: object) => string {
  return (issue) => {
    (issue as { [ISSUE_CODE]?: FieldCode })[ISSUE_CODE] = fieldCode(rule, values);
    return ruleText(rule, values);
  };
}
