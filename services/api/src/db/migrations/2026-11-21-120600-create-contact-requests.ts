import type { Knex } from 'knex';

// form is the sending form: home, about or contact. origin is the request's Origin header.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_requests', (table) => {
    table.increments('id');
    table.string('form', 20).notNullable();
    table.string('first_name', 100).notNullable();
    table.string('last_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('company', 200).notNullable();
    table.string('interest', 100).notNullable();
    table.text('message').notNullable();
    table.boolean('consent').notNullable();
    table.string('source', 200).notNullable().defaultTo('');
    table.string('service', 200).notNullable().defaultTo('');
    table.string('origin', 500).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['created_at'], 'contact_requests_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_requests');
}
