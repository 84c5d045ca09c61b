/**
 * `webhook_endpoints`: where webhook events go. The endpoint named `env` is the one of
 * LEAD_WEBHOOK_URL/LEAD_WEBHOOK_SECRET, written at every start (syncConfiguredEndpoint);
 * more endpoints can be added to the table later (a back office), each with its own secret.
 * Secrets are stored encrypted with the integration keyring, bound to the endpoint's name.
 */
import type { Knex } from 'knex';
import { parseList, toBool, toDbTime, toListColumn } from '../../db/columns.ts';
import { decryptSecret, encryptSecret, type Keyring } from '../../security/secrets.ts';

/** The name of the endpoint configured by LEAD_WEBHOOK_URL / LEAD_WEBHOOK_SECRET. */
export const CONFIGURED_ENDPOINT_NAME = 'env';

export interface WebhookEndpointInput {
  name: string;
  url: string;
  secret: string;
  /** Event types it receives; `*` for all. */
  events: readonly string[];
  enabled: boolean;
}

export interface WebhookTarget {
  id: number;
  name: string;
  url: string;
  secret: string;
  enabled: boolean;
}

const secretContext = (name: string) => `webhook_endpoints.secret_encrypted:${name}`;

/** Enabled endpoints that receive `type` (id only: the worker reads URL and secret at send time). */
export async function enabledEndpointsFor(db: Knex, type: string): Promise<{ id: number }[]> {
  const rows: { id: number; events: unknown; enabled: unknown }[] = await db('webhook_endpoints').select('id', 'events', 'enabled');
  return rows
    .filter((row) => toBool(row.enabled) && parseList(row.events).some((event) => event === '*' || event === type))
    .map((row) => ({ id: Number(row.id) }));
}

/** Creates or replaces the endpoint of this name (URL, secret, events, enabled). */
export async function saveWebhookEndpoint(db: Knex, keyring: Keyring, input: WebhookEndpointInput, now = new Date()): Promise<void> {
  const at = toDbTime(db, now);
  await db('webhook_endpoints')
    .insert({
      name: input.name,
      url: input.url,
      secret_encrypted: encryptSecret(keyring, input.secret, secretContext(input.name)),
      events: toListColumn(input.events),
      enabled: input.enabled,
      created_at: at,
      updated_at: at,
    })
    .onConflict('name')
    .merge(['url', 'secret_encrypted', 'events', 'enabled', 'updated_at']);
}

/**
 * Writes the configured endpoint (LEAD_WEBHOOK_URL/SECRET) as `env`, or disables it when
 * they are unset, so events queued from now on follow the configuration.
 */
export async function syncConfiguredEndpoint(
  db: Knex,
  keyring: Keyring,
  webhook: { url: string; secret: string } | undefined,
): Promise<void> {
  if (webhook) {
    await saveWebhookEndpoint(db, keyring, { name: CONFIGURED_ENDPOINT_NAME, url: webhook.url, secret: webhook.secret, events: ['*'], enabled: true });
  } else {
    await db('webhook_endpoints').where({ name: CONFIGURED_ENDPOINT_NAME }).update({ enabled: false, updated_at: toDbTime(db, new Date()) });
  }
}

/** The endpoint with its secret decrypted, for sending; undefined when it was deleted. */
export async function webhookTarget(db: Knex, keyring: Keyring, id: number): Promise<WebhookTarget | undefined> {
  const row = await db('webhook_endpoints').where({ id }).first();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: String(row.name),
    url: String(row.url),
    secret: decryptSecret(keyring, String(row.secret_encrypted), secretContext(String(row.name))),
    enabled: toBool(row.enabled),
  };
}
