import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, APPLICATION_RULES, applicationFieldCode, applicationSchema, cvFileProblem, type ApplicationRuleName } from './application.ts';
import { partnerIdSchema } from './attribution.ts';
import { loginSchema } from './auth.ts';
import { aboutContactSchema, contactPageSchema, homeContactSchema } from './contact.ts';
import { leadContextSchema, localeSchema } from './lead-context.ts';
import { cicdConnectionSchema, jiraConnectionSchema, promptTemplateInputSchema } from './integrations.ts';
import { newsletterSchema } from './newsletter.ts';
import { UNCODED, ruleText } from './rules.ts';
import { validate } from './validate.ts';
import { VALIDATION_CODES, VALIDATION_RULES } from './validation-rules.ts';

const PUBLIC_SCHEMAS = {
  homeContactSchema,
  aboutContactSchema,
  contactPageSchema,
  leadContextSchema,
  newsletterSchema,
  applicationSchema,
  jiraConnectionSchema,
  cicdConnectionSchema,
  promptTemplateInputSchema,
};

/** Bodies that break every rule of every public form at least once. */
const wrongType = Object.fromEntries(
  ['firstName', 'lastName', 'email', 'company', 'interest', 'message', 'consent', 'form', 'source', 'service', 'locale', 'jiraUrl', 'jiraApiToken', 'jiraProject', 'syncIssues', 'provider', 'webhookUrl', 'apiKey', 'repository', 'branch', 'enableTests', 'name', 'description', 'prompt', 'category', 'phone', 'profileUrl', 'coverLetter'].map((key) => [key, 5]),
);
const BAD_BODIES: unknown[] = [
  {},
  wrongType,
  {
    firstName: 'A',
    lastName: 'B',
    email: 'nope',
    company: 'C',
    interest: 'zz',
    message: 'short',
    consent: false,
    form: 'nope',
    source: 'x'.repeat(201),
    service: 'x'.repeat(201),
    locale: 'not a language tag',
    jiraUrl: 'https://user:pass@acme.example',
    jiraApiToken: 'x'.repeat(1025),
    jiraProject: 'x'.repeat(201),
    provider: 'bamboo',
    webhookUrl: 'https://user:pass@ci.example',
    apiKey: 'x'.repeat(1025),
    repository: 'x'.repeat(201),
    branch: 'x'.repeat(201),
    name: 'ab',
    description: 'short',
    prompt: 'short',
    category: 'x',
    phone: 'call me',
    profileUrl: 'https://me:pw@example.com',
    coverLetter: 'x'.repeat(5001),
  },
  { firstName: 'x'.repeat(101), email: '', company: '', message: 'x'.repeat(5001), jiraUrl: 'ftp://acme', webhookUrl: 'nope', profileUrl: 'nope' },
];

