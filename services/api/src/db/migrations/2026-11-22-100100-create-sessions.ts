import type { Knex } from 'knex';

// Signed-in sessions. id is the SHA-256 (hex) of the random token in the joognoo_auth
// cookie: the table never holds a usable token. Deleted on logout, on expiry, with the user.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sessions', (table) => {
    table.string('id', 64).primary();
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.datetime('last_seen_at', { precision: 3 }).notNullable();
    table.index(['user_id'], 'sessions_user_id_index');
    table.index(['expires_at'], 'sessions_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sessions');
}
