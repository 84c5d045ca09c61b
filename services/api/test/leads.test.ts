import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows, createTestDatabase, dialects, postJson, startTestServer, type TestDatabase, type TestServer } from './helpers.ts';

const INVALID = 'Please correct the highlighted fields.';

const valid = {
  home: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    company: 'Acme',
    interest: 'xcelerate-dev',
    consent: true,
  },
  about: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    company: 'Acme',
    interest: 'joognoo-green',
    message: 'We would like a demo.',
    consent: true,
  },
  contact: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    company: 'A',
    interest: 'engineering',
    message: 'We would like a demo.',
    consent: true,
  },
} as const;

/** Every validation rule of each form: the field, a failing value, the exact message, its code. */
const rules = {
  home: [
    ['firstName', 'A', 'First name is required', { code: 'firstName.required' }],
    ['lastName', ' B ', 'Last name is required', { code: 'lastName.required' }],
    ['email', 'not-an-email', 'Please enter a valid email address', { code: 'email.invalidTerse' }],
    ['company', 'X', 'Company name is required', { code: 'company.requiredTerse' }],
    ['interest', '', 'Please select an option', { code: 'interest.required' }],
    ['consent', false, 'You must agree to receive communications', { code: 'consent.communications' }],
  ],
  about: [
    ['firstName', 'A', 'First name must be at least 2 characters.', { code: 'firstName.tooShort', values: { min: 2 } }],
    ['lastName', 'B', 'Last name must be at least 2 characters.', { code: 'lastName.tooShort', values: { min: 2 } }],
    ['company', 'X', 'Company name must be at least 2 characters.', { code: 'company.tooShort', values: { min: 2 } }],
    ['email', 'a@b', 'Please enter a valid email address.', { code: 'email.invalid' }],
    ['interest', '', 'Please select an area of interest.', { code: 'interest.areaRequired' }],
    ['message', 'Too short', 'Message must be at least 10 characters.', { code: 'message.tooShort', values: { min: 10 } }],
    ['consent', false, 'You must consent to our privacy policy', { code: 'consent.privacyPolicy' }],
  ],
  contact: [
    ['firstName', 'A', 'First name must be at least 2 characters.', { code: 'firstName.tooShort', values: { min: 2 } }],
    ['lastName', 'B', 'Last name must be at least 2 characters.', { code: 'lastName.tooShort', values: { min: 2 } }],
    ['company', '  ', 'Company name is required.', { code: 'company.required' }],
    ['email', 'ann at example.com', 'Please enter a valid email address.', { code: 'email.invalid' }],
    ['interest', 'xcelerate-dev', 'Please select an area of interest.', { code: 'interest.areaRequired' }],
    ['message', 'short', 'Message must be at least 10 characters.', { code: 'message.tooShort', values: { min: 10 } }],
    ['consent', false, 'You must agree to be contacted.', { code: 'consent.contact' }],
  ],
} as const;

