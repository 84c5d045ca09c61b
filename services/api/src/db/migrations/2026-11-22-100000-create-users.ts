import type { Knex } from 'knex';

// Customer accounts of the Enterprise Integrations page. email is stored trimmed and
// lower-cased; password_hash is `scrypt$N$r$p$salt$hash` (see src/security/passwords.ts).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.increments('id');
    table.string('email', 254).notNullable();
    table.string('password_hash', 255).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.unique(['email'], { indexName: 'users_email_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
