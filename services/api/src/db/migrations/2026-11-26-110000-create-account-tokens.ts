import type { Knex } from 'knex';

// Single-use links of the back office's people area: an invitation (kind 'invitation': the
// e-mail, role and name of the person to be, 72 h) and a password reset (kind
// 'password_reset': the user, 1 h). Only a SHA-256 of the link's token is stored, like
// sessions. used_at is set when the link is used; an invitation made again for the same
// address replaces the unused one (deleted).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_tokens', (table) => {
    table.bigIncrements('id');
    table.string('kind', 20).notNullable();
    table.string('token_hash', 64).notNullable().unique('account_tokens_token_hash_unique');
    table.string('email', 254).notNullable();
    table.string('role', 20).nullable();
    table.string('name', 200).nullable();
    table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('expires_at', { precision: 3 }).notNullable();
    table.datetime('used_at', { precision: 3 }).nullable();
    table.index(['kind', 'email'], 'account_tokens_kind_email_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('account_tokens');
}
