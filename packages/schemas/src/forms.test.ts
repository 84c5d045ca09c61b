import { describe, expect, it } from 'vitest';
import {
  aboutContactSchema,
  cicdConnectionSchema,
  contactPageSchema,
  homeContactSchema,
  jiraConnectionSchema,
  newsletterSchema,
  promptTemplateInputSchema,
} from './forms.ts';
import { validate } from './validate.ts';

const validHome = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  interest: 'xcelerate-dev',
  message: '',
  consent: true,
};
const validAbout = { ...validHome, interest: 'joognoo-green', message: 'Tell me more.' };
const validContact = { ...validHome, interest: 'engineering', message: 'Tell me more.' };

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.errors;
}

describe('home contact form', () => {
  it('accepts a complete request with an empty optional message', () => {
    expect(validate(homeContactSchema, validHome).success).toBe(true);
    const { message: _omitted, ...withoutMessage } = validHome;
    expect(validate(homeContactSchema, withoutMessage)).toMatchObject({ success: true, output: { message: '' } });
  });

  it.each([
    ['firstName', 'A', 'Ab', 'First name is required'],
    ['lastName', 'L', 'Lo', 'Last name is required'],
    ['company', 'C', 'Co', 'Company name is required'],
  ])('needs %s of at least 2 characters', (field, tooShort, justEnough, message) => {
    expect(errorsOf(homeContactSchema, { ...validHome, [field]: tooShort })).toEqual({ [field]: message });
    expect(errorsOf(homeContactSchema, { ...validHome, [field]: ` ${tooShort} ` })).toEqual({ [field]: message });
    expect(errorsOf(homeContactSchema, { ...validHome, [field]: justEnough })).toEqual({});
  });

  it('shows every message at once for an empty form', () => {
    expect(errorsOf(homeContactSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      company: 'Company name is required',
      interest: 'Please select an option',
      consent: 'You must agree to receive communications',
    });
  });

  it('rejects an invalid e-mail', () => {
    for (const email of ['', 'ada', 'ada@', 'ada@example', 'a da@example.com']) {
      expect(errorsOf(homeContactSchema, { ...validHome, email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('accepts every dropdown value and nothing else, and group headings are not values', () => {
    for (const interest of ['xcelerate-dev', 'xcelerate-test', 'xcelerate-journey', 'xcelerate-payment', 'xcelerate-insure', 'xcelerate-ops', 'full-suite']) {
      expect(errorsOf(homeContactSchema, { ...validHome, interest })).toEqual({});
    }
    for (const interest of ['', 'Engineering Accelerators', 'engineering']) {
      expect(errorsOf(homeContactSchema, { ...validHome, interest })).toEqual({ interest: 'Please select an option' });
    }
  });

  it('requires consent to be exactly true', () => {
    for (const consent of [false, 'true', 1, undefined]) {
      expect(errorsOf(homeContactSchema, { ...validHome, consent })).toEqual({ consent: 'You must agree to receive communications' });
    }
  });
});

describe('about contact form', () => {
  it('accepts a complete request', () => {
    expect(errorsOf(aboutContactSchema, validAbout)).toEqual({});
  });

  it('shows the about messages', () => {
    expect(errorsOf(aboutContactSchema, { consent: false })).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      company: 'Company name must be at least 2 characters.',
      interest: 'Please select an area of interest.',
      message: 'Message must be at least 10 characters.',
      consent: 'You must consent to our privacy policy',
    });
  });

  it('needs a message of at least 10 characters', () => {
    expect(errorsOf(aboutContactSchema, { ...validAbout, message: '123456789' })).toEqual({ message: 'Message must be at least 10 characters.' });
    expect(errorsOf(aboutContactSchema, { ...validAbout, message: '1234567890' })).toEqual({});
  });

  it('needs a company of at least 2 characters', () => {
    expect(errorsOf(aboutContactSchema, { ...validAbout, company: 'C' })).toEqual({ company: 'Company name must be at least 2 characters.' });
    expect(errorsOf(aboutContactSchema, { ...validAbout, company: 'Co' })).toEqual({});
  });

  it('offers the about interests', () => {
    for (const interest of ['dev-accelerator', 'joognoo-green', 'joognoo-ai', 'joognoo-hire', 'enterprise-integration', 'other']) {
      expect(errorsOf(aboutContactSchema, { ...validAbout, interest })).toEqual({});
    }
    expect(errorsOf(aboutContactSchema, { ...validAbout, interest: 'full-suite' })).toEqual({ interest: 'Please select an area of interest.' });
  });
});

describe('/contact form', () => {
  it('accepts a company of one character', () => {
    expect(errorsOf(contactPageSchema, { ...validContact, company: 'X' })).toEqual({});
    expect(errorsOf(contactPageSchema, { ...validContact, company: '' })).toEqual({ company: 'Company name is required.' });
  });

  it('words names like the about form, and consent its own way', () => {
    expect(errorsOf(contactPageSchema, { ...validContact, firstName: 'A', lastName: 'B', consent: false })).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      consent: 'You must agree to be contacted.',
    });
  });

  it('offers the five /contact interests', () => {
    for (const interest of ['engineering', 'business', 'addons', 'enterprise', 'other']) {
      expect(errorsOf(contactPageSchema, { ...validContact, interest })).toEqual({});
    }
    expect(errorsOf(contactPageSchema, { ...validContact, interest: '' })).toEqual({ interest: 'Please select an area of interest.' });
  });

  it('needs a message of at least 10 characters', () => {
    expect(errorsOf(contactPageSchema, { ...validContact, message: 'too short' })).toEqual({ message: 'Message must be at least 10 characters.' });
  });

  it('refuses huge inputs instead of storing them', () => {
    expect(errorsOf(contactPageSchema, { ...validContact, message: 'x'.repeat(5001) })).toEqual({ message: 'Must be at most 5000 characters.' });
    expect(errorsOf(contactPageSchema, { ...validContact, message: 'x'.repeat(5000) })).toEqual({});
  });
});

describe('newsletter', () => {
  it('requires an e-mail', () => {
    expect(errorsOf(newsletterSchema, {})).toEqual({ email: 'Email is required' });
    expect(errorsOf(newsletterSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(newsletterSchema, { email: '   ' })).toEqual({ email: 'Email is required' });
  });

  it('needs an address without spaces', () => {
    for (const email of ['reader', 'reader@example', 'rea der@example.com', 'reader@exa mple.com']) {
      expect(errorsOf(newsletterSchema, { email })).toEqual({ email: 'Please enter a valid email address' });
    }
    expect(validate(newsletterSchema, { email: ' reader@example.com ' })).toEqual({ success: true, output: { email: 'reader@example.com' } });
  });
});

describe('Jira connection', () => {
  const valid = { jiraUrl: 'https://acme.atlassian.net', jiraApiToken: 't', jiraProject: 'P' };

  it('accepts one-character token and key, and defaults the features on', () => {
    expect(validate(jiraConnectionSchema, valid)).toEqual({
      success: true,
      output: { ...valid, syncIssues: true, updateTicketsOnCommit: true, enableAiSuggestions: true },
    });
  });

  it('shows the Jira messages', () => {
    expect(errorsOf(jiraConnectionSchema, { jiraUrl: 'acme', jiraApiToken: '', jiraProject: '' })).toEqual({
      jiraUrl: 'Please enter a valid Jira URL',
      jiraApiToken: 'API token is required',
      jiraProject: 'Jira project key is required',
    });
  });

  it('accepts only http(s) URLs', () => {
    for (const jiraUrl of ['javascript:alert(1)', 'ftp://acme.example', '', 'https://']) {
      expect(errorsOf(jiraConnectionSchema, { ...valid, jiraUrl })).toEqual({ jiraUrl: 'Please enter a valid Jira URL' });
    }
  });

  it('refuses a URL with a user name or password', () => {
    for (const jiraUrl of ['https://user:pass@acme.atlassian.net', 'https://user@acme.atlassian.net/', ' https://:secret@acme.atlassian.net ']) {
      expect(errorsOf(jiraConnectionSchema, { ...valid, jiraUrl })).toEqual({ jiraUrl: 'Please enter the Jira URL without a user name or password' });
    }
  });
});

describe('CI/CD connection', () => {
  const valid = { provider: 'github-actions', apiKey: 'k' };

  it('allows an empty webhook URL and defaults the branch to main', () => {
    expect(validate(cicdConnectionSchema, { ...valid, webhookUrl: '' })).toEqual({
      success: true,
      output: { provider: 'github-actions', apiKey: 'k', webhookUrl: '', repository: '', branch: 'main', enableDeploy: true, enableTests: true },
    });
  });

  it('shows the CI/CD messages', () => {
    expect(errorsOf(cicdConnectionSchema, { provider: 'bamboo', apiKey: '', webhookUrl: 'not a url' })).toEqual({
      provider: 'Please select a CI/CD provider',
      apiKey: 'API key is required',
      webhookUrl: 'Please enter a valid webhook URL',
    });
  });

  it('refuses a webhook URL with a user name or password', () => {
    for (const webhookUrl of ['https://user:pass@ci.example/hook', 'http://token@ci.example']) {
      expect(errorsOf(cicdConnectionSchema, { ...valid, webhookUrl })).toEqual({ webhookUrl: 'Please enter the webhook URL without a user name or password' });
    }
    expect(validate(cicdConnectionSchema, { ...valid, webhookUrl: 'https://ci.example/hook?token=x' }).success).toBe(true);
  });

  it('knows the six providers', () => {
    for (const provider of ['github-actions', 'jenkins', 'gitlab-ci', 'azure-devops', 'circle-ci', 'travis-ci']) {
      expect(errorsOf(cicdConnectionSchema, { ...valid, provider })).toEqual({});
    }
  });
});

describe('prompt template', () => {
  const valid = { name: 'abc', description: '0123456789', prompt: '01234567890123456789', category: 'code-review' };

  it('accepts the minimum lengths', () => {
    expect(errorsOf(promptTemplateInputSchema, valid)).toEqual({});
  });

  it('rejects one character below each minimum', () => {
    expect(errorsOf(promptTemplateInputSchema, { name: 'ab', description: '012345678', prompt: '0123456789012345678', category: '' })).toEqual({
      name: 'Prompt name must be at least 3 characters',
      description: 'Please provide a description',
      prompt: 'Prompt template must be at least 20 characters',
      category: 'Please select a category',
    });
  });

  it('knows the seven categories', () => {
    for (const category of ['code-generation', 'code-review', 'documentation', 'security', 'performance', 'testing', 'onboarding']) {
      expect(errorsOf(promptTemplateInputSchema, { ...valid, category })).toEqual({});
    }
  });
});

describe('validate', () => {
  it('reports a non-object body under "_"', () => {
    expect(errorsOf(newsletterSchema, 'reader@example.com')).toHaveProperty('_');
    expect(errorsOf(newsletterSchema, null)).toHaveProperty('_');
  });
});

describe('validate with hostile keys', () => {
  it('ignores a __proto__ key and keeps the prototype of plain objects intact', () => {
    const body = JSON.parse('{"__proto__": {"polluted": true}, "email": "reader@example.com"}');
    expect(validate(newsletterSchema, body)).toEqual({ success: true, output: { email: 'reader@example.com' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
