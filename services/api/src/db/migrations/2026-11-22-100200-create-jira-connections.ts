import type { Knex } from 'knex';

// One Jira connection per user. api_token_encrypted is AES-256-GCM ciphertext
// (`v1:<keyId>:<iv>:<tag>:<ciphertext>`), never the token.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jira_connections', (table) => {
    table.increments('id');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('jira_url', 2048).notNullable();
    table.string('jira_project', 200).notNullable();
    table.text('api_token_encrypted').notNullable();
    table.boolean('sync_issues').notNullable();
    table.boolean('update_tickets_on_commit').notNullable();
    table.boolean('enable_ai_suggestions').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.unique(['user_id'], { indexName: 'jira_connections_user_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jira_connections');
}
