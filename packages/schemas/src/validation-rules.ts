/**
 * Every coded rule and outcome text of the public forms in one list: the validation codes
 * (`VALIDATION_CODES`) and the English catalog of this package (`schemaCatalog`), which
 * `pnpm messages` writes to `src/locales/en/messages.json` (scripts/write-catalog.ts) before
 * it compiles the catalogs. The texts themselves live beside their forms, once each.
 */
import {
  APPLICATION_MESSAGE_IDS,
  APPLICATION_MESSAGES,
  APPLICATION_OUTCOME_IDS,
  APPLICATION_OUTCOMES,
  CONSENT_APPLICATION,
  COVER_LETTER_TOO_LONG,
  CV_ACTIVE_CONTENT,
  CV_EMPTY,
  CV_REQUIRED,
  CV_TOO_LARGE,
  CV_TYPE,
  PHONE_INVALID,
  PROFILE_URL_CREDENTIALS,
  PROFILE_URL_INVALID,
} from './application.ts';
import { FORM_NOT_ENABLED_MESSAGE, FORM_NOT_ENABLED_MESSAGE_ID, PARTNER_UNKNOWN } from './attribution.ts';
import {
  COMPANY_REQUIRED,
  COMPANY_REQUIRED_TERSE,
  COMPANY_TOO_SHORT,
  CONSENT_COMMUNICATIONS,
  CONSENT_CONTACT,
  CONSENT_PRIVACY_POLICY,
  CONTACT_OUTCOME_IDS,
  CONTACT_OUTCOMES,
  FIRST_NAME_REQUIRED,
  INTEREST_AREA_REQUIRED,
  INTEREST_REQUIRED,
  LAST_NAME_REQUIRED,
  MESSAGE_TOO_SHORT,
} from './contact.ts';
import { EMAIL_INVALID, EMAIL_INVALID_TERSE, FIRST_NAME_TOO_SHORT, LAST_NAME_TOO_SHORT, TEXT_TOO_LONG } from './fields.ts';
import {
  API_KEY_REQUIRED,
  API_KEY_TOO_LONG,
  BOOLEAN_INVALID,
  BRANCH_TOO_LONG,
  INTEGRATION_OUTCOME_IDS,
  INTEGRATION_OUTCOMES,
  JIRA_API_TOKEN_REQUIRED,
  JIRA_API_TOKEN_TOO_LONG,
  JIRA_PROJECT_REQUIRED,
  JIRA_PROJECT_TOO_LONG,
  JIRA_URL_CREDENTIALS,
  JIRA_URL_INVALID,
  PROMPT_CATEGORY_REQUIRED,
  PROMPT_DESCRIPTION_REQUIRED,
  PROMPT_NAME_TOO_SHORT,
  PROMPT_TOO_SHORT,
  PROVIDER_REQUIRED,
  WEBHOOK_URL_CREDENTIALS,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_PRIVATE,
} from './integrations.ts';
import { FORM_UNKNOWN, LOCALE_INVALID, SERVICE_INVALID, SERVICE_TOO_LONG, SOURCE_INVALID, SOURCE_TOO_LONG } from './lead-context.ts';
import { EMAIL_REQUIRED, NEWSLETTER_OUTCOME_IDS, NEWSLETTER_OUTCOMES, TOKEN_REQUIRED } from './newsletter.ts';
import { PROOF_OF_WORK_MESSAGE_IDS, PROOF_OF_WORK_MESSAGES } from './proof-of-work.ts';
import { INVALID_TYPE, validationMessageId } from './rules.ts';

