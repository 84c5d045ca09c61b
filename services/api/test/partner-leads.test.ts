import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadAttribution } from '@joognoo/schemas';
import type { Config } from '../src/config.ts';
import { syncConfiguredEndpoint } from '../src/delivery/store/endpoints.ts';
import { WEBHOOK_TARGET_REFUSED } from '../src/delivery/webhook.ts';
import { createDeliveryWorker, type DeliveryWorker } from '../src/delivery/worker.ts';
import { partnersRepository } from '../src/partners/store.ts';
import { silentLogger } from '../src/logger.ts';
import { contactLead, countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';
import { SmtpReceiver, WebhookReceiver } from './receivers.ts';

const SITE = 'https://joognoo.example';
const COMPANY_EMBED = 'https://events.joognoo.example';
const SHOP = 'https://shop.acme.example';
const OTHER = 'https://blog.acme.example';
const DOCS = `${SITE}/developers/widgets#allow-listing`;
const COMPANY_SECRET = 'whsec_company_0123456789abcdef';
const ACME_SECRET = 'whsec_acme_fedcba9876543210';
const FIX_HINT = "(or add it to EMBED_ORIGINS for the company's own sites)";

const lead = contactLead();

const attribution = {
  pageUrl: 'https://shop.acme.example/tools?utm_source=news&utm_campaign=q4#contact',
  referrer: 'https://search.example/?q=joognoo',
  utm_source: ' news ',
  utm_medium: 'email',
  utm_campaign: 'q4',
  utm_term: '',
  utm_content: 'x'.repeat(250),
};

/** What `attribution` is stored and delivered as (cleanAttribution of @joognoo/schemas). */
const cleaned = {
  pageUrl: 'https://shop.acme.example/tools?utm_source=news&utm_campaign=q4',
  referrer: 'https://search.example/?q=joognoo',
  utm_source: 'news',
  utm_medium: 'email',
  utm_campaign: 'q4',
  utm_term: null,
  utm_content: 'x'.repeat(200),
};

const noAttribution: LeadAttribution = { pageUrl: null, referrer: null, utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

const columns = (values: LeadAttribution) => ({
  page_url: values.pageUrl,
  referrer: values.referrer,
  utm_source: values.utm_source,
  utm_medium: values.utm_medium,
  utm_campaign: values.utm_campaign,
  utm_term: values.utm_term,
  utm_content: values.utm_content,
});

describe.each(dialects)('partners, registration and attribution on %s', (dialect) => {
  let database: TestDatabase;
  let config: Config;
  let server: TestServer;
  let smtp: SmtpReceiver;
  let company: WebhookReceiver;
  let acme: WebhookReceiver;
  let worker: DeliveryWorker;
  let clock: Date;

  const contact = (body: unknown, headers: Record<string, string> = {}) => postJson(`${server.url}/api/contact`, body, headers);
  const subscribe = (body: unknown, headers: Record<string, string> = {}) => postJson(`${server.url}/api/newsletter/subscribe`, body, headers);
  const partners = () => partnersRepository(database.db, config.integrationKeys);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    smtp = await SmtpReceiver.start();
    company = await WebhookReceiver.start(COMPANY_SECRET);
    acme = await WebhookReceiver.start(ACME_SECRET);
    config = {
      ...database.config,
      siteUrl: SITE,
      siteOrigin: SITE,
      embedOrigins: [COMPANY_EMBED],
      mail: { ...database.config.mail, smtpUrl: smtp.url },
      leadWebhook: { url: company.url, secret: COMPANY_SECRET },
    };
    await syncConfiguredEndpoint(database.db, config.integrationKeys, config.leadWebhook);
    await partners().create('acme', {
      name: 'Acme Reseller',
      origins: [SHOP],
      leadEmail: 'leads@acme.example',
      webhookUrl: acme.url,
      webhookSecret: ACME_SECRET,
    });
    await partners().create('globex', { name: 'Globex', origins: ['https://globex.example'] });
    await partners().create('sleepy', { name: 'Sleepy Co', origins: [OTHER], leadEmail: 'leads@sleepy.example', active: false });
    server = await startTestServer(database.db, config);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await company?.stop();
    await acme?.stop();
    await database?.drop();
  });
  beforeEach(async () => {
    for (const table of ['delivery_attempts', 'deliveries', 'contact_requests', 'newsletter_subscriptions', 'rate_limits', 'idempotency_keys']) {
      await database.db(table).delete();
    }
    smtp.messages.length = 0;
    company.received.length = 0;
    acme.received.length = 0;
    acme.status = 200;
    clock = new Date(Date.now() + 10_000);
    worker = createDeliveryWorker({ db: database.db, config, logger: silentLogger, now: () => clock, random: () => 0.5 });
  });
  afterEach(async () => worker.stop());

  describe('registration of public writes', () => {
    it("accepts a write from an active partner's origin that names the partner", async () => {
      const response = await contact({ ...lead, partner: 'acme' }, { Origin: SHOP });
      expect(response.status).toBe(201);
      expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
      expect((await subscribe({ email: 'reader@example.com', partner: 'acme' }, { Origin: SHOP })).status).toBe(200);
      expect(await countRows(database.db, 'contact_requests')).toBe(1);
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
    });

    it("refuses the partner's page when the body names no partner, naming the origin and the fix", async () => {
      const response = await contact(lead, { Origin: SHOP });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBe(SHOP);
      expect(await response.json()).toEqual({
        code: 'origin_not_registered',
        message:
          `The origin ${SHOP} is not registered. On a partner's page give the widget partner="<id>" and add the origin with: ` +
          `pnpm --filter @joognoo/api partner:update --id <id> --add-origin ${SHOP} ${FIX_HINT}. See ${DOCS}.`,
        origin: SHOP,
        docs: DOCS,
      });
    });

    it("refuses an origin the partner has not registered, with the command that adds it, and stores, claims and counts nothing", async () => {
      const response = await contact({ ...lead, partner: 'acme' }, { Origin: 'HTTPS://Blog.Acme.Example', 'Idempotency-Key': 'k-1' });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBe(OTHER);
      expect(await response.json()).toEqual({
        code: 'origin_not_registered',
        message:
          `The origin ${OTHER} is not registered for partner "acme". Add it with: ` +
          `pnpm --filter @joognoo/api partner:update --id acme --add-origin ${OTHER} ${FIX_HINT}. See ${DOCS}.`,
        origin: OTHER,
        docs: DOCS,
      });
      const newsletter = await subscribe({ email: 'reader@example.com', partner: 'acme' }, { Origin: OTHER });
      expect(newsletter.status).toBe(403);
      expect((await newsletter.json()).code).toBe('origin_not_registered');
      for (const table of ['contact_requests', 'newsletter_subscriptions', 'idempotency_keys', 'rate_limits', 'deliveries']) {
        expect(await countRows(database.db, table)).toBe(0);
      }
    });

    it('refuses a write for an unknown partner, saying how to create it', async () => {
      const response = await contact({ ...lead, partner: 'initech' }, { Origin: SHOP });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(
        `The origin ${SHOP} is not registered: there is no partner "initech". Create it with: ` +
          `pnpm --filter @joognoo/api partner:create --id initech --name "<name>" --origin ${SHOP} ${FIX_HINT}. See ${DOCS}.`,
      );
    });

    it('refuses a write for an inactive partner, even from its own origin, saying how to activate it', async () => {
      const response = await contact({ ...lead, partner: 'sleepy' }, { Origin: OTHER });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe(
        `The origin ${OTHER} is not registered: partner "sleepy" is not active. Activate it with: ` +
          `pnpm --filter @joognoo/api partner:update --id sleepy --active ${FIX_HINT}. See ${DOCS}.`,
      );
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('follows a partner:update at once: a newly added origin may write', async () => {
      expect((await contact({ ...lead, partner: 'globex' }, { Origin: 'https://www.globex.example' })).status).toBe(403);
      await partners().update('globex', { origins: ['https://globex.example', 'https://www.globex.example'] });
      expect((await contact({ ...lead, partner: 'globex' }, { Origin: 'https://www.globex.example' })).status).toBe(201);
    });

    it.each([['Not A Slug'], [42], ['-acme']])('answers an invalid partner id %j with 400 Unknown partner., from any origin or none', async (partner) => {
      for (const headers of [{ Origin: SHOP }, { Origin: SITE }, {}] as Record<string, string>[]) {
        const response = await contact({ ...lead, partner }, headers);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { partner: 'Unknown partner.' }, codes: { partner: { code: 'partner.unknown' } } });
      }
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('answers a well-formed partner id that names no partner 400 on a registered origin (the lead is not stored under a missing partner)', async () => {
      const response = await subscribe({ email: 'reader@example.com', partner: 'initech' }, { Origin: SITE });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'Please correct the highlighted fields.', errors: { partner: 'Unknown partner.' }, codes: { partner: { code: 'partner.unknown' } } });
    });

    it("lets the site, EMBED_ORIGINS and Origin-less callers write without a partner, and stores a registered origin's partner", async () => {
      expect((await contact(lead, { Origin: SITE })).status).toBe(201);
      expect((await contact(lead, { Origin: COMPANY_EMBED })).status).toBe(201);
      expect((await contact({ ...lead, partner: 'sleepy' })).status).toBe(201);
      const rows = await database.db('contact_requests').orderBy('id').select('origin', 'partner_id');
      expect(rows).toEqual([
        { origin: SITE, partner_id: null },
        { origin: COMPANY_EMBED, partner_id: null },
        { origin: null, partner_id: 'sleepy' },
      ]);
    });
  });

  describe('attribution', () => {
    it('stores the partner and the cleaned attribution of a contact request', async () => {
      expect((await contact({ ...lead, partner: 'acme', attribution }, { Origin: SHOP, Referer: 'https://elsewhere.example/' })).status).toBe(201);
      const row = await database.db('contact_requests').first();
      expect(row).toMatchObject({ partner_id: 'acme', origin: SHOP, ...columns(cleaned) });
    });

    it('falls back to the Referer for the page URL when the body has none, and ignores an attribution it cannot use', async () => {
      expect((await contact({ ...lead, attribution: 'nonsense' }, { Origin: SITE, Referer: `${SITE}/contact?x=1#form` })).status).toBe(201);
      expect((await contact({ ...lead, attribution: { pageUrl: 'javascript:alert(1)', utm_source: 7 } }, { Origin: SITE })).status).toBe(201);
      const rows = await database.db('contact_requests').orderBy('id');
      expect(rows[0]).toMatchObject({ partner_id: null, ...columns({ ...noAttribution, pageUrl: `${SITE}/contact?x=1` }) });
      expect(rows[1]).toMatchObject(columns(noAttribution));
    });

    it('keeps the partner and attribution of the first sign-up of an address', async () => {
      expect((await subscribe({ email: 'Reader@Example.com', partner: 'acme', attribution }, { Origin: SHOP })).status).toBe(200);
      expect(
        (await subscribe({ email: 'reader@example.com', attribution: { pageUrl: `${SITE}/blog`, utm_source: 'site' } }, { Origin: SITE })).status,
      ).toBe(200);
      const rows = await database.db('newsletter_subscriptions').select();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'reader@example.com', partner_id: 'acme', origin: SHOP, ...columns(cleaned) });
    });

    it('stores a sign-up without attribution with nulls, its page URL from the Referer', async () => {
      expect((await subscribe({ email: 'plain@example.com' }, { Referer: `${SITE}/blog/post#top` })).status).toBe(200);
      const row = await database.db('newsletter_subscriptions').first();
      expect(row).toMatchObject({ partner_id: null, ...columns({ ...noAttribution, pageUrl: `${SITE}/blog/post` }) });
    });
  });

  describe("delivery to the partner", () => {
    it("sends a partner's lead to sales, the company webhook, the partner's e-mail and the partner's webhook signed with its own secret", async () => {
      expect((await contact({ ...lead, partner: 'acme', attribution }, { Origin: SHOP })).status).toBe(201);
      const row = await database.db('contact_requests').first();
      const rows = await database.db('deliveries').orderBy(['channel', 'partner_id']).select('channel', 'kind', 'partner_id', 'endpoint_id', 'subject_id');
      expect(rows.map((delivery) => [delivery.channel, delivery.kind, delivery.partner_id, delivery.endpoint_id === null ? null : 'endpoint'])).toEqual([
        ['email', 'lead.email', null, null],
        ['email', 'lead.email', null, null],
        ['webhook', 'lead.created', null, 'endpoint'],
        ['webhook', 'lead.created', 'acme', null],
      ]);
      expect(await worker.drain()).toBe(4);

      expect(company.received).toHaveLength(1);
      expect(acme.received).toHaveLength(1);
      const [ours] = company.received as [(typeof company.received)[0]];
      const [theirs] = acme.received as [(typeof acme.received)[0]];
      expect(ours.signatureValid).toBe(true);
      // The receiver checks the signature with ACME_SECRET: the partner's own secret signed it.
      expect(theirs.signatureValid).toBe(true);
      expect(theirs.event.type).toBe('lead.created');
      expect(theirs.deliveryId).not.toBe(ours.deliveryId);
      const expected = {
        id: Number(row.id),
        kind: 'contact',
        form: 'contact',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        company: 'Acme',
        interest: 'engineering',
        interestLabel: 'Engineering Accelerators',
        locale: 'en',
        message: 'We would like a demo.',
        consent: true,
        source: '',
        service: '',
        origin: SHOP,
        partner: { id: 'acme', name: 'Acme Reseller' },
        ...cleaned,
        createdAt: ours.event.createdAt,
      };
      expect(ours.event.data).toEqual(expected);
      expect(theirs.event.data).toEqual(expected);

      const recipients = smtp.messages.map((mail) => mail.envelopeTo).sort();
      expect(recipients).toEqual([['leads@acme.example'], ['sales@joognoo.test']]);
      for (const mail of smtp.messages) {
        expect(mail.parsed.subject).toBe('New lead from the Contact page form: Ann Lee, Acme');
        for (const line of [
          'Partner: Acme Reseller (acme)',
          `Page: ${cleaned.pageUrl}`,
          `Referrer: ${cleaned.referrer}`,
          'utm_source: news',
          'utm_medium: email',
          'utm_campaign: q4',
          'utm_term: (none)',
          `utm_content: ${'x'.repeat(200)}`,
        ]) {
          expect(mail.parsed.text).toContain(line);
        }
      }
    });

    it("retries the partner's webhook like any other and dead-letters it when the partner is deactivated", async () => {
      acme.status = 503;
      await contact({ ...lead, partner: 'acme' }, { Origin: SHOP });
      await worker.drain();
      let delivery = await database.db('deliveries').where({ partner_id: 'acme' }).first();
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Webhook answered 503' });
      acme.status = 200;
      clock = new Date(clock.getTime() + 30_000);
      expect(await worker.drain()).toBe(1);
      delivery = await database.db('deliveries').where({ id: delivery.id }).first();
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(acme.received.filter((hook) => hook.signatureValid)).toHaveLength(2);

      acme.status = 503;
      await contact({ ...lead, partner: 'acme' }, { Origin: SHOP });
      await worker.drain();
      await partners().update('acme', { active: false });
      try {
        const fresh = createDeliveryWorker({ db: database.db, config, logger: silentLogger, now: () => new Date(clock.getTime() + 60_000), random: () => 0.5 });
        expect(await fresh.drain()).toBe(1);
        await fresh.stop();
        const dead = await database.db('deliveries').where({ partner_id: 'acme', status: 'dead' }).first();
        expect(dead).toMatchObject({ attempts: 2, last_error: "The partner's webhook was removed or the partner deactivated" });
      } finally {
        await partners().update('acme', { active: true });
      }
    });

    it('refuses at connect time a webhook whose host resolves to, or is, a loopback address: "target refused" recorded, no connection made', async () => {
      // As if stored before the save-time check, or a name that resolved publicly when saved and
      // now answers 127.0.0.1 (DNS rebinding): the worker resolves, checks and refuses.
      const rebound = new URL(acme.url);
      rebound.hostname = 'hooks.acme.example';
      await database.db('partners').where({ id: 'acme' }).update({ webhook_url: rebound.toString() });
      const asked: string[] = [];
      const strict = createDeliveryWorker({
        db: database.db,
        config: { ...config, webhookAllowPrivateTargets: false },
        logger: silentLogger,
        now: () => clock,
        random: () => 0.5,
        webhookResolve: async (hostname) => {
          asked.push(hostname);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      });
      const before = { acme: acme.connections, company: company.connections };
      try {
        expect((await contact({ ...lead, partner: 'acme' }, { Origin: SHOP })).status).toBe(201);
        await strict.drain();
        const hooks = await database.db('deliveries').where({ channel: 'webhook' }).orderBy('partner_id');
        // The company's LEAD_WEBHOOK_URL (http://127.0.0.1:<port>/...) is refused as it is, the partner's name after resolving it.
        expect(hooks.map((row: { partner_id: string | null; status: string; last_error: string }) => [row.partner_id, row.status, row.last_error])).toEqual([
          [null, 'dead', WEBHOOK_TARGET_REFUSED],
          ['acme', 'dead', WEBHOOK_TARGET_REFUSED],
        ]);
        expect(asked).toEqual(['hooks.acme.example']);
        expect({ acme: acme.connections, company: company.connections }).toEqual(before);
        expect(acme.received).toHaveLength(0);
        const attempts = await database.db('delivery_attempts').whereIn('delivery_id', hooks.map((row: { id: string }) => row.id));
        expect(attempts.map((attempt: { error: string; response: string | null }) => [attempt.error, attempt.response])).toEqual([
          [WEBHOOK_TARGET_REFUSED, null],
          [WEBHOOK_TARGET_REFUSED, null],
        ]);
      } finally {
        await strict.stop();
        await partners().update('acme', { webhookUrl: acme.url });
      }
    });

    it('records no connection details of a receiver that does not answer (no socket error, address or port)', async () => {
      // A receiver that hangs up on every connection (the socket error would be ECONNRESET).
      const hangUp = net.createServer((socket) => socket.destroy());
      await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
      const closed = new URL(acme.url);
      closed.port = String((hangUp.address() as AddressInfo).port);
      await partners().update('acme', { webhookUrl: closed.toString() });
      try {
        expect((await contact({ ...lead, partner: 'acme' }, { Origin: SHOP })).status).toBe(201);
        await worker.drain();
        const delivery = await database.db('deliveries').where({ partner_id: 'acme' }).first();
        expect(delivery).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Webhook POST failed: no answer from the receiver' });
        const attempt = await database.db('delivery_attempts').where({ delivery_id: delivery.id }).first();
        expect(attempt.error).toBe('Webhook POST failed: no answer from the receiver');
      } finally {
        await new Promise((resolve) => hangUp.close(resolve));
        await partners().update('acme', { webhookUrl: acme.url });
      }
    });

    it('sends nothing to a partner without e-mail and webhook, nor to an inactive one', async () => {
      expect((await contact({ ...lead, partner: 'globex' }, { Origin: 'https://globex.example' })).status).toBe(201);
      expect((await contact({ ...lead, partner: 'sleepy' })).status).toBe(201);
      const rows = await database.db('deliveries').select('channel', 'partner_id');
      expect(rows).toHaveLength(4); // sales e-mail and company webhook, for each
      expect(rows.every((row) => row.partner_id === null)).toBe(true);
      await worker.drain();
      expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([['sales@joognoo.test'], ['sales@joognoo.test']]);
      const partnersNamed = company.received.map((hook) => (hook.event.data as { partner: unknown }).partner);
      expect(partnersNamed).toEqual(expect.arrayContaining([{ id: 'globex', name: 'Globex' }, { id: 'sleepy', name: 'Sleepy Co' }]));
    });
  });
});
