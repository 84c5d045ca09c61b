import type { Knex } from 'knex';

// email is stored trimmed and lower-cased; the unique index makes a repeat a no-op.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscriptions', (table) => {
    table.increments('id');
    table.string('email', 254).notNullable().unique();
    table.datetime('created_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('newsletter_subscriptions');
}
