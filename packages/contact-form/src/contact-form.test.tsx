import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ABOUT_INTEREST_OPTIONS, CONTACT_INTEREST_OPTIONS } from '@joognoo/schemas';
import { ContactForm, type ContactFormValues } from './index';
import type { ContactRequestBody } from './submission';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A client that answers OK; `submitContact.mock.calls` holds what was sent. */
function okClient() {
  return { submitContact: vi.fn(async (_body: ContactRequestBody, _options: { idempotencyKey: string }) => ({})) };
}

/** A client whose promise the test settles by hand. */
function deferredClient() {
  let settle!: { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const submitContact = vi.fn(
    (_body: ContactRequestBody, _options: { idempotencyKey: string }) =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { client: { submitContact }, settle: () => settle };
}

/** The shape `@joognoo/api-client` throws: message `STATUS: body text`, `status`, parsed `body`. */
function apiError(status: number, body: Record<string, unknown>) {
  return Object.assign(new Error(`${status}: ${JSON.stringify(body)}`), { name: 'ApiError', status, body });
}

const homeValues: ContactFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  interest: 'full-suite',
  message: '',
  consent: true,
};
const aboutValues: ContactFormValues = {
  ...homeValues,
  interest: 'enterprise-integration',
  message: 'We would like a demo next week.',
};
const contactValues: ContactFormValues = { ...aboutValues, interest: 'engineering' };

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Submit Request|Submitting\.\.\.|Send Message|Sending\.\.\./ });
const toast = () => screen.getByRole('status');

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('given the home variant', () => {
  it("shows 'Request Information' with its fields and a 'Submit Request' button", () => {
    render(<ContactForm variant="home" client={okClient()} />);
    expect(screen.getByRole('heading', { name: 'Request Information' })).toBeTruthy();
    for (const label of [/^First Name/, /^Last Name/, /^Email/, /^Company/, /^I'm interested in/, /^Message/]) {
      expect(field(label)).toBeTruthy();
    }
    expect(screen.getByRole('checkbox', { name: /receive communications/ })).toBeTruthy();
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(field(/^Message/).getAttribute('rows')).toBe('4');
    expect(submitButton().textContent).toBe('Submit Request');
  });

  it('when submitted empty, it shows every home message under its field and sends nothing', async () => {
    const user = userEvent.setup();
    const client = okClient();
    render(<ContactForm variant="home" client={client} />);
    await user.click(submitButton());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Company name is required',
      'Please select an option',
      'You must agree to receive communications',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Message must be at least 10 characters.')).toBeNull();
    expect(client.submitContact).not.toHaveBeenCalled();
  });

  it('when a field is invalid, it marks the control, describes it with the message and focuses the first one', async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="home" client={okClient()} initialValues={{ ...homeValues, lastName: 'L', email: 'nope' }} />);
    await user.click(submitButton());

    const lastName = field(/^Last Name/);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = lastName.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Last name is required');
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^First Name/).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(lastName));
  });

  it("when an invalid field is edited, its message goes away and the others stay", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="home" client={okClient()} />);
    await user.click(submitButton());
    await user.type(field(/^First Name/), 'A');
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(field(/^First Name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Last name is required')).toBeTruthy();
  });

  it("its dropdown has the disabled group headings 'Engineering Accelerators' and 'Business Accelerators', their options and Full Suite", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="home" client={okClient()} />);
    await user.click(screen.getByRole('combobox', { name: /I'm interested in/ }));

    const listbox = screen.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Engineering Accelerators',
      'Business Accelerators',
    ]);
    // The headings are not options: they cannot be chosen.
    const options = within(listbox).getAllByRole('option').map((option) => option.textContent);
    expect(options).not.toContain('Engineering Accelerators');
    expect(options).not.toContain('Business Accelerators');
    expect(options).toEqual([
      'Xcelerate Dev',
      'Xcelerate Test',
      'Xcelerate Journey',
      'Xcelerate Payment',
      'Xcelerate Insure',
      'Xcelerate Ops',
      'Full Suite',
    ]);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(3);
    expect(within(groups[1]!).getAllByRole('option')).toHaveLength(3);
  });

  it('when filled in by keyboard and mouse and submitted, it sends the fields with the form, source, service, partner, the page\'s attribution and honeypot', async () => {
    const user = userEvent.setup();
    const client = okClient();
    window.history.replaceState(null, '', '/services?utm_source=partner&utm_medium=referral#top');
    render(<ContactForm variant="home" client={client} source="partner-page" service="Managed Services" partner="acme-reseller" />);
    await user.type(field(/^First Name/), 'Ada');
    await user.type(field(/^Last Name/), 'Lovelace');
    await user.type(field(/^Email/), 'ada@example.com');
    await user.type(field(/^Company/), 'Analytical Engines');
    await user.click(screen.getByRole('combobox', { name: /I'm interested in/ }));
    await user.click(screen.getByRole('option', { name: 'Full Suite' }));
    await user.type(field(/^Message/), 'Hello');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submitButton());

    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    const [body, options] = client.submitContact.mock.calls[0]!;
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      interest: 'full-suite',
      message: 'Hello',
      consent: true,
      form: 'home',
      source: 'partner-page',
      service: 'Managed Services',
      partner: 'acme-reseller',
      attribution: {
        pageUrl: `${window.location.origin}/services?utm_source=partner&utm_medium=referral`,
        referrer: null,
        utm_source: 'partner',
        utm_medium: 'referral',
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
      },
      website: '',
      locale: 'en',
    });
    expect(options.idempotencyKey).toMatch(UUID);
  });

  it("while pending, the button reads 'Submitting...' and is disabled; afterwards it is 'Submit Request' again", async () => {
    const user = userEvent.setup();
    const { client, settle } = deferredClient();
    render(<ContactForm variant="home" client={client} initialValues={homeValues} />);
    await user.click(submitButton());

    expect(submitButton().textContent).toBe('Submitting...');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle().resolve({}));
    expect(submitButton().textContent).toBe('Submit Request');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("on success, it resets the form (consent unchecked) and toasts 'Request submitted successfully' / \"We'll be in touch with you shortly!\"", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="home" client={okClient()} initialValues={{ ...homeValues, message: 'Hi' }} />);
    await user.click(submitButton());

    await waitFor(() => expect(toast().textContent).toContain('Request submitted successfully'));
    expect(toast().textContent).toContain("We'll be in touch with you shortly!");
    expect(toast().getAttribute('data-variant')).toBe('default');
    expect(field(/^First Name/).value).toBe('');
    expect(field(/^Last Name/).value).toBe('');
    expect(field(/^Email/).value).toBe('');
    expect(field(/^Company/).value).toBe('');
    expect(field(/^Message/).value).toBe('');
    expect(screen.getByRole('combobox', { name: /I'm interested in/ }).textContent).toBe('Select an option');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it("on failure, it keeps the values, clears the pending flag, toasts 'Something went wrong' / 'Please try submitting the form again.' and logs the error without the values", async () => {
    const user = userEvent.setup();
    const client = { submitContact: vi.fn(async () => Promise.reject(apiError(500, { message: 'Internal error' }))) };
    render(<ContactForm variant="home" client={client} initialValues={homeValues} />);
    await user.click(submitButton());

    await waitFor(() => expect(toast().textContent).toContain('Something went wrong'));
    expect(toast().textContent).toContain('Please try submitting the form again.');
    expect(toast().getAttribute('data-variant')).toBe('destructive');
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Email/).value).toBe('ada@example.com');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(submitButton().textContent).toBe('Submit Request');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);

    expect(consoleError).toHaveBeenCalled();
    const logged = JSON.stringify(consoleError.mock.calls.map((call) => call.map(String)));
    expect(logged).toContain('500');
    for (const value of ['Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines']) expect(logged).not.toContain(value);
  });

  it('does not send analytics events (only the /contact variant does)', async () => {
    const user = userEvent.setup();
    const onAnalyticsEvent = vi.fn();
    render(<ContactForm variant="home" client={okClient()} initialValues={homeValues} onAnalyticsEvent={onAnalyticsEvent} />);
    await user.click(submitButton());
    await waitFor(() => expect(toast()).toBeTruthy());
    expect(onAnalyticsEvent).not.toHaveBeenCalled();
  });
});

