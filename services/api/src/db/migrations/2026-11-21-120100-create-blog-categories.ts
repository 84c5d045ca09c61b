import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_categories', (table) => {
    table.increments('id');
    table.string('name', 200).notNullable();
    table.string('slug', 200).notNullable().unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_categories');
}
