import type { Knex } from 'knex';

// A webhook delivery goes to a webhook_endpoints row (endpoint_id) or to a partner's own
// webhook (partner_id: its URL and secret are read from partners when it is sent, so a moved
// receiver or a rotated secret applies to deliveries still pending). Removing the partner
// leaves partner_id null, and the delivery dies as a removed endpoint's does.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deliveries', (table) => {
    table.string('partner_id', 64).nullable().references('id').inTable('partners').onDelete('SET NULL');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deliveries', (table) => {
    table.dropForeign(['partner_id']);
    table.dropColumn('partner_id');
  });
}
