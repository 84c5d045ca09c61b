import { ApiError } from '@joognoo/api-client';
import { APPLICATION_MESSAGES, APPLICATION_OUTCOMES, PROOF_OF_WORK_MESSAGES } from '@joognoo/schemas';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { applicationAction } from './application-action.server';
import { APPLICATION_POST_PATTERN, applicationPostPath } from './application-paths';

const context = { siteUrl: 'https://joognoo.example', apiBaseUrl: 'http://127.0.0.1:1', clientIp: '203.0.113.9', gaMeasurementId: null } as AppLoadContext;

const PDF = new File(['%PDF-1.4\n%%EOF\n'], 'ada-cv.pdf', { type: 'application/pdf' });
const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', profileUrl: '', coverLetter: 'Hello.', consent: 'true', website: '' };

function post(fields: Record<string, string>, cv: File | null = PDF) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A browser sends the part even when no file was chosen: an empty file without a name.
  form.append('cv', cv ?? new File([], ''), cv?.name ?? '');
  return new Request(`https://joognoo.example${applicationPostPath('ml-engineer')}`, { method: 'POST', body: form });
}

describe('applicationAction (the no-JavaScript post of the application form)', () => {
  it('forwards a valid post with its CV, the honeypot and an idempotency key, and answers the success texts', async () => {
    const submitApplication = vi.fn(async () => ({ ok: true as const, reference: 'JA-1' }));
    const out = await applicationAction('ml-engineer', post({ ...valid, website: 'bot' }), context, { submitApplication });
    expect(out).toEqual({ status: 200, result: { outcome: 'success', ...APPLICATION_OUTCOMES.success, reference: 'JA-1' } });
    expect(submitApplication).toHaveBeenCalledWith(
      'ml-engineer',
      expect.objectContaining({ firstName: 'Ada', email: 'ada@example.com', consent: true, website: 'bot', cv: expect.any(File) }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    const sent = (submitApplication.mock.calls[0] as unknown as [string, { cv: File }])[1].cv;
    expect([sent.name, await sent.text()]).toEqual(['ada-cv.pdf', '%PDF-1.4\n%%EOF\n']);
  });

  it('gives the values and the shared messages back for an invalid post (400), a missing CV included', async () => {
    const submitApplication = vi.fn();
    const out = await applicationAction('ml-engineer', post({ firstName: 'A', email: 'nope', consent: '' }, null), context, { submitApplication });
    expect(submitApplication).not.toHaveBeenCalled();
    expect(out).toEqual({
      status: 400,
      result: {
        outcome: 'invalid',
        values: { firstName: 'A', lastName: '', email: 'nope', phone: '', profileUrl: '', coverLetter: '', consent: false },
        errors: {
          firstName: APPLICATION_MESSAGES.firstName,
          lastName: APPLICATION_MESSAGES.lastName,
          email: APPLICATION_MESSAGES.email,
          consent: APPLICATION_MESSAGES.consent,
          cv: APPLICATION_MESSAGES.cvRequired,
        },
      },
    });
  });

  it("shows the API's field messages (a CV judged by its bytes) as invalid, and its refusals with their status and message", async () => {
    const refusing = (status: number, body: object) => ({
      submitApplication: vi.fn(async () => {
        throw new ApiError(status, '', JSON.stringify(body));
      }),
    });
    const invalid = await applicationAction('ml-engineer', post(valid), context, refusing(400, { message: 'Please correct the highlighted fields.', errors: { cv: APPLICATION_MESSAGES.cvType } }));
    expect(invalid).toMatchObject({ status: 400, result: { outcome: 'invalid', errors: { cv: APPLICATION_MESSAGES.cvType }, values: { firstName: 'Ada' } } });

    const closed = await applicationAction('ml-engineer', post(valid), context, refusing(410, { message: APPLICATION_MESSAGES.jobClosed }));
    expect(closed).toMatchObject({
      status: 410,
      result: { outcome: 'failed', notice: { title: APPLICATION_OUTCOMES.failure.title, description: APPLICATION_MESSAGES.jobClosed } },
    });
    const ceiling = await applicationAction('ml-engineer', post(valid), context, refusing(428, { message: PROOF_OF_WORK_MESSAGES.required, code: 'proof_of_work_required', challenge: {} }));
    expect(ceiling).toMatchObject({ status: 428, result: { outcome: 'failed', notice: PROOF_OF_WORK_MESSAGES.noScript, values: { firstName: 'Ada' } } });
    const broken = await applicationAction('ml-engineer', post(valid), context, refusing(500, {}));
    expect(broken).toMatchObject({ status: 502, result: { outcome: 'failed', notice: { description: APPLICATION_OUTCOMES.failure.fallback } } });
  });

  it('the upload allowance of the page guard matches exactly the application paths', () => {
    expect(APPLICATION_POST_PATTERN.test(applicationPostPath('ml-engineer'))).toBe(true);
    expect(APPLICATION_POST_PATTERN.test('/careers/ml-engineer')).toBe(false);
    expect(APPLICATION_POST_PATTERN.test('/careers/a/b/apply')).toBe(false);
    expect(APPLICATION_POST_PATTERN.test('/contact/submit')).toBe(false);
  });
});