/** Every rule of the public forms and of the API's checks of their writes. */
export const VALIDATION_RULES = [
  // Any form.
  TEXT_TOO_LONG,
  INVALID_TYPE,
  LOCALE_INVALID,
  PARTNER_UNKNOWN,
  // The contact forms (home, About, Contact) and the lead's context.
  FIRST_NAME_REQUIRED,
  FIRST_NAME_TOO_SHORT,
  LAST_NAME_REQUIRED,
  LAST_NAME_TOO_SHORT,
  EMAIL_INVALID,
  EMAIL_INVALID_TERSE,
  COMPANY_REQUIRED,
  COMPANY_REQUIRED_TERSE,
  COMPANY_TOO_SHORT,
  INTEREST_REQUIRED,
  INTEREST_AREA_REQUIRED,
  MESSAGE_TOO_SHORT,
  CONSENT_COMMUNICATIONS,
  CONSENT_PRIVACY_POLICY,
  CONSENT_CONTACT,
  FORM_UNKNOWN,
  SOURCE_INVALID,
  SOURCE_TOO_LONG,
  SERVICE_INVALID,
  SERVICE_TOO_LONG,
  // The newsletter and its links.
  EMAIL_REQUIRED,
  TOKEN_REQUIRED,
  // The job application.
  PHONE_INVALID,
  PROFILE_URL_INVALID,
  PROFILE_URL_CREDENTIALS,
  COVER_LETTER_TOO_LONG,
  CONSENT_APPLICATION,
  CV_REQUIRED,
  CV_TYPE,
  CV_TOO_LARGE,
  CV_EMPTY,
  CV_ACTIVE_CONTENT,
  // The Enterprise Integrations forms.
  JIRA_URL_INVALID,
  JIRA_URL_CREDENTIALS,
  JIRA_API_TOKEN_REQUIRED,
  JIRA_API_TOKEN_TOO_LONG,
  JIRA_PROJECT_REQUIRED,
  JIRA_PROJECT_TOO_LONG,
  BOOLEAN_INVALID,
  PROVIDER_REQUIRED,
  WEBHOOK_URL_INVALID,
  WEBHOOK_URL_CREDENTIALS,
  WEBHOOK_URL_PRIVATE,
  API_KEY_REQUIRED,
  API_KEY_TOO_LONG,
  BRANCH_TOO_LONG,
  PROMPT_NAME_TOO_SHORT,
  PROMPT_DESCRIPTION_REQUIRED,
  PROMPT_TOO_SHORT,
  PROMPT_CATEGORY_REQUIRED,
] as const;

/** A validation code: `firstName.tooShort`, `email.invalid`, `text.tooLong`, ... */
export type ValidationCode = (typeof VALIDATION_RULES)[number]['code'];

/** Every validation code, each with catalog id `validation.<code>` (see `VALIDATION_RULES` for the English). */
export const VALIDATION_CODES: readonly ValidationCode[] = /* @__PURE__ */ VALIDATION_RULES.map((rule) => rule.code);

type Texts = { readonly [key: string]: string | Texts };
type Ids = { readonly [key: string]: string | Ids };

/** `<id>.<field>` -> text for each text object of `texts` whose id `ids` gives, in their shape. */
function outcomeEntries(texts: Texts, ids: Ids): [string, string][] {
  return Object.entries(ids).flatMap(([key, id]) => {
    const value = texts[key]!;
    if (typeof id !== 'string') return outcomeEntries(value as Texts, id);
    return typeof value === 'string' ? [[id, value]] : Object.entries(value).map(([field, text]): [string, string] => [`${id}.${field}`, text as string]);
  });
}

/**
 * The outcome texts the widgets show, by catalog id: each form's success and failure
 * toasts (`*_OUTCOMES` by `*_OUTCOME_IDS`), the job's refusals, the "not enabled" notice
 * and the proof-of-work answers.
 */
export function outcomeMessages(): Record<string, string> {
  const entries = [
    ...outcomeEntries(CONTACT_OUTCOMES, CONTACT_OUTCOME_IDS),
    ...outcomeEntries(NEWSLETTER_OUTCOMES, NEWSLETTER_OUTCOME_IDS),
    ...outcomeEntries(APPLICATION_OUTCOMES, APPLICATION_OUTCOME_IDS),
    ...outcomeEntries(APPLICATION_MESSAGES, APPLICATION_MESSAGE_IDS),
    ...outcomeEntries(INTEGRATION_OUTCOMES, INTEGRATION_OUTCOME_IDS),
    ...outcomeEntries({ formNotEnabled: FORM_NOT_ENABLED_MESSAGE }, { formNotEnabled: FORM_NOT_ENABLED_MESSAGE_ID }),
    ...outcomeEntries(PROOF_OF_WORK_MESSAGES, PROOF_OF_WORK_MESSAGE_IDS),
  ];
  const messages: Record<string, string> = {};
  for (const [id, text] of entries) {
    if (id in messages && messages[id] !== text) throw new Error(`Outcome id ${id} has two texts`);
    messages[id] = text;
  }
  return messages;
}

/** The English catalog of @joognoo/schemas: `validation.<code>` and `outcome.<...>` ids, in this order. */
export function schemaCatalog(): Record<string, string> {
  return {
    ...Object.fromEntries(VALIDATION_RULES.map((rule) => [validationMessageId(rule.code), rule.text])),
    ...outcomeMessages(),
  };
}