describe('given the about variant', () => {
  it('when submitted empty, it shows every about message', async () => {
    const user = userEvent.setup();
    const client = okClient();
    render(<ContactForm variant="about" client={client} />);
    await user.click(submitButton());

    for (const message of [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name must be at least 2 characters.',
      'Please select an area of interest.',
      'Message must be at least 10 characters.',
      'You must consent to our privacy policy',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(client.submitContact).not.toHaveBeenCalled();
  });

  it("when the company has one character, it shows 'Company name must be at least 2 characters.'", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="about" client={okClient()} initialValues={{ ...aboutValues, company: 'A' }} />);
    await user.click(submitButton());
    expect(screen.getByText('Company name must be at least 2 characters.')).toBeTruthy();
  });

  it("when the message is shorter than 10 characters, it shows 'Message must be at least 10 characters.'", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="about" client={okClient()} initialValues={{ ...aboutValues, message: 'Too short' }} />);
    await user.click(submitButton());
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
  });

  it('offers the about interests', async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="about" client={okClient()} />);
    await user.click(screen.getByRole('combobox', { name: /Area of Interest/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      ABOUT_INTEREST_OPTIONS.map((option) => option.label),
    );
  });

  it("while pending, the button reads 'Sending...' and is disabled", async () => {
    const user = userEvent.setup();
    const { client, settle } = deferredClient();
    render(<ContactForm variant="about" client={client} initialValues={aboutValues} />);
    expect(submitButton().textContent).toBe('Send Message');
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Sending...');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await act(async () => settle().reject(new TypeError('Failed to fetch')));
    expect(submitButton().textContent).toBe('Send Message');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("on success, it resets and toasts 'Success!' / \"Your message has been sent. We'll be in touch soon.\"", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="about" client={okClient()} initialValues={aboutValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(toast().textContent).toContain('Success!'));
    expect(toast().textContent).toContain("Your message has been sent. We'll be in touch soon.");
    expect(field(/^Message/).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it("on failure, it keeps the values and toasts 'Error' / 'There was a problem sending your message. Please try again.'", async () => {
    const user = userEvent.setup();
    const client = { submitContact: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) };
    render(<ContactForm variant="about" client={client} initialValues={aboutValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(toast().textContent).toContain('Error'));
    expect(toast().textContent).toContain('There was a problem sending your message. Please try again.');
    expect(toast().getAttribute('data-variant')).toBe('destructive');
    expect(field(/^Message/).value).toBe('We would like a demo next week.');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
});

describe('given the /contact variant', () => {
  it("when the e-mail is invalid, it shows 'Please enter a valid email address.'", async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="contact" client={okClient()} initialValues={{ ...contactValues, email: 'ada@' }} />);
    await user.click(submitButton());
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('when submitted empty, it shows every /contact message', async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="contact" client={okClient()} />);
    await user.click(submitButton());
    for (const message of [
      'First name must be at least 2 characters.',
      'Last name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name is required.',
      'Please select an area of interest.',
      'Message must be at least 10 characters.',
      'You must agree to be contacted.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
  });

  it('accepts a one-character company name', async () => {
    const user = userEvent.setup();
    const client = okClient();
    render(<ContactForm variant="contact" client={client} initialValues={{ ...contactValues, company: 'X' }} />);
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
  });

  it('offers the /contact interests', async () => {
    const user = userEvent.setup();
    render(<ContactForm variant="contact" client={okClient()} />);
    await user.click(screen.getByRole('combobox', { name: /Area of Interest/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      CONTACT_INTEREST_OPTIONS.map((option) => option.label),
    );
  });

  it("on success, it sends { category: 'Contact', action: 'form_submission', label: interest, value: 1 }", async () => {
    const user = userEvent.setup();
    const onAnalyticsEvent = vi.fn();
    render(<ContactForm variant="contact" client={okClient()} initialValues={contactValues} onAnalyticsEvent={onAnalyticsEvent} />);
    await user.click(submitButton());
    await waitFor(() => expect(onAnalyticsEvent).toHaveBeenCalledTimes(1));
    expect(onAnalyticsEvent).toHaveBeenCalledWith({ category: 'Contact', action: 'form_submission', label: 'engineering', value: 1 });
    expect(toast().textContent).toContain('Success!');
  });

  it("on failure, it sends { category: 'Contact', action: 'form_submission_error', label: the error message, value: 0 }", async () => {
    const user = userEvent.setup();
    const onAnalyticsEvent = vi.fn();
    const error = apiError(503, { message: 'Service unavailable' });
    const client = { submitContact: vi.fn(async () => Promise.reject(error)) };
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} onAnalyticsEvent={onAnalyticsEvent} />);
    await user.click(submitButton());
    await waitFor(() => expect(onAnalyticsEvent).toHaveBeenCalledTimes(1));
    expect(onAnalyticsEvent).toHaveBeenCalledWith({
      category: 'Contact',
      action: 'form_submission_error',
      label: error.message,
      value: 0,
    });
    expect(toast().textContent).toContain('There was a problem sending your message. Please try again.');
  });

  it("when the server answers 400, it shows the server's messages under the fields and focuses the first", async () => {
    const user = userEvent.setup();
    const client = {
      submitContact: vi.fn(async () =>
        Promise.reject(
          apiError(400, {
            message: 'Validation failed',
            errors: { email: 'Please enter a valid email address.', company: 'Company name is required.' },
          }),
        ),
      ),
    };
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByText('Please enter a valid email address.')).toBeTruthy());
    expect(screen.getByText('Company name is required.')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Company/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Email/).value).toBe('ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
    expect(toast().textContent).toContain('Error');
  });

  it("when the server answers 429, the failure toast shows the server's message", async () => {
    const user = userEvent.setup();
    const message = 'Too many requests. Please try again in a few minutes.';
    const client = { submitContact: vi.fn(async () => Promise.reject(apiError(429, { message }))) };
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(toast().textContent).toContain(message));
    expect(toast().textContent).toContain('Error');
    expect(toast().textContent).not.toContain('There was a problem sending your message.');
  });
});

describe('given any variant', () => {
  it('has a hidden honeypot named website that people cannot reach, and sends what a bot typed into it', async () => {
    const user = userEvent.setup();
    const client = okClient();
    const { container } = render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();

    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    expect(client.submitContact.mock.calls[0]![0].website).toBe('http://spam.example');
  });

  it('when the submit button is double-clicked, it sends once', async () => {
    const user = userEvent.setup();
    const { client, settle } = deferredClient();
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.dblClick(submitButton());
    const form = screen.getByRole('form');
    fireEvent.submit(form);
    expect(client.submitContact).toHaveBeenCalledTimes(1);
    await act(async () => settle().resolve({}));
  });

  it('when the same values are retried after a network failure, it reuses the idempotency key', async () => {
    const user = userEvent.setup();
    const client = okClient();
    client.submitContact.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Send Message'));
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(2));

    const [first, second] = client.submitContact.mock.calls.map((call) => call[1].idempotencyKey);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('when the same values are retried after a 503, it reuses the idempotency key', async () => {
    const user = userEvent.setup();
    const client = okClient();
    client.submitContact.mockRejectedValueOnce(
      apiError(503, { message: 'The service is temporarily unavailable. Please try again in a moment.' }),
    );
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Send Message'));
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(2));

    const [first, second] = client.submitContact.mock.calls.map((call) => call[1].idempotencyKey);
    expect(second).toBe(first);
  });

  it('when the values change after a network failure, or the server refused the request, it uses a new key', async () => {
    const user = userEvent.setup();
    const client = okClient();
    client.submitContact
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(apiError(429, { message: 'Too many requests. Please try again later.' }));
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Send Message'));
    await user.type(field(/^Company/), ' Ltd');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Send Message'));
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(3));

    const keys = client.submitContact.mock.calls.map((call) => call[1].idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('with a preset, hidden interest, it shows no interest field, sends the preset and keeps it after reset', async () => {
    const user = userEvent.setup();
    const client = okClient();
    const { container } = render(
      <ContactForm
        variant="contact"
        interest="addons"
        hideInterest
        client={client}
        initialValues={{ ...contactValues, interest: undefined }}
      />,
    );
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="interest"]')?.value).toBe('addons');
    await user.click(submitButton());
    await waitFor(() => expect(client.submitContact).toHaveBeenCalledTimes(1));
    expect(client.submitContact.mock.calls[0]![0].interest).toBe('addons');
    await waitFor(() => expect(field(/^First Name/).value).toBe(''));
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="interest"]')?.value).toBe('addons');
  });

  it('with a preset interest that is not one of its options, it shows the field empty', () => {
    render(<ContactForm variant="contact" interest="full-suite" hideInterest client={okClient()} />);
    expect(screen.getByRole('combobox', { name: /Area of Interest/ }).textContent).toBe('Select an area of interest');
  });

  it('with a redirect URL, it navigates there on success', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <ContactForm variant="about" client={okClient()} initialValues={aboutValues} redirectUrl="/thank-you" navigate={navigate} />,
    );
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]![0]).toBe(new URL('/thank-you', window.location.href).href);
  });

  it('never follows a javascript: redirect URL', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const client = okClient();
    render(
      <ContactForm variant="about" client={client} initialValues={aboutValues} redirectUrl="javascript:alert(1)" navigate={navigate} />,
    );
    await user.click(submitButton());
    await waitFor(() => expect(toast().textContent).toContain('Success!'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('calls onReady, onSubmit, onSuccess with the context but not the personal data', async () => {
    const user = userEvent.setup();
    const onReady = vi.fn();
    const onSubmit = vi.fn();
    const onSuccess = vi.fn();
    render(
      <ContactForm
        variant="about"
        source="landing"
        client={okClient()}
        initialValues={aboutValues}
        onReady={onReady}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
      />,
    );
    expect(onReady).toHaveBeenCalledWith({ variant: 'about' });
    await user.click(submitButton());
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const expected = { variant: 'about', interest: 'enterprise-integration', source: 'landing', service: '' };
    const key = onSubmit.mock.calls[0]![0].idempotencyKey as string;
    expect(key).toMatch(UUID);
    expect(onSubmit).toHaveBeenCalledWith({ ...expected, idempotencyKey: key, submissionId: key });
    expect(onSuccess).toHaveBeenCalledWith({ ...expected, idempotencyKey: key, submissionId: key });
    expect(JSON.stringify([onSubmit.mock.calls, onSuccess.mock.calls])).not.toContain('ada@example.com');
  });

  it('calls onError with the status, message and server errors', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const error = apiError(400, { message: 'Validation failed', errors: { email: 'Please enter a valid email address.' } });
    const client = { submitContact: vi.fn(async () => Promise.reject(error)) };
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} onError={onError} />);
    await user.click(submitButton());
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({
      variant: 'contact',
      interest: 'engineering',
      source: '',
      service: '',
      idempotencyKey: expect.stringMatching(UUID),
      submissionId: onError.mock.calls[0]![0].idempotencyKey,
      status: 400,
      message: 'There was a problem sending your message. Please try again.',
      reason: error.message,
      errors: { email: 'Please enter a valid email address.' },
    });
  });

  it('re-renders a failed no-JS post with the values and messages a server gives it, focusing the first invalid field', async () => {
    render(
      <ContactForm
        variant="contact"
        client={okClient()}
        initialValues={{ ...contactValues, email: 'ada@' }}
        initialErrors={{ email: 'Please enter a valid email address.' }}
      />,
    );
    expect(field(/^Email/).value).toBe('ada@');
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Email/)));
  });

  it('shows server messages for fields it has no control for in an alert above the button', async () => {
    const user = userEvent.setup();
    const client = {
      submitContact: vi.fn(async () => Promise.reject(apiError(400, { message: 'Invalid', errors: { source: 'Source must be at most 200 characters.' } }))),
    };
    render(<ContactForm variant="contact" client={client} initialValues={contactValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('Source must be at most 200 characters.')).toBeTruthy());
  });

  it('uses the given heading level and title', () => {
    render(<ContactForm variant="home" client={okClient()} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Request Information' })).toBeTruthy();
  });
});