describe.each(dialects)('leads on %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database.db, { ...database.config, embedOrigins: ['https://partner.example'] });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  beforeEach(async () => {
    await database.db('contact_requests').truncate();
    await database.db('newsletter_subscriptions').truncate();
  });

  const contact = (body: unknown, headers?: Record<string, string>) => postJson(`${server.url}/api/contact`, body, headers);
  const subscribe = (body: unknown) => postJson(`${server.url}/api/newsletter/subscribe`, body);

  describe('POST /api/contact', () => {
    it('stores a lead with one rate-counter statement per counter (the address, the form ceiling) and one transaction (fewer round trips)', async () => {
      expect((await contact({ ...valid.contact, form: 'contact', email: 'warm-up@example.com' })).status).toBe(201); // past the once-a-minute cleanup
      const statements: string[] = [];
      const listener = (query: { sql: string }) => void statements.push(query.sql.toLowerCase());
      database.db.on('query', listener);
      try {
        expect((await contact({ ...valid.contact, form: 'contact' })).status).toBe(201);
      } finally {
        database.db.off('query', listener);
      }
      // One atomic statement each: the address's counter and the form's site-wide ceiling.
      expect(statements.filter((sql) => sql.includes('rate_limits'))).toHaveLength(2);
      expect(statements.filter((sql) => /^(begin|start transaction)/.test(sql.trim()))).toHaveLength(1);
      expect(statements.filter((sql) => sql.trim().startsWith('commit'))).toHaveLength(1);
      // The two counters, BEGIN, the lead, its e-mail in the outbox, the webhook endpoints, COMMIT.
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
      expect(await countRows(database.db, 'contact_requests')).toBe(2);
    });

    for (const form of ['home', 'about', 'contact'] as const) {
      describe(`given the ${form} form`, () => {
        it.each(rules[form].map(([field, value, message, code]) => ({ field, value, message, code })))(
          'when $field is $value it answers 400 "$message" with its code and writes nothing',
          async ({ field, value, message, code }) => {
            const response = await contact({ ...valid[form], form, [field]: value });
            expect(response.status).toBe(400);
            expect(await response.json()).toEqual({ message: INVALID, errors: { [field]: message }, codes: { [field]: code } });
            expect(await countRows(database.db, 'contact_requests')).toBe(0);
          },
        );

        it('when every field is missing it names each one', async () => {
          const response = await contact({ form });
          const body = await response.json();
          expect(response.status).toBe(400);
          expect(body.errors).toEqual(Object.fromEntries(rules[form].map(([field, , message]) => [field, message])));
          expect(body.codes).toEqual(Object.fromEntries(rules[form].map(([field, , , code]) => [field, code])));
          expect(await countRows(database.db, 'contact_requests')).toBe(0);
        });
      });
    }

    it('allows the home form without a message', async () => {
      const response = await contact({ ...valid.home, form: 'home' });
      expect(response.status).toBe(201);
    });

    it('applies the /contact rules when no form is given', async () => {
      const response = await contact({ ...valid.home });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({
        interest: 'Please select an area of interest.',
        message: 'Message must be at least 10 characters.',
      });
    });

    it('refuses an unknown form or an oversized source before the fields, and writes nothing', async () => {
      let response = await contact({ ...valid.contact, form: 'careers' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID, errors: { form: 'Unknown contact form.' }, codes: { form: { code: 'form.unknown' } } });
      response = await contact({ ...valid.contact, source: 's'.repeat(201) });
      expect(await response.json()).toEqual({
        message: INVALID,
        errors: { source: 'Source must be at most 200 characters.' },
        codes: { source: { code: 'source.tooLong', values: { max: 200 } } },
      });
      response = await contact({ ...valid.contact, service: 42 });
      expect(await response.json()).toEqual({ message: INVALID, errors: { service: 'Invalid service.' }, codes: { service: { code: 'service.invalid' } } });
      expect(await countRows(database.db, 'contact_requests')).toBe(0);
    });

    it('stores the language a locale tag reaches (a shipped one, else English), and refuses what is not a tag', async () => {
      for (const [locale, stored] of [
        ['ar-AE', 'ar'],
        ['ms', 'ms'],
        ['zh-Hans-CN', 'zh'],
        ['hi-IN', 'hi'],
        ['de-DE', 'en'],
        ['', 'en'],
        [undefined, 'en'],
      ] as const) {
        const email = `${stored}-${locale ?? 'none'}@example.com`.toLowerCase();
        expect((await contact({ ...valid.contact, email, locale })).status).toBe(201);
        expect(await database.db('contact_requests').where({ email }).first('locale')).toEqual({ locale: stored });
      }
      for (const locale of ['not a tag', 42, 'x'.repeat(65)]) {
        const response = await contact({ ...valid.contact, email: 'bad-locale@example.com', locale });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: INVALID,
          errors: { locale: 'Please send a BCP 47 language tag, such as en or ar-AE.' },
          codes: { locale: { code: 'locale.invalid' } },
        });
      }
      expect(await database.db('contact_requests').where({ email: 'bad-locale@example.com' }).first()).toBeUndefined();
    });

    it('commits a valid request with its form kind, source, service and Origin, then answers 201 {ok: true}', async () => {
      const response = await contact(
        { ...valid.about, firstName: '  Ann  ', form: 'about', source: 'partner-page', service: 'academy' },
        { Origin: 'https://partner.example' },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true });
      const rows = await database.db('contact_requests').select('*');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form: 'about',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        company: 'Acme',
        interest: 'joognoo-green',
        message: 'We would like a demo.',
        source: 'partner-page',
        service: 'academy',
        origin: 'https://partner.example',
      });
      expect(Number(rows[0].consent)).toBe(1);
      expect(rows[0].created_at).toBeTruthy();
    });

    it('stores a request without Origin, source or service with defaults', async () => {
      expect((await contact({ ...valid.contact })).status).toBe(201);
      const [row] = await database.db('contact_requests').select('*');
      expect(row).toMatchObject({ form: 'contact', source: '', service: '', origin: null });
    });
  });

  describe('POST /api/newsletter/subscribe', () => {
    it.each([
      [{}, 'Email is required', 'email.required'],
      [{ email: '' }, 'Email is required', 'email.required'],
      [{ email: '   ' }, 'Email is required', 'email.required'],
      [{ email: 'a b@c.de' }, 'Please enter a valid email address', 'email.invalidTerse'],
      [{ email: 'no-at-sign' }, 'Please enter a valid email address', 'email.invalidTerse'],
      [{ email: `${'a'.repeat(250)}@b.co` }, 'Please enter a valid email address', 'email.invalidTerse'],
    ])('refuses %j with 400 "%s" (%s) and writes nothing', async (body, message, code) => {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID, errors: { email: message }, codes: { email: { code } } });
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(0);
    });

    it('subscribes an address once; a repeat (any case) is a success and adds no row', async () => {
      const thanks = { ok: true, message: 'Thank you for subscribing to our newsletter!' };
      for (const email of ['Ann@Example.com', 'ann@example.com', ' ANN@EXAMPLE.COM ']) {
        const response = await subscribe({ email });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(thanks);
      }
      const rows = await database.db('newsletter_subscriptions').select('email');
      expect(rows).toEqual([{ email: 'ann@example.com' }]);
    });

    it('stays at one row when the same address arrives concurrently', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email: 'race@example.com' })));
      expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(await countRows(database.db, 'newsletter_subscriptions')).toBe(1);
    });
  });
});
