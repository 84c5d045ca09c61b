import type { Knex } from 'knex';

// One CI/CD connection per user. api_key_encrypted is AES-256-GCM ciphertext
// (`v1:<keyId>:<iv>:<tag>:<ciphertext>`), never the key.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cicd_connections', (table) => {
    table.increments('id');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('provider', 50).notNullable();
    table.string('webhook_url', 2048).notNullable().defaultTo('');
    table.text('api_key_encrypted').notNullable();
    table.string('repository', 200).notNullable().defaultTo('');
    table.string('branch', 200).notNullable().defaultTo('');
    table.boolean('enable_deploy').notNullable();
    table.boolean('enable_tests').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.unique(['user_id'], { indexName: 'cicd_connections_user_id_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cicd_connections');
}
