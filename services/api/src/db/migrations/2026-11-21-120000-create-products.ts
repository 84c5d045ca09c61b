import type { Knex } from 'knex';

// List columns (benefits, target_users, key_features, target_industries) hold JSON text.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (table) => {
    table.string('id', 100).primary();
    table.string('slug', 100).notNullable().unique();
    table.string('name', 200).notNullable();
    table.string('category', 200).notNullable();
    table.string('tagline', 500).notNullable();
    table.text('description').notNullable();
    table.string('icon', 50).notNullable();
    table.string('color', 50).notNullable();
    table.text('benefits').notNullable();
    table.text('target_users').notNullable();
    table.text('key_features').notNullable();
    table.text('target_industries').notNullable();
    table.string('company_size', 500).notNullable();
    table.integer('sort_order').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('products');
}
