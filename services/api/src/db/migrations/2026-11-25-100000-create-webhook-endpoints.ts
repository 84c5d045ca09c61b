import type { Knex } from 'knex';

// Receivers of signed webhook events. `name` is unique: `env` is the endpoint configured by
// LEAD_WEBHOOK_URL/LEAD_WEBHOOK_SECRET (synced at start); later ones come from the back office.
// secret_encrypted is AES-256-GCM ciphertext under the integration keyring, never the secret.
// events is a JSON list of event types (`["*"]`: all).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.increments('id');
    table.string('name', 100).notNullable();
    table.string('url', 2048).notNullable();
    table.text('secret_encrypted').notNullable();
    table.text('events').notNullable();
    table.boolean('enabled').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.unique(['name'], { indexName: 'webhook_endpoints_name_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_endpoints');
}