describe('validation codes', () => {
  it('are unique, each with one English text, and no English text is written twice', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_RULES.length);
    expect(new Set(VALIDATION_RULES.map((rule) => rule.text)).size).toBe(VALIDATION_RULES.length);
    expect(VALIDATION_CODES).not.toContain(UNCODED);
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it.each(Object.entries(PUBLIC_SCHEMAS))('%s: every failure has a code of the list, under the keys of its errors', (_name, schema) => {
    const seen = new Set<string>();
    for (const body of BAD_BODIES) {
      const result = validate(schema, body);
      if (result.success) continue;
      expect(Object.keys(result.codes)).toEqual(Object.keys(result.errors));
      for (const [field, { code, values }] of Object.entries(result.codes)) {
        expect(VALIDATION_CODES, `${field}: ${code}`).toContain(code);
        const rule = VALIDATION_RULES.find((candidate) => candidate.code === code)!;
        // The English message is the rule's text with the code's values: one source.
        expect(ruleText(rule, values)).toBe(result.errors[field]);
        seen.add(code);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  });

  it('gives the values of a rule with placeholders', () => {
    expect(validate(aboutContactSchema, { firstName: 'A' }).codes).toMatchObject({
      firstName: { code: 'firstName.tooShort', values: { min: 2 } },
      lastName: { code: 'lastName.tooShort', values: { min: 2 } },
      email: { code: 'email.invalid' },
      message: { code: 'message.tooShort', values: { min: 10 } },
      consent: { code: 'consent.privacyPolicy' },
    });
    expect(validate(contactPageSchema, { message: 'x'.repeat(5001) }).codes?.message).toEqual({ code: 'text.tooLong', values: { max: 5000 } });
    expect(validate(homeContactSchema, {}).codes).toEqual({
      firstName: { code: 'firstName.required' },
      lastName: { code: 'lastName.required' },
      email: { code: 'email.invalidTerse' },
      company: { code: 'company.requiredTerse' },
      interest: { code: 'interest.required' },
      consent: { code: 'consent.communications' },
    });
    expect(validate(newsletterSchema, { email: ' ' }).codes).toEqual({ email: { code: 'email.required' } });
    expect(validate(newsletterSchema, { email: 'a b@c.de' }).codes).toEqual({ email: { code: 'email.invalidTerse' } });
  });

  it("codes valibot's own type message with what was expected and received", () => {
    const result = validate(homeContactSchema, { firstName: 'Ada', lastName: 'Lee', email: 'a@b.co', company: 'Acme', interest: 'full-suite', consent: true, message: 5 });
    expect(result.errors).toEqual({ message: 'Invalid type: Expected string but received 5' });
    expect(result.codes).toEqual({ message: { code: 'value.invalidType', values: { expected: 'string', received: '5' } } });
  });

  it('codes a rule outside the public forms (the sign-in form) as uncoded, English only', () => {
    expect(validate(loginSchema, {}).codes).toEqual({ email: { code: UNCODED }, password: { code: UNCODED } });
  });

  it("gives the job application's server-side messages their codes", () => {
    for (const name of Object.keys(APPLICATION_RULES) as ApplicationRuleName[]) {
      const { code, values } = applicationFieldCode(name);
      expect(ruleText(VALIDATION_RULES.find((rule) => rule.code === code)!, values)).toBe(APPLICATION_MESSAGES[name]);
    }
    expect(applicationFieldCode('cvTooLarge')).toEqual({ code: 'cv.tooLarge', values: { max: 10 } });
    expect(cvFileProblem({ size: 0, name: 'cv.pdf' })).toBe('cvEmpty');
    expect(validate(partnerIdSchema, 'Not A Partner!').codes).toEqual({ _: { code: 'partner.unknown' } });
  });
});

describe('locale of a public write', () => {
  it('is the shipped language the BCP 47 tag reaches, English when absent or not shipped', () => {
    const resolve = (locale: unknown) => validate(leadContextSchema, { locale }).output?.locale;
    expect([resolve(undefined), resolve(null), resolve(''), resolve('ar'), resolve('ar-AE'), resolve(' ms-MY '), resolve('zh-Hans-CN'), resolve('hi-IN'), resolve('en_GB'), resolve('de-DE')]).toEqual([
      'en',
      'en',
      'en',
      'ar',
      'ar',
      'ms',
      'zh',
      'hi',
      'en',
      'en',
    ]);
  });

  it('refuses what is not a language tag with locale.invalid', () => {
    for (const locale of ['not a language tag', 'ar--AE', 'x'.repeat(65), 42, true, ['ar'], {}]) {
      const result = validate(leadContextSchema, { locale });
      expect(result.errors, String(locale)).toEqual({ locale: 'Please send a BCP 47 language tag, such as en or ar-AE.' });
      expect(result.codes).toEqual({ locale: { code: 'locale.invalid' } });
    }
    expect(validate(localeSchema, 'ar-SA-u-nu-latn')).toEqual({ success: true, output: 'ar' });
  });
});
