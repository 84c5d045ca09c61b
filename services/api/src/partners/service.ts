import { PARTNER_MESSAGES, type PartnerDelivery, type PartnerWithSecret } from '@joognoo/schemas/admin';
import type { Config } from '../config.ts';
import type { Database, Transaction } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import type { AuditActor, AuditService } from '../people/service.ts';
import { newWebhookSecret, webhookChanges } from './fields.ts';
import { PartnerExists, partnerDeliveries, partnersRepository, type Partner, type PartnerChanges, type PartnersRepository } from './store.ts';

export type { Partner } from './store.ts';

/** A partner's fields as the back office sets them, already checked (partners/fields.ts). */
export interface PartnerFields {
  name: string;
  origins: string[];
  leadEmail: string | null;
  webhookUrl: string | null;
  /** Left as it is when undefined (an update). */
  active?: boolean;
}

/** What the audit log keeps of a partner: every field but the secret. */
const auditable = (partner: Partner) => ({
  name: partner.name,
  origins: partner.origins,
  leadEmail: partner.leadEmail,
  webhookUrl: partner.webhookUrl,
  active: partner.active,
});

/** The answer of a write: the partner, and the webhook secret when the write made one (shown this once). */
const withSecret = (partner: Partner, webhookSecret: string | undefined): PartnerWithSecret => (webhookSecret ? { partner, webhookSecret } : { partner });

/**
 * Partners as the back office manages them (with the same rules as the `partner:*`
 * commands: partners/fields.ts): each write commits with its audit entry, which never holds
 * a secret.
 */
export function partnersService(db: Database, { integrationKeys }: Pick<Config, 'integrationKeys'>, audit: AuditService) {
  const partners = partnersRepository(db, integrationKeys);
  const inTransaction = <T>(write: (store: PartnersRepository, trx: Transaction) => Promise<T>) =>
    db.transaction((trx) => write(partnersRepository(trx, integrationKeys), trx));

  return {
    find: (id: string) => partners.find(id),
    list: () => partners.list(),

    /** A partner's deliveries (its e-mails and webhook calls), newest first. */
    deliveries: (id: string, page: { offset: number; perPage: number }): Promise<{ items: PartnerDelivery[]; total: number }> => partnerDeliveries(db, id, page),

    /** A new partner; a webhook gets its first secret. 409 when the id is taken. */
    async create(actor: AuditActor, id: string, fields: PartnerFields & { active: boolean }): Promise<PartnerWithSecret> {
      const webhook = fields.webhookUrl === null ? { changes: {} } : webhookChanges(undefined, fields.webhookUrl);
      const changes: PartnerChanges & { name: string; origins: string[] } = { name: fields.name, origins: fields.origins, leadEmail: fields.leadEmail, active: fields.active, ...webhook.changes };
      try {
        const partner = await inTransaction(async (store, trx) => {
          const created = await store.create(id, changes);
          await audit.record(actor, { action: 'partner.create', subjectType: 'partner', subjectId: id, details: { ...auditable(created), webhookSecret: webhook.webhookSecret ? 'made' : undefined } }, trx);
          return created;
        });
        return withSecret(partner, webhook.webhookSecret);
      } catch (error) {
        if (error instanceof PartnerExists) throw new HttpError(409, PARTNER_MESSAGES.exists);
        throw error;
      }
    },

    /** Every field at once (the edit form); a first webhook gets a secret, a removed one loses it. */
    async update(actor: AuditActor, before: Partner, fields: PartnerFields): Promise<PartnerWithSecret> {
      const webhook = fields.webhookUrl === before.webhookUrl ? { changes: {} } : webhookChanges(before, fields.webhookUrl);
      const changes: PartnerChanges = {
        name: fields.name,
        origins: fields.origins,
        leadEmail: fields.leadEmail,
        ...(fields.active === undefined ? {} : { active: fields.active }),
        ...webhook.changes,
      };
      const partner = await inTransaction(async (store, trx) => {
        const updated = await store.update(before.id, changes);
        await audit.record(
          actor,
          { action: 'partner.update', subjectType: 'partner', subjectId: before.id, details: { before: auditable(before), after: auditable(updated), webhookSecret: webhook.webhookSecret ? 'made' : undefined } },
          trx,
        );
        return updated;
      });
      return withSecret(partner, webhook.webhookSecret);
    },

    /** A new webhook secret (the old one stops working); 409 without a webhook. */
    async rotateSecret(actor: AuditActor, before: Partner): Promise<Required<PartnerWithSecret>> {
      if (!before.webhookUrl) throw new HttpError(409, PARTNER_MESSAGES.noWebhook);
      const webhookSecret = newWebhookSecret();
      const partner = await inTransaction(async (store, trx) => {
        const updated = await store.update(before.id, { webhookSecret });
        await audit.record(actor, { action: 'partner.rotate_secret', subjectType: 'partner', subjectId: before.id, details: {} }, trx);
        return updated;
      });
      return { partner, webhookSecret };
    },
  };
}
