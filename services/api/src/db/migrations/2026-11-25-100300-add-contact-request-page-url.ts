import type { Knex } from 'knex';

// The page a contact request was sent from (the Referer, at most 1000 characters), for the
// e-mail to sales; null when the browser sent none.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_requests', (table) => {
    table.string('page_url', 1000).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_requests', (table) => {
    table.dropColumn('page_url');
  });
}