describe('given a page whose origin is not registered (403 origin_not_registered)', () => {
  const refusal = {
    code: 'origin_not_registered',
    message: 'The origin https://shop.example is not registered for widgets. Add it to the partner acme-reseller or EMBED_ORIGINS.',
    origin: 'https://shop.example',
    docs: 'https://www.joognoo.com/developers/widgets#allow-listing',
  };

  it("it shows 'This form is not enabled on this site yet.' as a polite status instead of the failure toast, keeps the values and logs one console.error with the origin, partner and docs", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const client = {
      submitContact: vi.fn(async (_body: ContactRequestBody, _options: { idempotencyKey: string }) => Promise.reject(apiError(403, refusal))),
    };
    render(<ContactForm variant="home" client={client} partner="acme-reseller" initialValues={homeValues} onError={onError} />);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This form is not enabled on this site yet.'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(field(/^First Name/).value).toBe('Ada');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      '[@joognoo/contact-form] This form is not enabled on this site yet. The API refused the submission: the origin https://shop.example is not registered for partner "acme-reseller". See https://www.joognoo.com/developers/widgets#allow-listing',
    );
    const key = client.submitContact.mock.calls[0]![1].idempotencyKey;
    expect(onError).toHaveBeenCalledWith({
      variant: 'home',
      interest: 'full-suite',
      source: '',
      service: '',
      idempotencyKey: key,
      submissionId: key,
      status: 403,
      code: 'origin_not_registered',
      message: 'This form is not enabled on this site yet.',
      reason: expect.stringContaining('403'),
    });
  });

  it('when it is sent again and accepted, the notice goes away and the success toast shows', async () => {
    const user = userEvent.setup();
    const client = {
      submitContact: vi.fn().mockRejectedValueOnce(apiError(403, refusal)).mockResolvedValueOnce({ ok: true }),
    };
    render(<ContactForm variant="home" client={client} initialValues={homeValues} />);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This form is not enabled on this site yet.'));
    await user.click(submitButton());
    await waitFor(() => expect(toast().textContent).toContain('Request submitted successfully'));
    expect(screen.queryByText('This form is not enabled on this site yet.')).toBeNull();
  });
});
