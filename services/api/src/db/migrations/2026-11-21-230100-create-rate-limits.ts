import type { Knex } from 'knex';

// One counter per (key, fixed window): key is "<endpoint>:<client ip>", window_start the
// window's first second (Unix seconds). Shared by every API process on the database.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.string('key', 200).notNullable();
    table.bigInteger('window_start').notNullable();
    table.integer('count').notNullable();
    table.primary(['key', 'window_start']);
    table.index(['window_start'], 'rate_limits_window_start_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
