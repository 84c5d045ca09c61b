import type { Knex } from 'knex';

// Double opt-in. status: pending (signed up, not confirmed), confirmed, unsubscribed; only
// confirmed rows are subscribers. The confirmation link's token is stored only as its SHA-256
// (hex) with its expiry and cleared when used (single use). The unsubscribe token lives as
// long as the subscription: its SHA-256 for the look-up, plus the token encrypted with the
// integration keyring so later e-mails can carry the same link. confirmation_sent_at limits
// re-sends. Existing rows get 'pending' here; the next migration decides their real status.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.string('status', 20).notNullable().defaultTo('pending');
    table.string('confirm_token_hash', 64).nullable().unique('newsletter_subscriptions_confirm_token_hash_unique');
    table.datetime('confirm_expires_at', { precision: 3 }).nullable();
    table.datetime('confirmation_sent_at', { precision: 3 }).nullable();
    table.datetime('confirmed_at', { precision: 3 }).nullable();
    table.datetime('unsubscribed_at', { precision: 3 }).nullable();
    table.string('unsubscribe_token_hash', 64).nullable().unique('newsletter_subscriptions_unsubscribe_token_hash_unique');
    table.string('unsubscribe_token_encrypted', 255).nullable();
    table.index(['status'], 'newsletter_subscriptions_status_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.dropIndex(['status'], 'newsletter_subscriptions_status_index');
    table.dropUnique(['confirm_token_hash'], 'newsletter_subscriptions_confirm_token_hash_unique');
    table.dropUnique(['unsubscribe_token_hash'], 'newsletter_subscriptions_unsubscribe_token_hash_unique');
  });
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    for (const column of [
      'status',
      'confirm_token_hash',
      'confirm_expires_at',
      'confirmation_sent_at',
      'confirmed_at',
      'unsubscribed_at',
      'unsubscribe_token_hash',
      'unsubscribe_token_encrypted',
    ]) {
      table.dropColumn(column);
    }
  });
}
