import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_OUTCOMES,
  INTEGRATION_OUTCOMES,
  NEWSLETTER_OUTCOMES,
  SIGN_IN_MESSAGES,
  cicdStatusSchema,
  integrationsOverviewSchema,
  jiraConnectResponseSchema,
  jiraStatusSchema,
  loginSchema,
  validate,
} from './index.ts';

const connectedJira = {
  connected: true,
  jiraUrl: 'https://acme.atlassian.net',
  jiraProject: 'ACME',
  syncIssues: true,
  updateTicketsOnCommit: false,
  enableAiSuggestions: true,
  updatedAt: '2026-11-25T09:30:00.000Z',
};
const connectedCicd = {
  connected: true,
  provider: 'github-actions',
  webhookUrl: '',
  repository: 'acme/app',
  branch: 'main',
  enableDeploy: true,
  enableTests: false,
  updatedAt: '2026-11-25T09:30:00.000Z',
};

describe('integration status, as GET /api/dev/integrations answers it', () => {
  it('is either not connected, or connected with every setting', () => {
    expect(v.is(jiraStatusSchema, { connected: false })).toBe(true);
    expect(v.is(jiraStatusSchema, connectedJira)).toBe(true);
    expect(v.is(cicdStatusSchema, { connected: false })).toBe(true);
    expect(v.is(cicdStatusSchema, connectedCicd)).toBe(true);
  });

  it('refuses a connected status that lacks a setting, and one without `connected`', () => {
    const { jiraProject: _missing, ...withoutProject } = connectedJira;
    expect(v.is(jiraStatusSchema, withoutProject)).toBe(false);
    expect(v.is(jiraStatusSchema, { connected: true })).toBe(false);
    expect(v.is(cicdStatusSchema, { ...connectedCicd, updatedAt: 'yesterday' })).toBe(false);
    expect(v.is(cicdStatusSchema, {})).toBe(false);
  });

  it('never carries the secret: a token or key in the answer is dropped', () => {
    expect(v.parse(jiraStatusSchema, { ...connectedJira, jiraApiToken: 'secret' })).toEqual(connectedJira);
    expect(v.parse(cicdStatusSchema, { ...connectedCicd, apiKey: 'secret' })).toEqual(connectedCicd);
  });

  it('describes the overview and the connect answers', () => {
    const template = { id: 1, name: 'Service', description: 'Typed services', prompt: 'Write {language}', category: 'testing' };
    expect(v.is(integrationsOverviewSchema, { jira: connectedJira, cicd: { connected: false }, prompts: [template] })).toBe(true);
    expect(v.is(integrationsOverviewSchema, { jira: connectedJira, cicd: { connected: false } })).toBe(false);
    expect(v.is(jiraConnectResponseSchema, { message: INTEGRATION_OUTCOMES.jira.success.title, jira: connectedJira })).toBe(true);
  });
});

describe('sign-in body', () => {
  it('accepts an e-mail and a password, trimming the e-mail only', () => {
    expect(validate(loginSchema, { email: ' ada@example.com ', password: ' pw ' })).toEqual({
      success: true,
      output: { email: 'ada@example.com', password: ' pw ' },
    });
  });

  it('gives one message per field', () => {
    // The sign-in form is the site's own, in English: its rules have no codes.
    const uncoded = { email: { code: 'invalid' }, password: { code: 'invalid' } };
    expect(validate(loginSchema, {})).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
      codes: uncoded,
    });
    expect(validate(loginSchema, { email: 'ada', password: '' })).toEqual({
      success: false,
      errors: { email: 'Please enter a valid email address', password: 'Password is required' },
      codes: uncoded,
    });
    expect(validate(loginSchema, { email: `${'a'.repeat(250)}@example.com`, password: 'pw' })).toMatchObject({
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it('names the refusals', () => {
    expect(SIGN_IN_MESSAGES).toEqual({
      invalidCredentials: 'Invalid email or password.',
      tooManyAttempts: 'Too many sign-in attempts. Please try again later.',
    });
  });
});

describe('the outcome texts, verbatim', () => {
  it('of the home form', () => {
    expect(CONTACT_OUTCOMES.home).toEqual({
      success: { title: 'Request submitted successfully', description: "We'll be in touch with you shortly!" },
      failure: { title: 'Something went wrong', description: 'Please try submitting the form again.' },
    });
  });

  it('of the /about and /contact forms (the same)', () => {
    for (const kind of ['about', 'contact'] as const) {
      expect(CONTACT_OUTCOMES[kind]).toEqual({
        success: { title: 'Success!', description: "Your message has been sent. We'll be in touch soon." },
        failure: { title: 'Error', description: 'There was a problem sending your message. Please try again.' },
      });
    }
  });

  it('of the newsletter box', () => {
    expect(NEWSLETTER_OUTCOMES).toEqual({
      success: { title: 'Subscription successful', description: 'Thank you for subscribing to our newsletter!' },
      failure: { title: 'Subscription failed', fallback: 'An error occurred while subscribing. Please try again.' },
    });
  });

  it('of the integrations panel', () => {
    expect(INTEGRATION_OUTCOMES).toEqual({
      jira: {
        success: { title: 'Jira integration successful', description: 'Your Jira account has been connected successfully.' },
        failure: { title: 'Jira integration failed', fallback: 'Failed to connect Jira' },
      },
      cicd: {
        success: { title: 'CI/CD integration successful', description: 'Your CI/CD provider has been connected successfully.' },
        failure: { title: 'CI/CD integration failed', fallback: 'Failed to connect CI/CD' },
      },
      promptSave: {
        success: { title: 'Custom prompt saved', description: 'Your custom prompt template has been saved successfully.' },
        failure: { title: 'Failed to save custom prompt', fallback: 'Failed to save custom prompt' },
      },
      promptDelete: {
        success: { title: 'Custom prompt deleted', description: 'Your custom prompt template has been deleted successfully.' },
      },
    });
  });
});
