import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_USAGE,
  createPartnerCommand,
  describePartner,
  listPartnersCommand,
  updatePartnerCommand,
} from '../src/commands/partners.ts';
import { partnersRepository } from '../src/partners/store.ts';
import { createTestDatabase, dialects, type TestDatabase } from './helpers.ts';
import { PRIVATE_TARGET_URLS } from './private-targets.ts';

const ACME = ['--id', 'acme', '--name', ' Acme Reseller ', '--origin', 'https://Acme.example', '--origin', 'https://shop.acme.example:8443'];

describe.each(dialects)('partner commands on %s', (dialect) => {
  let database: TestDatabase;
  const create = (args: string[]) => createPartnerCommand(database.db, database.config, args);
  const update = (args: string[]) => updatePartnerCommand(database.db, database.config, args);
  const row = (id: string) => database.db('partners').where({ id }).first();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('creates an active partner with its origins normalised, no e-mail and no webhook', async () => {
    const result = await create(ACME);
    expect(result).toEqual({
      partner: {
        id: 'acme',
        name: 'Acme Reseller',
        origins: ['https://acme.example', 'https://shop.acme.example:8443'],
        leadEmail: null,
        webhookUrl: null,
        hasWebhookSecret: false,
        active: true,
      },
    });
    expect(describePartner(result)).toEqual([
      'acme  Acme Reseller  active',
      '  origins: https://acme.example, https://shop.acme.example:8443',
      '  lead e-mail: -',
      '  webhook: -',
    ]);
  });

  it('makes a webhook secret once, stores only its ciphertext, and hands it back decrypted for sending', async () => {
    const result = await create(['--id', 'globex', '--name', 'Globex', '--origin', 'https://globex.example', '--lead-email', ' Sales@Globex.Example ', '--webhook-url', 'https://crm.globex.example/hooks/joognoo']);
    expect(result.partner).toMatchObject({ leadEmail: 'sales@globex.example', webhookUrl: 'https://crm.globex.example/hooks/joognoo', hasWebhookSecret: true });
    expect(result.webhookSecret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(describePartner(result).at(-1)).toBe(`  webhook secret (shown once, give it to the partner): ${result.webhookSecret}`);
    const stored = await row('globex');
    expect(stored.webhook_secret_encrypted).not.toContain(result.webhookSecret!.slice(6));
    expect(await partnersRepository(database.db, database.config.integrationKeys).webhook('globex')).toEqual({
      url: 'https://crm.globex.example/hooks/joognoo',
      secret: result.webhookSecret,
    });
  });

  it('refuses bad input with a clear message and the usage, and stores nothing', async () => {
    const before = await database.db('partners').count<{ n: number }[]>({ n: '*' });
    const cases: [string[], string][] = [
      [['--name', 'X', '--origin', 'https://x.example'], '--id is required'],
      [['--id', 'Bad Id', '--name', 'X', '--origin', 'https://x.example'], '--id must be a slug'],
      [['--id', 'x', '--origin', 'https://x.example'], '--name is required'],
      [['--id', 'x', '--name', 'X'], '--origin is required'],
      [['--id', 'x', '--name', 'X', '--origin', 'https://x.example/shop'], '--origin "https://x.example/shop" is not an origin'],
      [['--id', 'x', '--name', 'X', '--origin', 'https://x.example', '--lead-email', 'nope'], '--lead-email must be a valid e-mail address'],
      [['--id', 'x', '--name', 'X', '--origin', 'https://x.example', '--webhook-url', 'ftp://x.example'], '--webhook-url must be an http(s) URL'],
      [['--id', 'x', '--name', 'X', '--origin', 'https://x.example', '--webhook-url', 'https://u:p@x.example/h'], '--webhook-url must not contain a user name or password'],
      [['--id', 'x', '--name', 'X', '--origin', 'https://x.example', '--colour', 'red'], "Unknown option '--colour'"],
    ];
    for (const [args, message] of cases) {
      const error = await create(args).then(() => undefined, (caught: Error) => caught);
      expect(error?.message, args.join(' ')).toContain(message);
      expect(error?.message).toContain(PARTNER_USAGE);
    }
    await expect(create(ACME)).rejects.toThrow('A partner with the id acme already exists.');
    expect(await database.db('partners').count<{ n: number }[]>({ n: '*' })).toEqual(before);
  });

  it('updates only what is given: origins replaced, e-mail set and cleared, deactivated, webhook added then rotated', async () => {
    const moved = await update(['--id', 'acme', '--origin', 'https://www.acme.example', '--lead-email', 'leads@acme.example', '--inactive']);
    expect(moved).toEqual({
      partner: expect.objectContaining({ name: 'Acme Reseller', origins: ['https://www.acme.example'], leadEmail: 'leads@acme.example', active: false }),
    });
    const hooked = await update(['--id', 'acme', '--webhook-url', 'https://hooks.acme.example/in', '--clear-lead-email', '--active']);
    expect(hooked.partner).toMatchObject({ leadEmail: null, active: true, webhookUrl: 'https://hooks.acme.example/in', hasWebhookSecret: true });
    expect(hooked.webhookSecret).toMatch(/^whsec_/);
    const relocated = await update(['--id', 'acme', '--webhook-url', 'https://hooks2.acme.example/in']);
    expect(relocated.webhookSecret).toBeUndefined(); // the receiver moved; its secret stays
    const rotated = await update(['--id', 'acme', '--rotate-secret']);
    expect(rotated.webhookSecret).toMatch(/^whsec_/);
    expect(rotated.webhookSecret).not.toBe(hooked.webhookSecret);
    expect((await partnersRepository(database.db, database.config.integrationKeys).webhook('acme'))?.secret).toBe(rotated.webhookSecret);
    const cleared = await update(['--id', 'acme', '--clear-webhook']);
    expect(cleared.partner).toMatchObject({ webhookUrl: null, hasWebhookSecret: false });
    expect((await row('acme')).webhook_secret_encrypted).toBeNull();
  });

  it('adds origins with --add-origin (the fix a refused write names), keeping the others, never twice', async () => {
    const added = await update(['--id', 'globex', '--add-origin', 'HTTPS://Shop.Globex.Example', '--add-origin', 'https://globex.example']);
    expect(added.partner.origins).toEqual(['https://globex.example', 'https://shop.globex.example']);
    await expect(update(['--id', 'globex', '--origin', 'https://a.example', '--add-origin', 'https://b.example'])).rejects.toThrow(
      'give --origin (the whole list) or --add-origin, not both',
    );
    await expect(update(['--id', 'globex', '--add-origin', 'https://b.example/path'])).rejects.toThrow('--origin "https://b.example/path" is not an origin');
    expect((await partnersRepository(database.db, database.config.integrationKeys).find('globex'))?.origins).toEqual([
      'https://globex.example',
      'https://shop.globex.example',
    ]);
  });

  it('refuses an update of an unknown partner, an empty update and contradictory flags', async () => {
    await expect(update(['--id', 'nobody', '--name', 'N'])).rejects.toThrow('No partner has the id nobody (see partner:list).');
    await expect(update(['--id', 'acme'])).rejects.toThrow('nothing to change');
    await expect(update(['--id', 'acme', '--active', '--inactive'])).rejects.toThrow('give --active or --inactive, not both');
    await expect(update(['--id', 'acme', '--rotate-secret'])).rejects.toThrow('partner acme has no webhook: give --webhook-url first');
  });

  it('refuses a webhook URL on this machine, its networks or a metadata host, in production too, nothing stored', async () => {
    const strict = { ...database.config, nodeEnv: 'production' as const, webhookAllowPrivateTargets: false };
    for (const url of PRIVATE_TARGET_URLS) {
      await expect(createPartnerCommand(database.db, strict, ['--id', 'intruder', '--name', 'I', '--origin', 'https://i.example', '--webhook-url', url])).rejects.toThrow(
        '--webhook-url must point to a public host: loopback, private, link-local and cloud metadata addresses and names are refused',
      );
      await expect(updatePartnerCommand(database.db, strict, ['--id', 'acme', '--webhook-url', url])).rejects.toThrow('--webhook-url must point to a public host');
    }
    expect(await row('intruder')).toBeUndefined();
    expect((await row('acme')).webhook_url).toBeNull();
  });

  it('lists every partner by id, without secrets', async () => {
    const partners = await listPartnersCommand(database.db, database.config);
    expect(partners.map((partner) => partner.id)).toEqual(['acme', 'globex']);
    expect(JSON.stringify(partners)).not.toMatch(/whsec_|secret_encrypted/);
  });
});
