import type { Knex } from 'knex';

// The answer given to the first request with an Idempotency-Key, replayed for repeats.
// The unique (endpoint, key) index makes a concurrent repeat fail its insert (and roll back
// its lead) instead of storing a second row. Rows older than 24 h are expired.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (table) => {
    table.increments('id');
    table.string('endpoint', 50).notNullable();
    table.string('key', 200).notNullable();
    table.integer('status').notNullable();
    table.text('body').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.unique(['endpoint', 'key'], { indexName: 'idempotency_keys_endpoint_key_unique' });
    table.index(['created_at'], 'idempotency_keys_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
