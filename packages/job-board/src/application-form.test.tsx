import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationOptions, ApplicationSubmission } from '@joognoo/api-client';
import { APPLICATION_LABELS, APPLICATION_MESSAGES, APPLICATION_OUTCOMES } from '@joognoo/schemas';
import { makeJob } from './fixtures';
import { JobDetail } from './job-detail';
import { APPLICATION_PROGRESS_MIN_BYTES, UPLOAD_PROGRESS_LABEL } from './application-form';
import type { JobBoardClient } from './client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const job = makeJob();

type Submit = (slug: string, submission: ApplicationSubmission, options: ApplicationOptions) => Promise<{ ok: true; reference: string }>;

/** A job-board client whose `submitApplication` the test scripts. */
function clientWith(submitApplication: Submit) {
  const submit = vi.fn(submitApplication);
  const client = {
    getJobs: vi.fn(async () => [job]),
    getJobBySlug: vi.fn(async () => job),
    submitApplication: submit,
  } satisfies JobBoardClient & { submitApplication: Submit };
  return { client, submit };
}

/** The shape `@joognoo/api-client` throws. */
function apiError(status: number, body: Record<string, unknown>) {
  return Object.assign(new Error(`${status}: ${JSON.stringify(body)}`), { name: 'ApiError', status, body });
}

const pdf = (size = 2048, name = 'ann-cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

async function renderForm(client: JobBoardClient, props: Partial<Parameters<typeof JobDetail>[0]> = {}) {
  const events = { onSubmit: vi.fn(), onSuccess: vi.fn(), onError: vi.fn() };
  render(<JobDetail slug={job.slug} initialData={{ job }} client={client} partner="acme" {...events} {...props} />);
  // The form's code arrives by a dynamic import.
  await screen.findByRole('form', { name: APPLICATION_LABELS.heading }, { timeout: 10_000 });
  return events;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting\.\.\./ });
