/**
 * Partners (the `partners` table): who may embed the widgets with `partner="<id>"`, from which
 * origins, and where that partner's leads also go (its e-mail, its webhook signed with its own
 * secret). Managed by the `partner:*` commands and the back office (/admin/partners).
 */
import type { AdminPartner, PartnerDelivery } from '@joognoo/schemas/admin';
import type { Database, Transaction } from '../db/index.ts';
import { isUniqueViolation } from '../db/index.ts';
import { toDbTime, toIso, toIsoOrNull } from '../db/columns.ts';
import { decryptSecret, encryptSecret, type Keyring } from '../security/secrets.ts';

/** A partner record (the webhook secret itself is never part of it: it is shown once, when made). */
export type Partner = AdminPartner;

/** The fields a command or the back office sets; `webhookSecret` is stored encrypted. */
export interface PartnerChanges {
  name?: string;
  origins?: string[];
  leadEmail?: string | null;
  webhookUrl?: string | null;
  webhookSecret?: string | null;
  active?: boolean;
}

/** A partner with this id already exists. */
export class PartnerExists extends Error {
  override name = 'PartnerExists';
}

/** No partner has this id. */
export class UnknownPartner extends Error {
  override name = 'UnknownPartner';
}

interface PartnerRow {
  id: string;
  name: string;
  origins: string;
  lead_email: string | null;
  webhook_url: string | null;
  webhook_secret_encrypted: string | null;
  active: boolean | number;
}

const secretContext = (id: string) => `partners.webhook_secret_encrypted:${id}`;

const toPartner = (row: PartnerRow): Partner => ({
  id: row.id,
  name: row.name,
  origins: JSON.parse(row.origins) as string[],
  leadEmail: row.lead_email,
  webhookUrl: row.webhook_url,
  hasWebhookSecret: row.webhook_secret_encrypted !== null,
  active: Boolean(row.active),
});

export function partnersRepository(db: Database, keyring: Keyring) {
  const columns = (id: string, changes: PartnerChanges): Record<string, unknown> => ({
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(changes.origins === undefined ? {} : { origins: JSON.stringify(changes.origins) }),
    ...(changes.leadEmail === undefined ? {} : { lead_email: changes.leadEmail }),
    ...(changes.webhookUrl === undefined ? {} : { webhook_url: changes.webhookUrl }),
    ...(changes.webhookSecret === undefined
      ? {}
      : { webhook_secret_encrypted: changes.webhookSecret === null ? null : encryptSecret(keyring, changes.webhookSecret, secretContext(id)) }),
    ...(changes.active === undefined ? {} : { active: changes.active }),
    updated_at: toDbTime(db, new Date()),
  });

  const repository = {
    async find(id: string): Promise<Partner | undefined> {
      const row = await db('partners').where({ id }).first<PartnerRow | undefined>();
      return row && toPartner(row);
    },

    /** Every partner, by id. */
    async list(): Promise<Partner[]> {
      const rows = await db('partners').orderBy('id').select<PartnerRow[]>();
      return rows.map(toPartner);
    },

    /** Throws `PartnerExists` for a taken id, even concurrently. */
    async create(id: string, changes: PartnerChanges & { name: string; origins: string[] }): Promise<Partner> {
      try {
        await db('partners').insert({
          id,
          lead_email: null,
          webhook_url: null,
          webhook_secret_encrypted: null,
          active: true,
          ...columns(id, changes),
          created_at: toDbTime(db, new Date()),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new PartnerExists(`A partner with the id ${id} already exists.`, { cause: error });
        throw error;
      }
      return (await repository.find(id))!;
    },

    /** Throws `UnknownPartner` when no partner has this id. */
    async update(id: string, changes: PartnerChanges): Promise<Partner> {
      const count = await db('partners').where({ id }).update(columns(id, changes));
      if (count === 0) throw new UnknownPartner(`No partner has the id ${id} (see partner:list).`);
      return (await repository.find(id))!;
    },

    /** The partner's webhook with its secret decrypted, for sending; undefined without one. */
    async webhook(id: string): Promise<{ url: string; secret: string } | undefined> {
      const row = await db('partners').where({ id }).first<PartnerRow | undefined>();
      if (!row?.webhook_url || !row.webhook_secret_encrypted) return undefined;
      return { url: row.webhook_url, secret: decryptSecret(keyring, row.webhook_secret_encrypted, secretContext(id)) };
    },
  };
  return repository;
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;

interface DeliveryRow {
  id: string;
  kind: string;
  channel: string;
  status: string;
  attempts: number | string;
  last_error: string | null;
  created_at: unknown;
  next_attempt_at: unknown;
  delivered_at: unknown;
}

/** A partner's deliveries (its e-mails and webhook calls, `deliveries.partner_id`), newest first. */
export async function partnerDeliveries(
  db: Database,
  partnerId: string,
  { offset, perPage }: { offset: number; perPage: number },
): Promise<{ items: PartnerDelivery[]; total: number }> {
  const counted = await db('deliveries').where({ partner_id: partnerId }).count<{ total: number | string }[]>({ total: '*' });
  const rows = await db('deliveries')
    .where({ partner_id: partnerId })
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(perPage)
    .offset(offset)
    .select<DeliveryRow[]>('id', 'kind', 'channel', 'status', 'attempts', 'last_error', 'created_at', 'next_attempt_at', 'delivered_at');
  return {
    total: Number(counted[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      status: row.status,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      createdAt: toIso(row.created_at),
      nextAttemptAt: row.status === 'pending' ? toIsoOrNull(row.next_attempt_at) : null,
      deliveredAt: toIsoOrNull(row.delivered_at),
    })),
  };
}

/** What a lead's or an application's deliveries need of its partner: who it is, whether it is active, its lead e-mail and webhook. */
export async function partnerOfDelivery(
  db: Database | Transaction,
  id: string,
): Promise<{ id: string; name: string; active: unknown; lead_email: string | null; webhook_url: string | null; webhook_secret_encrypted: string | null } | undefined> {
  return db('partners').where({ id }).first('id', 'name', 'active', 'lead_email', 'webhook_url', 'webhook_secret_encrypted');
}
