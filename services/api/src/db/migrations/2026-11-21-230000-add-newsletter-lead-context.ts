import type { Knex } from 'knex';

// What contact_requests already records for each lead: the embedder's source label and the
// embedding page's origin (Origin header, else the Referer's origin).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.string('source', 200).notNullable().defaultTo('');
    table.string('origin', 500).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.dropColumn('origin');
    table.dropColumn('source');
  });
}
