import type { Knex } from 'knex';

// One row per send attempt of a delivery. outcome: delivered | retry | dead. response is
// the HTTP status code or the SMTP reply (e.g. "451 4.7.1 Try again later"); error says
// what went wrong (never a secret); next_attempt_at is when a retry is due.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('delivery_attempts', (table) => {
    table.increments('id');
    table.string('delivery_id', 36).notNullable().references('id').inTable('deliveries').onDelete('CASCADE');
    table.datetime('attempted_at', { precision: 3 }).notNullable();
    table.string('outcome', 10).notNullable();
    table.string('response', 500).nullable();
    table.text('error').nullable();
    table.datetime('next_attempt_at', { precision: 3 }).nullable();
    table.integer('duration_ms').notNullable();
    table.string('worker', 100).notNullable();
    table.index(['delivery_id'], 'delivery_attempts_delivery_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('delivery_attempts');
}
