import type { Knex } from 'knex';

// A user's custom prompt templates (the two seeded examples of the panel are static).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prompt_templates', (table) => {
    table.increments('id');
    table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 120).notNullable();
    table.string('description', 500).notNullable();
    table.text('prompt').notNullable();
    table.string('category', 50).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('updated_at', { precision: 3 }).notNullable();
    table.index(['user_id', 'id'], 'prompt_templates_user_id_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('prompt_templates');
}
