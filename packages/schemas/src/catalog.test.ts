import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { englishCatalogText } from '../scripts/write-catalog.ts';
import { APPLICATION_MESSAGE_IDS, APPLICATION_MESSAGES, APPLICATION_OUTCOME_IDS, APPLICATION_OUTCOMES } from './application.ts';
import { FORM_NOT_ENABLED_MESSAGE, FORM_NOT_ENABLED_MESSAGE_ID } from './attribution.ts';
import { CONTACT_OUTCOME_IDS, CONTACT_OUTCOMES } from './contact.ts';
import { INTEGRATION_OUTCOME_IDS, INTEGRATION_OUTCOMES } from './integrations.ts';
import { SHIPPED_LOCALES, type ShippedLocale } from './locale.ts';
import { loadSchemaMessages } from './messages.ts';
import { NEWSLETTER_OUTCOME_IDS, NEWSLETTER_OUTCOMES } from './newsletter.ts';
import { PROOF_OF_WORK_MESSAGE_IDS, PROOF_OF_WORK_MESSAGES } from './proof-of-work.ts';
import { ruleText, validationMessageId, type RuleValues } from './rules.ts';
import { schemaCatalog, VALIDATION_RULES } from './validation-rules.ts';

async function translator(locale: ShippedLocale) {
  const i18n = setupI18n();
  i18n.load(locale, await loadSchemaMessages(locale));
  i18n.activate(locale);
  return i18n;
}

/** Values to render each rule with: its real ones where a test needs them, else sample ones. */
const SAMPLE_VALUES: RuleValues = { min: 2, max: 5000, expected: 'string', received: '5' };

describe('the English catalog', () => {
  it('is what scripts/write-catalog.ts writes from the source (run `pnpm messages`)', () => {
    expect(readFileSync(new URL('./locales/en/messages.json', import.meta.url), 'utf8')).toBe(englishCatalogText());
  });

  it('renders every validation text byte for byte as the forms word it', async () => {
    const en = await translator('en');
    for (const rule of VALIDATION_RULES) {
      for (const values of [SAMPLE_VALUES, { ...SAMPLE_VALUES, min: 10, max: 200 }, { ...SAMPLE_VALUES, min: 1, max: 1 }]) {
        expect(en._(validationMessageId(rule.code), values)).toBe(ruleText(rule, values));
      }
    }
  });

  it('holds every outcome text under its id, verbatim', async () => {
    const en = await translator('en');
    const pairs: [string, string][] = [
      ...(['home', 'about', 'contact'] as const).flatMap((form) => [
        [`${CONTACT_OUTCOME_IDS[form].success}.title`, CONTACT_OUTCOMES[form].success.title],
        [`${CONTACT_OUTCOME_IDS[form].success}.description`, CONTACT_OUTCOMES[form].success.description],
        [`${CONTACT_OUTCOME_IDS[form].failure}.title`, CONTACT_OUTCOMES[form].failure.title],
        [`${CONTACT_OUTCOME_IDS[form].failure}.description`, CONTACT_OUTCOMES[form].failure.description],
      ] as [string, string][]),
      [`${NEWSLETTER_OUTCOME_IDS.success}.title`, NEWSLETTER_OUTCOMES.success.title],
      [`${NEWSLETTER_OUTCOME_IDS.success}.description`, NEWSLETTER_OUTCOMES.success.description],
      [`${NEWSLETTER_OUTCOME_IDS.failure}.title`, NEWSLETTER_OUTCOMES.failure.title],
      [`${NEWSLETTER_OUTCOME_IDS.failure}.fallback`, NEWSLETTER_OUTCOMES.failure.fallback],
      [`${APPLICATION_OUTCOME_IDS.success}.description`, APPLICATION_OUTCOMES.success.description],
      [`${APPLICATION_OUTCOME_IDS.failure}.fallback`, APPLICATION_OUTCOMES.failure.fallback],
      [APPLICATION_MESSAGE_IDS.jobClosed, APPLICATION_MESSAGES.jobClosed],
      [`${INTEGRATION_OUTCOME_IDS.promptDelete.success}.description`, INTEGRATION_OUTCOMES.promptDelete.success.description],
      [`${INTEGRATION_OUTCOME_IDS.cicd.failure}.fallback`, INTEGRATION_OUTCOMES.cicd.failure.fallback],
      [FORM_NOT_ENABLED_MESSAGE_ID, FORM_NOT_ENABLED_MESSAGE],
      [PROOF_OF_WORK_MESSAGE_IDS.required, PROOF_OF_WORK_MESSAGES.required],
    ];
    for (const [id, text] of pairs) expect(en._(id), id).toBe(text);
    const outcomeIds = Object.keys(schemaCatalog()).filter((id) => id.startsWith('outcome.'));
    expect(outcomeIds).toHaveLength(35);
  });
});