/** The toast that shows `title`. */
const toastWith = async (title: string) => (await screen.findByText(title)).closest('[role="status"], [role="alert"], li') as HTMLElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>, file: File = pdf()) {
  await user.type(input(APPLICATION_LABELS.firstName), 'Ann');
  await user.type(input(APPLICATION_LABELS.lastName), 'Smith');
  await user.type(input(APPLICATION_LABELS.email), 'ann@example.com');
  await user.type(input(APPLICATION_LABELS.phone), '+65 6123 4567');
  await user.type(input(APPLICATION_LABELS.profileUrl), 'https://www.linkedin.com/in/ann');
  await user.upload(input(APPLICATION_LABELS.cv), file);
  await user.type(input(APPLICATION_LABELS.coverLetter), 'I would love to join.');
  await user.click(screen.getByRole('checkbox'));
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('the application form on a job page', () => {
  it('renders the fields of the schema, a multipart post to the no-JavaScript action, and a consent linked to the privacy policy', async () => {
    const { client } = clientWith(async () => ({ ok: true, reference: 'A' }));
    await renderForm(client, { privacyHref: 'https://www.joognoo.com/privacy-policy' });
    const section = document.getElementById('apply')!;
    expect(within(section).getByRole('heading', { name: APPLICATION_LABELS.heading })).toBeTruthy();
    const form = within(section).getByRole('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.getAttribute('action')).toBe(`/careers/${job.slug}/apply`);
    for (const label of ['firstName', 'lastName', 'email', 'phone', 'profileUrl', 'cv', 'coverLetter'] as const) {
      expect(input(APPLICATION_LABELS[label])).toBeTruthy();
    }
    expect(input(APPLICATION_LABELS.cv).type).toBe('file');
    expect(input(APPLICATION_LABELS.cv).name).toBe('cv');
    expect(screen.getByRole('checkbox').getAttribute('name')).toBe('consent');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('https://www.joognoo.com/privacy-policy');
    expect(form.querySelector('input[name="website"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('shows the shared validation messages under each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { client, submit } = clientWith(async () => ({ ok: true, reference: 'A' }));
    await renderForm(client);
    await user.type(input(APPLICATION_LABELS.firstName), 'A');
    await user.type(input(APPLICATION_LABELS.email), 'not-an-email');
    await user.type(input(APPLICATION_LABELS.phone), 'call me');
    await user.type(input(APPLICATION_LABELS.profileUrl), 'ftp://example.com/cv');
    await user.click(submitButton());
    const messageOf = (label: string) => {
      const describedBy = input(label).getAttribute('aria-describedby') ?? '';
      return describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join('');
    };
    expect(messageOf(APPLICATION_LABELS.firstName)).toBe(APPLICATION_MESSAGES.firstName);
    expect(messageOf(APPLICATION_LABELS.lastName)).toBe(APPLICATION_MESSAGES.lastName);
    expect(messageOf(APPLICATION_LABELS.email)).toBe(APPLICATION_MESSAGES.email);
    expect(messageOf(APPLICATION_LABELS.phone)).toBe(APPLICATION_MESSAGES.phone);
    expect(messageOf(APPLICATION_LABELS.profileUrl)).toBe(APPLICATION_MESSAGES.profileUrl);
    expect(messageOf(APPLICATION_LABELS.cv)).toBe(APPLICATION_MESSAGES.cvRequired);
    expect(screen.getByText(APPLICATION_MESSAGES.consent)).toBeTruthy();
    expect(input(APPLICATION_LABELS.firstName).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(APPLICATION_LABELS.firstName));
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a CV by what the browser can tell (type by name, size) with checkCvFile messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { client, submit } = clientWith(async () => ({ ok: true, reference: 'A' }));
    await renderForm(client);
    await user.upload(input(APPLICATION_LABELS.cv), new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await user.click(submitButton());
    expect(screen.getByText(APPLICATION_MESSAGES.cvType)).toBeTruthy();
    await user.upload(input(APPLICATION_LABELS.cv), pdf(11 * 1024 * 1024));
    // Choosing another file clears the message until the next submit.
    expect(screen.queryByText(APPLICATION_MESSAGES.cvType)).toBeNull();
    await user.click(submitButton());
    expect(screen.getByText(APPLICATION_MESSAGES.cvTooLarge)).toBeTruthy();
    await user.upload(input(APPLICATION_LABELS.cv), pdf(0));
    await user.click(submitButton());
    expect(screen.getByText(APPLICATION_MESSAGES.cvEmpty)).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it("while sending, the button says 'Submitting...' and is disabled; on success it toasts, resets the form and reports success", async () => {
    const user = userEvent.setup();
    let resolve!: (value: { ok: true; reference: string }) => void;
    const { client, submit } = clientWith(() => new Promise((r) => (resolve = r)));
    const events = await renderForm(client);
    const file = pdf();
    await fillValid(user, file);
    await user.click(submitButton());

    expect(submitButton().textContent).toBe(APPLICATION_LABELS.pending);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    const [slug, submission, options] = submit.mock.calls[0]!;
    expect(slug).toBe(job.slug);
    expect(submission).toMatchObject({
      firstName: 'Ann',
      lastName: 'Smith',
      email: 'ann@example.com',
      phone: '+65 6123 4567',
      profileUrl: 'https://www.linkedin.com/in/ann',
      coverLetter: 'I would love to join.',
      consent: true,
      partner: 'acme',
      locale: 'en',
      website: '',
    });
    expect(submission.cv).toBe(file);
    expect(submission.attribution?.pageUrl).toBe(window.location.href);
    expect(options.idempotencyKey).toMatch(UUID);
    // A small file is sent in a moment: no progress bar.
    expect(options.onUploadProgress).toBeUndefined();
    expect(events.onSubmit).toHaveBeenCalledWith({
      job: job.slug,
      jobTitle: job.title,
      partner: 'acme',
      source: '',
      idempotencyKey: options.idempotencyKey,
      submissionId: options.idempotencyKey,
    });

    await act(async () => resolve({ ok: true, reference: 'JA-7K2' }));
    const toast = await toastWith(APPLICATION_OUTCOMES.success.title);
    expect(toast.textContent).toContain(APPLICATION_OUTCOMES.success.description);
    expect(submitButton().textContent).toBe(APPLICATION_LABELS.submit);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(input(APPLICATION_LABELS.firstName).value).toBe('');
    expect(input(APPLICATION_LABELS.email).value).toBe('');
    expect(input(APPLICATION_LABELS.cv).files?.length ?? 0).toBe(0);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(events.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ reference: 'JA-7K2', submissionId: options.idempotencyKey, job: job.slug }),
    );
  });

  it("on failure it toasts the server's message, keeps the values and shows the server's field messages", async () => {
    const user = userEvent.setup();
    const { client } = clientWith(async () => {
      throw apiError(400, { message: APPLICATION_MESSAGES.cvType, errors: { cv: APPLICATION_MESSAGES.cvType } });
    });
    const events = await renderForm(client);
    await fillValid(user);
    await user.click(submitButton());
    const toast = await toastWith(APPLICATION_OUTCOMES.failure.title);
    expect(toast.textContent).toContain(APPLICATION_MESSAGES.cvType);
    expect(screen.getAllByText(APPLICATION_MESSAGES.cvType).length).toBeGreaterThanOrEqual(2);
    expect(input(APPLICATION_LABELS.firstName).value).toBe('Ann');
    expect(input(APPLICATION_LABELS.coverLetter).value).toBe('I would love to join.');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(events.onError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, message: APPLICATION_MESSAGES.cvType, errors: { cv: APPLICATION_MESSAGES.cvType } }),
    );
    // Never the candidate's values in the log.
    expect(consoleError.mock.calls.flat().join(' ')).not.toContain('ann@example.com');
  });

  it('without an answer it toasts the fallback, and a retry of the same values keeps the Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { client, submit } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    await renderForm(client);
    await fillValid(user);
    await user.click(submitButton());
    const toast = await toastWith(APPLICATION_OUTCOMES.failure.title);
    expect(toast.textContent).toContain(APPLICATION_OUTCOMES.failure.fallback);
    await user.click(submitButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![2].idempotencyKey).toBe(submit.mock.calls[0]![2].idempotencyKey);
  });

  it('shows the upload of a large CV as a labelled progress bar', async () => {
    const user = userEvent.setup();
    let report!: ApplicationOptions['onUploadProgress'];
    let resolve!: (value: { ok: true; reference: string }) => void;
    const { client } = clientWith((_slug, _submission, options) => {
      report = options.onUploadProgress;
      return new Promise((r) => (resolve = r));
    });
    await renderForm(client);
    await fillValid(user, pdf(APPLICATION_PROGRESS_MIN_BYTES * 4));
    await user.click(submitButton());
    const bar = screen.getByRole('progressbar', { name: UPLOAD_PROGRESS_LABEL });
    expect(bar.getAttribute('value')).toBe('0');
    act(() => report!({ loaded: 400, total: 1000, percent: 40 }));
    expect(screen.getByRole('progressbar', { name: UPLOAD_PROGRESS_LABEL }).getAttribute('value')).toBe('40');
    expect(screen.getByText(`${UPLOAD_PROGRESS_LABEL} (40%)`)).toBeTruthy();
    await act(async () => resolve({ ok: true, reference: 'A' }));
    await toastWith(APPLICATION_OUTCOMES.success.title);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a closed job shows no form and says it is closed', async () => {
    const closed = { ...job, closedAt: '2025-10-09T00:00:00.000Z' };
    render(<JobDetail slug={job.slug} initialData={{ job: closed }} />);
    const section = document.getElementById('apply')!;
    expect(await within(section).findByText(APPLICATION_MESSAGES.jobClosed)).toBeTruthy();
    expect(within(section).getByRole('heading', { name: APPLICATION_LABELS.heading })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply for this Position' })).toBeNull();
  });

  it('server values and messages (a failed no-JavaScript post) show in the form', async () => {
    const { client } = clientWith(async () => ({ ok: true, reference: 'A' }));
    await renderForm(client, {
      applicationValues: { firstName: 'Ann', email: 'ann@example', consent: true },
      applicationErrors: { email: APPLICATION_MESSAGES.email },
    });
    expect(input(APPLICATION_LABELS.firstName).value).toBe('Ann');
    expect(input(APPLICATION_LABELS.email).value).toBe('ann@example');
    expect(screen.getByText(APPLICATION_MESSAGES.email)).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});
