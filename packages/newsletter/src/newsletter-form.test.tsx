import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterForm, type NewsletterClient } from './index';

/** A client whose answer the test controls. */
function stubClient(answer: () => Promise<unknown> = async () => ({ ok: true })) {
  const subscribeNewsletter = vi.fn<NewsletterClient['subscribeNewsletter']>(answer);
  return { subscribeNewsletter };
}

/** What `ApiError` of @joognoo/api-client looks like to the widget. */
function apiError(status: number, body: unknown) {
  return Object.assign(new Error(`${status}: ${JSON.stringify(body)}`), { name: 'ApiError', status, body });
}

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const emailInput = () => screen.getByLabelText('Email address');
const subscribeButton = () => screen.getByRole('button', { name: /Subscrib/ });

describe('NewsletterForm', () => {
  describe('given it is rendered', () => {
    it('it shows the heading, the description, a labelled email input and a Subscribe button', () => {
      render(<NewsletterForm client={stubClient()} />);
      expect(screen.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeTruthy();
      expect(screen.getByText(/The latest on enterprise AI/)).toBeTruthy();
      expect(emailInput().getAttribute('name')).toBe('email');
      expect(emailInput().getAttribute('type')).toBe('email');
      expect(subscribeButton().textContent).toBe('Subscribe');
      expect(subscribeButton().getAttribute('type')).toBe('submit');
    });

    it('posts without JavaScript to /newsletter/subscribe unless told otherwise', () => {
      const { container } = render(<NewsletterForm client={stubClient()} />);
      expect(container.querySelector('form')!.getAttribute('action')).toBe('/newsletter/subscribe');
    });

    it('it is a real post form with a hidden, unfocusable honeypot named website', () => {
      const { container } = render(<NewsletterForm client={stubClient()} action="/newsletter" source="blog" />);
      const form = container.querySelector('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe('/newsletter');
      const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
      expect(form.querySelector<HTMLInputElement>('input[name="form"]')?.value).toBe('newsletter');
      expect(form.querySelector<HTMLInputElement>('input[name="source"]')?.value).toBe('blog');
      expect(honeypot.tabIndex).toBe(-1);
      expect(honeypot.getAttribute('autocomplete')).toBe('off');
      expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(form.querySelector<HTMLInputElement>('input[name="source"]')!.value).toBe('blog');
    });

    it('given a custom title and description, it shows them; given empty ones, it hides them', () => {
      const { rerender } = render(<NewsletterForm client={stubClient()} title="AI Insights weekly" description="Every Friday." />);
      expect(screen.getByRole('heading', { name: 'AI Insights weekly' })).toBeTruthy();
      expect(screen.getByText('Every Friday.')).toBeTruthy();
      rerender(<NewsletterForm client={stubClient()} title="" description="" />);
      expect(screen.queryByRole('heading')).toBeNull();
    });

    it('given headingLevel, the heading is an element of that level (h2 without it)', () => {
      const { unmount } = render(<NewsletterForm client={stubClient()} headingLevel={4} />);
      expect(screen.getByRole('heading', { level: 4, name: 'Subscribe to our newsletter' })).toBeTruthy();
      unmount();
      render(<NewsletterForm client={stubClient()} />);
      expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeTruthy();
    });

    it('it reports ready on mount', () => {
      const onReady = vi.fn();
      render(<NewsletterForm client={stubClient()} onReady={onReady} />);
      expect(onReady).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the email is empty and the form is submitted', () => {
    it("it shows 'Email is required' under the field and sends nothing", async () => {
      const client = stubClient();
      render(<NewsletterForm client={client} />);
      await userEvent.click(subscribeButton());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('Email is required');
      expect(emailInput().getAttribute('aria-invalid')).toBe('true');
      expect(emailInput().getAttribute('aria-describedby')).toContain(alert.id);
      expect(client.subscribeNewsletter).not.toHaveBeenCalled();
    });
  });

  describe('when the email is not valid', () => {
    it.each(['not-an-email', 'me@example', 'me @example.com', '@example.com'])(
      "given '%s', it shows 'Please enter a valid email address' and sends nothing",
      async (value) => {
        const client = stubClient();
        render(<NewsletterForm client={client} />);
        await userEvent.type(emailInput(), value);
        await userEvent.click(subscribeButton());
        expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
        expect(client.subscribeNewsletter).not.toHaveBeenCalled();
      },
    );
  });

  describe('when the user edits the field after an error', () => {
    it('the error clears', async () => {
      render(<NewsletterForm client={stubClient()} />);
      await userEvent.click(subscribeButton());
      expect(await screen.findByRole('alert')).toBeTruthy();
      await userEvent.type(emailInput(), 'a');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(emailInput().getAttribute('aria-invalid')).toBeNull();
    });
  });

  describe('when a valid email is submitted', () => {
    it("while pending the button reads 'Subscribing...' and the button and input are disabled", async () => {
      const pending = deferred();
      const client = stubClient(() => pending.promise);
      const onSubmit = vi.fn();
      render(<NewsletterForm client={client} source="blog-footer" onSubmit={onSubmit} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      expect(subscribeButton().textContent).toBe('Subscribing...');
      expect((subscribeButton() as HTMLButtonElement).disabled).toBe(true);
      expect((emailInput() as HTMLInputElement).disabled).toBe(true);
      expect(onSubmit).toHaveBeenCalledWith({ source: 'blog-footer', submissionId: expect.stringMatching(UUID) });
      pending.resolve({ ok: true });
      await waitFor(() => expect(subscribeButton().textContent).toBe('Subscribe'));
      expect((emailInput() as HTMLInputElement).disabled).toBe(false);
    });

    it("it sends the trimmed email, the source, the partner, the page's attribution and the empty honeypot, with an Idempotency-Key", async () => {
      const client = stubClient();
      window.history.replaceState(null, '', '/blog/post?utm_source=linkedin&utm_content=banner#comments');
      render(<NewsletterForm client={client} source="partner-acme" partner="acme-reseller" />);
      await userEvent.type(emailInput(), '  ada@example.com ');
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(client.subscribeNewsletter).toHaveBeenCalledTimes(1));
      expect(client.subscribeNewsletter).toHaveBeenCalledWith(
        {
          email: 'ada@example.com',
          source: 'partner-acme',
          partner: 'acme-reseller',
          attribution: {
            pageUrl: `${window.location.origin}/blog/post?utm_source=linkedin&utm_content=banner`,
            referrer: null,
            utm_source: 'linkedin',
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: 'banner',
          },
          website: '',
          locale: 'en',
        },
        { idempotencyKey: expect.stringMatching(UUID) },
      );
    });

    it('given a double click, it sends one request', async () => {
      const pending = deferred();
      const client = stubClient(() => pending.promise);
      const { container } = render(<NewsletterForm client={client} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      const form = container.querySelector('form')!;
      form.requestSubmit();
      form.requestSubmit();
      pending.resolve({});
      await waitFor(() => expect(subscribeButton().textContent).toBe('Subscribe'));
      expect(client.subscribeNewsletter).toHaveBeenCalledTimes(1);
    });

    it('on success it clears the input, shows the green thank-you text and the success toast', async () => {
      const onSuccess = vi.fn();
      render(<NewsletterForm client={stubClient()} source="blog" onSuccess={onSuccess} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      const thanks = await screen.findByText('Thank you for subscribing to our newsletter!', { selector: 'p' });
      expect(thanks.getAttribute('role')).toBe('status');
      expect(thanks.nextElementSibling?.textContent).toBe('Please check your inbox and confirm your subscription with the link we sent you.');
      expect((emailInput() as HTMLInputElement).value).toBe('');
      const toast = (await screen.findByText('Subscription successful')).closest('li')!;
      expect(within(toast).getByText('Thank you for subscribing to our newsletter!')).toBeTruthy();
      expect(toast.getAttribute('data-variant')).toBe('default');
      expect(onSuccess).toHaveBeenCalledWith({ source: 'blog', submissionId: expect.stringMatching(UUID), repeat: false });
    });

    it("on failure with a server message it shows the destructive toast 'Subscription failed' with that message and keeps the email", async () => {
      const onError = vi.fn();
      const client = stubClient(async () => {
        throw apiError(500, { message: 'Subscriptions are paused for maintenance' });
      });
      render(<NewsletterForm client={client} onError={onError} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      const toast = (await screen.findByText('Subscription failed')).closest('li')!;
      expect(toast.getAttribute('data-variant')).toBe('destructive');
      expect(within(toast).getByText('Subscriptions are paused for maintenance')).toBeTruthy();
      expect((emailInput() as HTMLInputElement).value).toBe('ada@example.com');
      expect(screen.queryByText('Thank you for subscribing to our newsletter!', { selector: 'p' })).toBeNull();
      expect(subscribeButton().textContent).toBe('Subscribe');
      expect(onError).toHaveBeenCalledWith({ status: 500, message: 'Subscriptions are paused for maintenance', submissionId: expect.stringMatching(UUID) });
    });

    it('on a failure without a server message (network error) it shows the fallback text', async () => {
      const onError = vi.fn();
      const client = stubClient(async () => {
        throw new TypeError('Failed to fetch');
      });
      render(<NewsletterForm client={client} onError={onError} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      const toast = (await screen.findByText('Subscription failed')).closest('li')!;
      expect(within(toast).getByText('An error occurred while subscribing. Please try again.')).toBeTruthy();
      expect(onError).toHaveBeenCalledWith({ status: undefined, message: 'An error occurred while subscribing. Please try again.', submissionId: expect.stringMatching(UUID) });
    });

    it("given the rate limit (429), it shows the server's message", async () => {
      const client = stubClient(async () => {
        throw apiError(429, { message: 'Too many requests. Please try again in a minute.' });
      });
      render(<NewsletterForm client={client} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      const toast = (await screen.findByText('Subscription failed')).closest('li')!;
      expect(within(toast).getByText('Too many requests. Please try again in a minute.')).toBeTruthy();
    });

    it("given the server refuses the email (400), its message shows under the field", async () => {
      const client = stubClient(async () => {
        throw apiError(400, { message: 'Validation failed', errors: { email: 'Please enter a valid email address' } });
      });
      render(<NewsletterForm client={client} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    });

    it('a second subscription after a success hides the earlier thank-you text while it is pending', async () => {
      const second = deferred();
      const client = stubClient();
      render(<NewsletterForm client={client} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      await screen.findByText('Thank you for subscribing to our newsletter!', { selector: 'p' });
      client.subscribeNewsletter.mockImplementationOnce(() => second.promise);
      await userEvent.type(emailInput(), 'grace@example.com');
      await userEvent.click(subscribeButton());
      expect(screen.queryByText('Thank you for subscribing to our newsletter!', { selector: 'p' })).toBeNull();
      second.resolve({});
      await screen.findByText('Thank you for subscribing to our newsletter!', { selector: 'p' });
    });
  });

  describe('when the same address signs up again in this page session', () => {
    it('it sends the first sign-up again with the same Idempotency-Key, and joognoo:success carries the same submissionId (repeat: true)', async () => {
      const client = stubClient();
      const onSuccess = vi.fn();
      render(<NewsletterForm client={client} source="footer" onSuccess={onSuccess} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      await userEvent.type(emailInput(), '  ADA@Example.com');
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));

      const [first, second] = client.subscribeNewsletter.mock.calls;
      expect(second).toEqual(first);
      const id = first![1].idempotencyKey;
      expect(onSuccess.mock.calls).toEqual([
        [{ source: 'footer', submissionId: id, repeat: false }],
        [{ source: 'footer', submissionId: id, repeat: true }],
      ]);
      // Another address is another sign-up.
      await userEvent.type(emailInput(), 'grace@example.com');
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(3));
      expect(onSuccess.mock.calls[2]![0].submissionId).not.toBe(id);
    });

    it('in another box of the page, it is the same sign-up too', async () => {
      const client = stubClient();
      const onSuccess = vi.fn();
      render(
        <>
          <NewsletterForm client={client} source="header" onSuccess={onSuccess} title="Header box" />
          <NewsletterForm client={client} source="footer" onSuccess={onSuccess} title="Footer box" />
        </>,
      );
      const [header, footer] = screen.getAllByLabelText('Email address');
      const [headerButton, footerButton] = screen.getAllByRole('button', { name: 'Subscribe' });
      await userEvent.type(header!, 'ada@example.com');
      await userEvent.click(headerButton!);
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      await userEvent.type(footer!, 'ada@example.com');
      await userEvent.click(footerButton!);
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2));
      expect(onSuccess.mock.calls[1]![0]).toEqual({ source: 'footer', submissionId: onSuccess.mock.calls[0]![0].submissionId, repeat: true });
      expect(client.subscribeNewsletter.mock.calls[1]).toEqual(client.subscribeNewsletter.mock.calls[0]);
    });

    it('after a refusal (4xx) it keeps the id but sends the corrected sign-up', async () => {
      const client = stubClient();
      client.subscribeNewsletter.mockImplementationOnce(async () => {
        throw apiError(429, { message: 'Too many requests. Please try again in a minute.' });
      });
      const { rerender } = render(<NewsletterForm client={client} source="first" />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      await screen.findByText('Subscription failed');
      rerender(<NewsletterForm client={client} source="second" />);
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(client.subscribeNewsletter).toHaveBeenCalledTimes(2));
      const [first, second] = client.subscribeNewsletter.mock.calls;
      expect(second![1]).toEqual(first![1]);
      expect(second![0].source).toBe('second');
    });
  });

  describe("given a page whose origin is not registered (403 origin_not_registered)", () => {
    it("it shows 'This form is not enabled on this site yet.' as a polite status (no toast), keeps the email and logs one console.error", async () => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const onError = vi.fn();
      const docs = 'https://www.joognoo.com/developers/widgets#allow-listing';
      const client = stubClient(async () => {
        throw apiError(403, { code: 'origin_not_registered', message: 'The origin https://shop.example is not registered.', origin: 'https://shop.example', docs });
      });
      render(<NewsletterForm client={client} onError={onError} />);
      await userEvent.type(emailInput(), 'ada@example.com');
      await userEvent.click(subscribeButton());
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This form is not enabled on this site yet.'));
      expect(screen.getAllByRole('status')).toHaveLength(1);
      expect(screen.queryByText('Subscription failed')).toBeNull();
      expect((emailInput() as HTMLInputElement).value).toBe('ada@example.com');
      expect(consoleError.mock.calls).toEqual([
        [`[@joognoo/newsletter] This form is not enabled on this site yet. The API refused the submission: the origin https://shop.example is not registered (no partner attribute is set). See ${docs}`],
      ]);
      expect(onError).toHaveBeenCalledWith({
        status: 403,
        code: 'origin_not_registered',
        message: 'This form is not enabled on this site yet.',
        submissionId: client.subscribeNewsletter.mock.calls[0]![1].idempotencyKey,
      });
      consoleError.mockRestore();
    });
  });

  describe('given a server re-render after a post without JavaScript', () => {
    it('it shows the kept value and the error', () => {
      render(<NewsletterForm client={stubClient()} defaultEmail="bad@" initialError="Please enter a valid email address" />);
      expect((emailInput() as HTMLInputElement).value).toBe('bad@');
      expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    });

    it('after a successful post it shows the thank-you text', () => {
      render(<NewsletterForm client={stubClient()} initialSubscribed />);
      expect(screen.getByText('Thank you for subscribing to our newsletter!')).toBeTruthy();
      expect(screen.getByText('Please check your inbox and confirm your subscription with the link we sent you.')).toBeTruthy();
    });
  });
});