describe('the translations', () => {
  it.each(SHIPPED_LOCALES.filter((locale) => locale !== 'en'))('%s: every message renders with its values, never an id or a placeholder', async (locale) => {
    const i18n = await translator(locale);
    for (const id of Object.keys(schemaCatalog())) {
      const text = i18n._(id, SAMPLE_VALUES);
      expect(text, id).not.toBe(id);
      expect(text, id).not.toMatch(/[{}#]/);
    }
  });

  it('counts by the CLDR plural rules of each language', async () => {
    const [ar, hi, ms, zh] = await Promise.all([translator('ar'), translator('hi'), translator('ms'), translator('zh')]);
    const firstName = validationMessageId('firstName.tooShort');
    expect(ar._(firstName, { min: 1 })).toBe('يجب أن يتكون الاسم الأول من حرف واحد على الأقل.');
    expect(ar._(firstName, { min: 2 })).toBe('يجب أن يتكون الاسم الأول من حرفين على الأقل.');
    expect(ar._(firstName, { min: 3 })).toBe('يجب أن يتكون الاسم الأول من 3 أحرف على الأقل.');
    expect(ar._(firstName, { min: 11 })).toBe('يجب أن يتكون الاسم الأول من 11 حرفًا على الأقل.');
    expect(ar._(validationMessageId('text.tooLong'), { max: 5000 })).toBe('يجب ألا يتجاوز النص 5,000 حرف.');
    expect(ar._(validationMessageId('message.tooShort'), { min: 10 })).toBe('يجب أن تتكون الرسالة من 10 أحرف على الأقل.');
    expect(hi._(firstName, { min: 1 })).toBe('पहला नाम कम से कम 1 अक्षर का होना चाहिए।');
    expect(hi._(firstName, { min: 2 })).toBe('पहला नाम कम से कम 2 अक्षरों का होना चाहिए।');
    expect(ms._(validationMessageId('coverLetter.tooLong'), { max: 5000 })).toBe('Surat iringan mestilah tidak melebihi 5,000 aksara.');
    expect(zh._(validationMessageId('prompt.tooShort'), { min: 20 })).toBe('提示模板至少需要 20 个字符');
  });

  it('renders what validate gives: the codes of an Arabic visitor’s contact form', async () => {
    const ar = await translator('ar');
    const { codes } = (await import('./validate.ts')).validate((await import('./contact.ts')).contactPageSchema, { firstName: 'A', company: '' });
    const shown = Object.fromEntries(Object.entries(codes!).map(([field, { code, values }]) => [field, ar._(validationMessageId(code), values)]));
    expect(shown).toMatchObject({
      firstName: 'يجب أن يتكون الاسم الأول من حرفين على الأقل.',
      company: 'اسم الشركة مطلوب.',
      email: 'يرجى إدخال عنوان بريد إلكتروني صالح.',
      consent: 'يجب أن توافق على أن نتواصل معك.',
    });
  });
});
