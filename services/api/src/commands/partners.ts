/**
 * `partner:create`, `partner:update`, `partner:list`: the partner records (see
 * repositories/partners.ts) until the back office manages them. A webhook secret is made
 * here (32 random bytes) and printed once; only its ciphertext is stored.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import * as v from 'valibot';
import { validate } from '@joognoo/schemas';
import type { Config, WebhookRules } from '../config.ts';
import type { Database } from '../db/index.ts';
import { migrateLatest } from '../db/index.ts';
import { partnersRepository, type Partner, type PartnerChanges } from '../partners/store.ts';
import { normaliseEmail } from '../people/store/users.ts';
import { PARTNER_ID_PATTERN } from '@joognoo/schemas/admin';
import { newWebhookSecret, partnerOrigins, partnerWebhookUrl, webhookChanges } from '../partners/fields.ts';
import { emailFlag } from './user-create.ts';

const leadEmailOption = emailFlag('--lead-email');

export const PARTNER_USAGE = [
  'Usage: partner:create --id <slug> --name <name> --origin <https://partner.example> [--origin ...] [--lead-email <address>] [--webhook-url <https://...>]',
  '       partner:update --id <slug> [--name <name>] [--origin <origin> ...: replaces the list] [--add-origin <origin> ...]',
  '                      [--lead-email <address> | --clear-lead-email]',
  '                      [--webhook-url <https://...> | --clear-webhook] [--rotate-secret] [--active | --inactive]',
  '       partner:list',
].join('\n');

const idOption = v.pipe(
  v.string('--id is required'),
  v.trim(),
  v.regex(PARTNER_ID_PATTERN, '--id must be a slug: lower-case letters, digits and inner hyphens, at most 64 characters (e.g. acme-reseller)'),
);
const nameOption = v.pipe(v.string('--name is required'), v.trim(), v.nonEmpty('--name is required'), v.maxLength(200, '--name must be at most 200 characters'));

/** Options as parseArgs reads them; `origin` may repeat. */
const OPTIONS = {
  id: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'add-origin': { type: 'string', multiple: true },
  'lead-email': { type: 'string' },
  'clear-lead-email': { type: 'boolean' },
  'webhook-url': { type: 'string' },
  'clear-webhook': { type: 'boolean' },
  'rotate-secret': { type: 'boolean' },
  active: { type: 'boolean' },
  inactive: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

type Values = { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[] : (typeof OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

function readArgs(args: readonly string[]): Values {
  try {
    return parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }).values as Values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${PARTNER_USAGE}`);
  }
}

const fail = (message: string): never => {
  throw new Error(`${message}\n${PARTNER_USAGE}`);
};

function check<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  const result = validate(schema, value);
  return result.success ? result.output : fail(Object.values(result.errors).join('; '));
}

function origins(values: readonly string[]): string[] {
  const result = partnerOrigins(values);
  return 'origins' in result ? result.origins : fail(`--origin "${result.invalid}" is not an origin: use scheme://host[:port], e.g. https://partner.example`);
}

function webhookUrl(rules: WebhookRules, value: string): string {
  const result = partnerWebhookUrl(rules, value);
  return 'url' in result ? result.url : fail(`--webhook-url ${result.problem}`);
}

export interface PartnerCommandResult {
  partner: Partner;
  /** The new webhook secret, shown once (a webhook was set up or its secret rotated). */
  webhookSecret?: string;
}

/** `partner:create`: migrates, validates, stores; throws a readable error for bad input or a taken id. */
export async function createPartnerCommand(db: Database, config: Config, args: readonly string[]): Promise<PartnerCommandResult> {
  const values = readArgs(args);
  const id = check(idOption, values.id);
  const name = check(nameOption, values.name);
  if (!values.origin?.length) fail('--origin is required (at least one, e.g. https://partner.example)');
  const changes: PartnerChanges & { name: string; origins: string[] } = { name, origins: origins(values.origin!) };
  if (values['lead-email'] !== undefined) changes.leadEmail = normaliseEmail(check(leadEmailOption, values['lead-email']));
  let webhookSecret: string | undefined;
  if (values['webhook-url'] !== undefined) {
    const webhook = webhookChanges(undefined, webhookUrl(config, values['webhook-url']));
    Object.assign(changes, webhook.changes);
    webhookSecret = webhook.webhookSecret;
  }
  await migrateLatest(db);
  const partner = await partnersRepository(db, config.integrationKeys).create(id, changes);
  return webhookSecret ? { partner, webhookSecret } : { partner };
}

/** `partner:update`: changes only what is given; throws for bad input or an unknown id. */
export async function updatePartnerCommand(db: Database, config: Config, args: readonly string[]): Promise<PartnerCommandResult> {
  const values = readArgs(args);
  const id = check(idOption, values.id);
  if (values['lead-email'] !== undefined && values['clear-lead-email']) fail('give --lead-email or --clear-lead-email, not both');
  if (values['webhook-url'] !== undefined && values['clear-webhook']) fail('give --webhook-url or --clear-webhook, not both');
  if (values['rotate-secret'] && values['clear-webhook']) fail('give --rotate-secret or --clear-webhook, not both');
  if (values.active && values.inactive) fail('give --active or --inactive, not both');
  if (values.origin !== undefined && values['add-origin'] !== undefined) fail('give --origin (the whole list) or --add-origin, not both');
  const changes: PartnerChanges = {};
  if (values.name !== undefined) changes.name = check(nameOption, values.name);
  if (values.origin !== undefined) changes.origins = origins(values.origin);
  if (values['lead-email'] !== undefined) changes.leadEmail = normaliseEmail(check(leadEmailOption, values['lead-email']));
  if (values['clear-lead-email']) changes.leadEmail = null;
  if (values['clear-webhook']) Object.assign(changes, { webhookUrl: null, webhookSecret: null });
  if (values.active || values.inactive) changes.active = Boolean(values.active);
  await migrateLatest(db);
  const partners = partnersRepository(db, config.integrationKeys);
  const before = await partners.find(id);
  if (!before) fail(`No partner has the id ${id} (see partner:list).`);
  // --add-origin keeps the partner's origins and adds these (the fix a refused write names).
  if (values['add-origin'] !== undefined) changes.origins = [...new Set([...before!.origins, ...origins(values['add-origin'])])];
  let webhookSecret: string | undefined;
  if (values['webhook-url'] !== undefined) {
    // A new receiver gets a new secret; a moved one keeps its secret unless rotated.
    const webhook = webhookChanges(before, webhookUrl(config, values['webhook-url']));
    Object.assign(changes, webhook.changes);
    webhookSecret = webhook.webhookSecret;
  }
  if (values['rotate-secret']) {
    if (!before!.webhookUrl && changes.webhookUrl === undefined) fail(`partner ${id} has no webhook: give --webhook-url first`);
    changes.webhookSecret = webhookSecret = newWebhookSecret();
  }
  if (Object.keys(changes).length === 0) fail('nothing to change');
  const partner = await partners.update(id, changes);
  return webhookSecret ? { partner, webhookSecret } : { partner };
}

/** `partner:list`: every partner, never a secret. */
export async function listPartnersCommand(db: Database, config: Config): Promise<Partner[]> {
  await migrateLatest(db);
  return partnersRepository(db, config.integrationKeys).list();
}

/** The lines a command prints for a partner (and, once, its new webhook secret). */
export function describePartner({ partner, webhookSecret }: PartnerCommandResult): string[] {
  return [
    `${partner.id}  ${partner.name}  ${partner.active ? 'active' : 'inactive'}`,
    `  origins: ${partner.origins.join(', ')}`,
    `  lead e-mail: ${partner.leadEmail ?? '-'}`,
    `  webhook: ${partner.webhookUrl ?? '-'}`,
    ...(webhookSecret ? [`  webhook secret (shown once, give it to the partner): ${webhookSecret}`] : []),
  ];
}
