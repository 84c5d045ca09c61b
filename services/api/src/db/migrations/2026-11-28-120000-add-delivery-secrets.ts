import type { Knex } from 'knex';

// The single-use tokens of a pending e-mail (a password reset, an invitation, a newsletter
// confirmation) are not kept in `payload`, which holds placeholders instead: they are here,
// encrypted with the integration keyring, and set to null once the delivery is delivered or
// dead, so no live token stays at rest after it was sent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deliveries', (table) => {
    table.text('secrets_encrypted').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deliveries', (table) => {
    table.dropColumn('secrets_encrypted');
  });
}
