import type { Knex } from 'knex';

// Partners who embed the widgets on their own sites. `id` is the slug a page gives as
// `partner="<id>"`; `origins` is a JSON list of the origins (scheme://host[:port]) allowed to
// write for the partner; a partner's leads may also go to its own e-mail and webhook, whose
// secret is AES-256-GCM ciphertext under the integration keyring, never the secret itself.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('partners', (table) => {
    table.string('id', 64).primary();
    table.string('name', 200).notNullable();
    table.text('origins').notNullable();
    table.string('lead_email', 254).nullable();
    table.string('webhook_url', 2048).nullable();
    table.text('webhook_secret_encrypted').nullable();
    table.boolean('active').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('partners');
}
