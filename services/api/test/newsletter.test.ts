import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toDbTime } from '../src/db/columns.ts';
import { saveWebhookEndpoint } from '../src/delivery/store/endpoints.ts';
import { hashToken } from '../src/newsletter/tokens.ts';
import { countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { composedPayload } from './outbox-payload.ts';

const SITE = 'http://localhost:3000';
const THANKS = { ok: true, message: 'Thank you for subscribing to our newsletter!' };
const CONFIRMED = { ok: true, message: 'Your subscription is confirmed.' };
const LINK_USED = { message: 'This confirmation link has expired or was already used.' };
const UNSUBSCRIBED = { ok: true, message: 'You have been unsubscribed.' };
const UNSUBSCRIBE_INVALID = { message: 'This unsubscribe link is not valid.' };

interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

describe.each(dialects)('newsletter double opt-in on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, database.config);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await database.db('deliveries').delete();
    await database.db('newsletter_subscriptions').delete();
    await database.db('webhook_endpoints').delete();
  });

  const subscribe = (email: string) => postJson(`${server.url}/api/newsletter/subscribe`, { email, source: 'blog' });
  const confirm = (token: unknown) => postJson(`${server.url}/api/newsletter/confirm`, { token }, { Origin: SITE });
  const row = (email: string) => database.db('newsletter_subscriptions').where({ email }).first();

  /** The confirmation e-mails queued for `email`, oldest first. */
  async function confirmations(email: string): Promise<QueuedEmail[]> {
    const rows = await database.db('deliveries').where({ person_email: email, channel: 'email' }).orderBy('created_at').select('id', 'kind', 'channel', 'status', 'subject_type', 'payload', 'secrets_encrypted');
    for (const delivery of rows) {
      expect(delivery).toMatchObject({ kind: 'newsletter.confirmation', channel: 'email', status: 'pending', subject_type: 'newsletter_subscription' });
    }
    return rows.map((delivery) => JSON.parse(composedPayload(database.config, delivery)) as QueuedEmail);
  }

  const linkToken = (text: string, path: string) => {
    const match = new RegExp(`${SITE.replace(/[.]/g, '\\.')}${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
    if (!match) throw new Error(`No ${path} link in ${text}`);
    return match[1]!;
  };

  async function signUpAndRead(email: string) {
    expect((await subscribe(email)).status).toBe(200);
    const [mail] = (await confirmations(email)).slice(-1);
    return {
      mail: mail!,
      confirmToken: linkToken(mail!.text, '/newsletter/confirm'),
      unsubscribeToken: linkToken(mail!.text, '/newsletter/unsubscribe'),
    };
  }

  it('the migration makes the subscriptions taken before double opt-in confirmed (and rolls back)', async () => {
    const optIn = await import('../src/db/migrations/2026-11-25-200000-add-newsletter-opt-in.ts');
    const legacy = await import('../src/db/migrations/2026-11-25-200100-confirm-existing-newsletter-subscriptions.ts');
    await legacy.down();
    await optIn.down(database.db);
    expect(await database.db.schema.hasColumn('newsletter_subscriptions', 'status')).toBe(false);
    await database.db('newsletter_subscriptions').insert({ email: 'old@example.com', source: '', created_at: toDbTime(database.db, new Date()) });
    await optIn.up(database.db);
    await legacy.up(database.db);
    expect(await row('old@example.com')).toMatchObject({ status: 'confirmed', confirmed_at: null, unsubscribe_token_hash: null });
    // A legacy subscriber who signs up again is already confirmed: nothing is sent.
    expect(await (await subscribe('old@example.com')).json()).toEqual(THANKS);
    expect(await confirmations('old@example.com')).toHaveLength(0);
  });

  describe('given a new address', () => {
    it('stores it as pending and queues one confirmation e-mail with the link and the List-Unsubscribe headers', async () => {
      const response = await subscribe('Ann@Example.com');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(THANKS);

      expect(await row('ann@example.com')).toMatchObject({ status: 'pending', source: 'blog', confirmed_at: null });
      const mails = await confirmations('ann@example.com');
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.to).toBe('ann@example.com');
      expect(mail.subject).toBe('Please confirm your subscription to the Joognoo newsletter');
      const confirmToken = linkToken(mail.text, '/newsletter/confirm');
      const unsubscribeToken = linkToken(mail.text, '/newsletter/unsubscribe');
      expect(mail.html).toContain(`href="${SITE}/newsletter/confirm?token=${confirmToken}"`);
      expect(mail.html).toContain(`href="${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}"`);
      expect(mail.text).toContain('it works once, for 7 days');
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The table holds only hashes of the tokens (and the unsubscribe token encrypted).
      const stored = await row('ann@example.com');
      expect(stored.confirm_token_hash).toBe(hashToken(confirmToken));
      expect(stored.unsubscribe_token_hash).toBe(hashToken(unsubscribeToken));
      expect(JSON.stringify(stored)).not.toContain(confirmToken);
      expect(JSON.stringify(stored)).not.toContain(unsubscribeToken);
      const expires = new Date(stored.confirm_expires_at).getTime() - Date.now();
      expect(expires).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(expires).toBeLessThanOrEqual(7 * 86_400_000);
    });

    it('writes the English e-mail byte for byte as it always was', async () => {
      const { mail, confirmToken, unsubscribeToken } = await signUpAndRead('ann@example.com');
      expect(await row('ann@example.com')).toMatchObject({ locale: 'en' });
      const confirmUrl = `${SITE}/newsletter/confirm?token=${confirmToken}`;
      const unsubscribeUrl = `${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}`;
      expect(mail).toEqual({
        to: 'ann@example.com',
        subject: 'Please confirm your subscription to the Joognoo newsletter',
        text: [
          'Hello,',
          '',
          'someone, hopefully you, asked to receive the Joognoo newsletter at ann@example.com.',
          'To confirm the subscription, open this link (it works once, for 7 days):',
          '',
          confirmUrl,
          '',
          'If you did not ask for it, ignore this e-mail: without confirmation you will get nothing more from us.',
          '',
          `Unsubscribe: ${unsubscribeUrl}`,
        ].join('\n'),
        html: [
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Please confirm your subscription to the Joognoo newsletter</title></head>',
          '<body style="font-family: Arial, Helvetica, sans-serif; color: #111827; line-height: 1.5">',
          '<p>Hello,</p>',
          '<p>someone, hopefully you, asked to receive the Joognoo newsletter at ann@example.com.</p>',
          `<p><a href="${confirmUrl}" style="display: inline-block; padding: 10px 18px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">Confirm subscription</a></p>`,
          `<p>Or open this link (it works once, for 7 days): <a href="${confirmUrl}">${confirmUrl}</a></p>`,
          '<p>If you did not ask for it, ignore this e-mail: without confirmation you will get nothing more from us.</p>',
          `<p style="font-size: 12px; color: #6b7280"><a href="${unsubscribeUrl}">Unsubscribe</a></p>`,
          '</body></html>',
        ].join('\n'),
        headers: { 'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    });

    it('writes an Arabic sign-up its confirmation in Arabic, right to left, with links to the pages in Arabic', async () => {
      const response = await postJson(`${server.url}/api/newsletter/subscribe`, { email: 'layla@example.com', source: 'blog', locale: 'ar-AE' });
      expect(response.status).toBe(200);
      // The API's answer stays the English text the widget shows (or translates by its id).
      expect(await response.json()).toEqual(THANKS);
      expect(await row('layla@example.com')).toMatchObject({ status: 'pending', locale: 'ar' });
      const [mail] = await confirmations('layla@example.com');
      const confirmToken = linkToken(mail!.text, '/newsletter/confirm');
      const unsubscribeToken = linkToken(mail!.text, '/newsletter/unsubscribe');
      const confirmUrl = `${SITE}/newsletter/confirm?token=${confirmToken}&lang=ar`;
      const unsubscribeUrl = `${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}&lang=ar`;
      expect(mail!.subject).toBe('يرجى تأكيد اشتراكك في النشرة الإخبارية لـ Joognoo');
      expect(mail!.text).toBe(
        [
          'مرحبًا،',
          '',
          'طلب شخصٌ ما، ونأمل أن تكون أنت، تلقي النشرة الإخبارية لـ Joognoo على العنوان layla@example.com.',
          'لتأكيد الاشتراك، افتح هذا الرابط (يعمل مرة واحدة، لمدة 7 أيام):',
          '',
          confirmUrl,
          '',
          'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يصلك منا أي شيء آخر دون تأكيد.',
          '',
          `إلغاء الاشتراك: ${unsubscribeUrl}`,
        ].join('\n'),
      );
      expect(mail!.html).toMatch(/^<!doctype html><html dir="rtl" lang="ar"><head><meta charset="utf-8"><title>يرجى تأكيد اشتراكك في النشرة الإخبارية لـ Joognoo<\/title>/);
      const inHtml = (url: string) => url.replace(/&/g, '&amp;');
      expect(mail!.html).toContain(`<a href="${inHtml(confirmUrl)}" style="display: inline-block; padding: 10px 18px; background: #111827; color: #ffffff; text-decoration: none; border-radius: 6px">تأكيد الاشتراك</a>`);
      expect(mail!.html).toContain(`<p>أو افتح هذا الرابط (يعمل مرة واحدة، لمدة 7 أيام): <a href="${inHtml(confirmUrl)}">${inHtml(confirmUrl)}</a></p>`);
      expect(mail!.html).toContain(`<a href="${inHtml(unsubscribeUrl)}">إلغاء الاشتراك</a>`);
      expect(mail!.headers['List-Unsubscribe']).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=ar>`);
      // The Arabic link confirms like any other.
      expect((await confirm(confirmToken)).status).toBe(200);
      // A GET of the one-click URL goes to the unsubscribe page in Arabic.
      const redirect = await fetch(`${server.url}/api/newsletter/unsubscribe?token=${unsubscribeToken}&lang=ar`, { redirect: 'manual' });
      expect(redirect.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${unsubscribeToken}&lang=ar`);
    });

    it('writes each language its e-mail (Malay, Chinese, Hindi), and a new sign-up in another language is answered in that one', async () => {
      const signUp = async (email: string, locale: string) => {
        await database.db('newsletter_subscriptions').where({ email }).update({ confirmation_sent_at: toDbTime(database.db, new Date(Date.now() - 60 * 60 * 1000)) });
        expect((await postJson(`${server.url}/api/newsletter/subscribe`, { email, locale })).status).toBe(200);
        return (await confirmations(email)).at(-1)!;
      };
      expect((await signUp('siti@example.com', 'ms')).subject).toBe('Sila sahkan langganan anda kepada surat berita Joognoo');
      expect((await signUp('wei@example.com', 'zh-Hans-CN')).text).toContain('（仅可使用一次，7 天内有效）');
      expect((await signUp('asha@example.com', 'hi-IN')).text).toContain('(यह केवल एक बार, 7 दिनों तक काम करता है)');
      expect(await row('asha@example.com')).toMatchObject({ locale: 'hi' });
      // Signing up again (the interval passed) from an English page: the new e-mail is English.
      const again = await signUp('asha@example.com', 'en-GB');
      expect(again.subject).toBe('Please confirm your subscription to the Joognoo newsletter');
      expect(again.text).not.toContain('lang=');
      expect(await row('asha@example.com')).toMatchObject({ locale: 'en' });
    });

    it('refuses a locale that is not a language tag with 400 locale.invalid and stores nothing', async () => {
      const response = await postJson(`${server.url}/api/newsletter/subscribe`, { email: 'x@example.com', locale: 'klingon please' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Please correct the highlighted fields.',
        errors: { locale: 'Please send a BCP 47 language tag, such as en or ar-AE.' },
        codes: { locale: { code: 'locale.invalid' } },
      });
      expect(await row('x@example.com')).toBeUndefined();
    });

    it('queues one e-mail when the same address arrives concurrently', async () => {
      const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe('race@example.com')));
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
      expect(await confirmations('race@example.com')).toHaveLength(1);
    });

    it('queues one e-mail when the same address arrives concurrently with different Idempotency-Keys', async () => {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, n) => postJson(`${server.url}/api/newsletter/subscribe`, { email: 'keyed@example.com' }, { 'Idempotency-Key': `race-${n}-${Date.now()}` })),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      expect(await confirmations('keyed@example.com')).toHaveLength(1);
    });
  });

  describe('POST /api/newsletter/confirm', () => {
    it('confirms with the link token once; the link then answers 410 and the address stays confirmed', async () => {
      const { confirmToken } = await signUpAndRead('ann@example.com');
      const first = await confirm(confirmToken);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual(CONFIRMED);
      const confirmed = await row('ann@example.com');
      expect(confirmed).toMatchObject({ status: 'confirmed', confirm_token_hash: null, confirm_expires_at: null });
      expect(confirmed.confirmed_at).not.toBeNull();

      const again = await confirm(confirmToken);
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual(LINK_USED);
      expect((await row('ann@example.com')).status).toBe('confirmed');
    });

    it('refuses an expired link with 410 and leaves the address pending', async () => {
      const { confirmToken } = await signUpAndRead('late@example.com');
      await database.db('newsletter_subscriptions')
        .where({ email: 'late@example.com' })
        .update({ confirm_expires_at: toDbTime(database.db, new Date(Date.now() - 1000)) });
      const response = await confirm(confirmToken);
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual(LINK_USED);
      expect((await row('late@example.com')).status).toBe('pending');
    });

    it.each([['garbage'], ['A'.repeat(43)], ['x'.repeat(5000)]])('refuses the token %s with 410 and changes nothing', async (token) => {
      await signUpAndRead('ann@example.com');
      const response = await confirm(token);
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual(LINK_USED);
      expect((await row('ann@example.com')).status).toBe('pending');
    });

    it.each([[undefined], [''], [42]])('answers 400 for the token %j', async (token) => {
      const response = await confirm(token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { token: 'Token is required' }, codes: { token: { code: 'token.required' } } });
    });

    it.each([
      ['text/plain', '{"token":"x"}', 415],
      ['application/x-www-form-urlencoded', 'token=x', 415],
      ['application/json', '{"token":', 400],
      ['application/json', '[]', 400],
      ['application/json', '{"token":{"$ne":null}}', 400],
      ['application/json', '{"token":["a"]}', 400],
      ['application/json', '{"__proto__":{"token":"x"}}', 400],
      ['application/json', `{"token":"${'x'.repeat(200 * 1024)}"}`, 413],
    ])('refuses a %s body %#, for both link endpoints, with %i and changes nothing', async (type, body, status) => {
      await signUpAndRead('ann@example.com');
      for (const path of ['confirm', 'unsubscribe']) {
        const response = await fetch(`${server.url}/api/newsletter/${path}`, { method: 'POST', headers: { 'content-type': type }, body });
        expect(response.status).toBe(status);
        expect(Object.keys(await response.json())).toContain('message');
      }
      expect((await row('ann@example.com')).status).toBe('pending');
    });

    it('cannot confirm with the unsubscribe token', async () => {
      const { unsubscribeToken } = await signUpAndRead('ann@example.com');
      expect((await confirm(unsubscribeToken)).status).toBe(410);
    });
  });

  describe('a repeated sign-up', () => {
    it('of a confirmed address answers the same and sends nothing new', async () => {
      const { confirmToken } = await signUpAndRead('ann@example.com');
      await confirm(confirmToken);
      const before = await row('ann@example.com');
      for (const email of ['ann@example.com', 'ANN@example.com']) {
        const response = await subscribe(email);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(THANKS);
      }
      expect(await confirmations('ann@example.com')).toHaveLength(1);
      expect(await row('ann@example.com')).toEqual(before);
    });

    it('of a pending address sends nothing within 10 minutes, then a new link that replaces the old one', async () => {
      const first = await signUpAndRead('ann@example.com');
      expect(await (await subscribe('ann@example.com')).json()).toEqual(THANKS);
      expect(await confirmations('ann@example.com')).toHaveLength(1);

      await database.db('newsletter_subscriptions')
        .where({ email: 'ann@example.com' })
        .update({ confirmation_sent_at: toDbTime(database.db, new Date(Date.now() - 10 * 60_000 - 1000)) });
      const second = await signUpAndRead('ann@example.com');
      expect(await confirmations('ann@example.com')).toHaveLength(2);
      expect(second.confirmToken).not.toBe(first.confirmToken);
      expect(second.unsubscribeToken).toBe(first.unsubscribeToken);
      expect((await confirm(first.confirmToken)).status).toBe(410);
      expect((await confirm(second.confirmToken)).status).toBe(200);
    });

    it('of an unsubscribed address makes it pending again with a new confirmation e-mail', async () => {
      const first = await signUpAndRead('ann@example.com');
      await confirm(first.confirmToken);
      expect((await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: first.unsubscribeToken })).status).toBe(200);
      const second = await signUpAndRead('ann@example.com');
      expect(await confirmations('ann@example.com')).toHaveLength(2);
      expect((await row('ann@example.com')).status).toBe('pending');
      expect(second.unsubscribeToken).toBe(first.unsubscribeToken);
      expect((await confirm(second.confirmToken)).status).toBe(200);
      expect((await row('ann@example.com')).status).toBe('confirmed');
    });

    it('whose stored unsubscribe token no longer decrypts (the keys changed) gets a new link, not an error', async () => {
      const first = await signUpAndRead('ann@example.com');
      const stored = (await row('ann@example.com')).unsubscribe_token_encrypted as string;
      // The same value under a key id this server does not have, as after a lost key file.
      await database.db('newsletter_subscriptions')
        .where({ email: 'ann@example.com' })
        .update({
          unsubscribe_token_encrypted: stored.replace(/^v1:[^:]+:/, 'v1:lost-key:'),
          confirmation_sent_at: toDbTime(database.db, new Date(Date.now() - 10 * 60_000 - 1000)),
        });
      const second = await signUpAndRead('ann@example.com');
      expect(second.unsubscribeToken).not.toBe(first.unsubscribeToken);
      expect((await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: first.unsubscribeToken })).status).toBe(404);
      expect((await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: second.unsubscribeToken })).status).toBe(200);
      expect((await row('ann@example.com')).status).toBe('unsubscribed');
    });
  });

  describe('POST /api/newsletter/unsubscribe', () => {
    /** What a mail provider sends for RFC 8058: the List-Unsubscribe URL, a form body, no cookies, no Origin. */
    const oneClick = (url: string, body: BodyInit = new URLSearchParams({ 'List-Unsubscribe': 'One-Click' })) =>
      fetch(url, { method: 'POST', body, redirect: 'manual' });
    const headerUrl = (mail: QueuedEmail) => /^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!.replace(SITE, server.url);

    it('ends a confirmed subscription with the one-click POST of RFC 8058 (form-encoded)', async () => {
      const { mail, confirmToken } = await signUpAndRead('ann@example.com');
      await confirm(confirmToken);
      const response = await oneClick(headerUrl(mail));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(UNSUBSCRIBED);
      const left = await row('ann@example.com');
      expect(left.status).toBe('unsubscribed');
      expect(left.unsubscribed_at).not.toBeNull();
      // A repeat (mail programs retry) answers the same.
      expect((await oneClick(headerUrl(mail))).status).toBe(200);
      expect((await row('ann@example.com')).status).toBe('unsubscribed');
    });

    it('accepts the multipart/form-data one-click body as well, and a pending address stops being confirmable', async () => {
      const { mail, confirmToken } = await signUpAndRead('ann@example.com');
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const response = await oneClick(headerUrl(mail), form);
      expect(response.status).toBe(200);
      expect((await row('ann@example.com')).status).toBe('unsubscribed');
      expect((await confirm(confirmToken)).status).toBe(410);
    });

    it('takes { token } as JSON from the site page', async () => {
      const { unsubscribeToken, confirmToken } = await signUpAndRead('ann@example.com');
      await confirm(confirmToken);
      const response = await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: unsubscribeToken }, { Origin: SITE });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(UNSUBSCRIBED);
      expect((await row('ann@example.com')).status).toBe('unsubscribed');
    });

    it('answers 404 for an unknown or malformed token and changes nothing', async () => {
      const { confirmToken } = await signUpAndRead('ann@example.com');
      for (const response of [
        await oneClick(`${server.url}/api/newsletter/unsubscribe?token=${'B'.repeat(43)}`),
        await oneClick(`${server.url}/api/newsletter/unsubscribe?token=nope`),
        await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: confirmToken }),
      ]) {
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(UNSUBSCRIBE_INVALID);
      }
      expect((await row('ann@example.com')).status).toBe('pending');
    });

    it('sends a GET of the List-Unsubscribe URL to the site page (303) and changes nothing', async () => {
      const { mail } = await signUpAndRead('ann@example.com');
      const url = headerUrl(mail);
      const response = await fetch(url, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${new URL(url).searchParams.get('token')}`);
      expect((await row('ann@example.com')).status).toBe('pending');
    });

    it('refuses a form body without a token in the URL (415) and a foreign Origin (403)', async () => {
      const { unsubscribeToken } = await signUpAndRead('ann@example.com');
      expect((await oneClick(`${server.url}/api/newsletter/unsubscribe`)).status).toBe(415);
      const foreign = await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: unsubscribeToken }, { Origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect((await row('ann@example.com')).status).toBe('pending');
    });
  });

  describe('webhook events for CRMs', () => {
    /** The webhook deliveries of `email`: [kind, data] in the order queued. */
    async function events(email: string) {
      const rows = await database.db('deliveries').where({ person_email: email, channel: 'webhook' }).orderBy('created_at').select('kind', 'status', 'subject_type', 'payload');
      return rows.map((delivery) => {
        const event = JSON.parse(delivery.payload);
        expect(delivery).toMatchObject({ kind: event.type, status: 'pending', subject_type: 'newsletter_subscription' });
        return [event.type, event.data];
      });
    }

    beforeEach(async () => {
      await saveWebhookEndpoint(database.db, database.config.integrationKeys, { name: 'crm', url: 'https://crm.example/hook', secret: 's', events: ['*'], enabled: true });
    });

    it('queues newsletter.confirmed once when the link confirms, and newsletter.unsubscribed once when it ends', async () => {
      await database.db('newsletter_subscriptions').insert({ email: 'ann@example.com', source: 'blog', origin: 'https://partner.example', created_at: toDbTime(database.db, new Date()) });
      const { confirmToken, unsubscribeToken } = await signUpAndRead('ann@example.com');
      expect(await events('ann@example.com')).toEqual([]);

      const before = Date.now();
      expect((await confirm(confirmToken)).status).toBe(200);
      expect((await confirm(confirmToken)).status).toBe(410);
      const confirmed = await events('ann@example.com');
      expect(confirmed).toEqual([['newsletter.confirmed', { email: 'ann@example.com', source: 'blog', origin: 'https://partner.example', locale: 'en', confirmedAt: expect.any(String) }]]);
      const confirmedAt = Date.parse((confirmed[0]![1] as { confirmedAt: string }).confirmedAt);
      expect(confirmedAt).toBeGreaterThanOrEqual(before - 5);
      expect(confirmedAt).toBe(new Date((await row('ann@example.com')).confirmed_at).getTime());

      for (let n = 0; n < 2; n++) {
        expect((await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: unsubscribeToken })).status).toBe(200);
      }
      const all = await events('ann@example.com');
      expect(all).toHaveLength(2);
      expect(all[1]).toEqual(['newsletter.unsubscribed', { email: 'ann@example.com', source: 'blog', origin: 'https://partner.example', locale: 'en', unsubscribedAt: expect.any(String) }]);
      expect(Date.parse((all[1]![1] as { unsubscribedAt: string }).unsubscribedAt)).toBe(new Date((await row('ann@example.com')).unsubscribed_at).getTime());
    });

    it('queues nothing for a refused link', async () => {
      await signUpAndRead('ann@example.com');
      expect((await confirm('A'.repeat(43))).status).toBe(410);
      expect((await postJson(`${server.url}/api/newsletter/unsubscribe`, { token: 'B'.repeat(43) })).status).toBe(404);
      expect(await events('ann@example.com')).toEqual([]);
    });
  });
});
