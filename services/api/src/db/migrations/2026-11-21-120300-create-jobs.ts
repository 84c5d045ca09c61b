import type { Knex } from 'knex';

// responsibilities, requirements and benefits hold JSON text; unpublished jobs are never answered.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('jobs', (table) => {
    table.increments('id');
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.string('department', 200).notNullable();
    table.string('location_city', 200).notNullable();
    table.string('location_state', 200).nullable();
    table.string('location_country', 200).notNullable();
    table.boolean('is_remote').notNullable().defaultTo(false);
    table.string('type', 50).notNullable();
    table.decimal('salary_min', 12, 2).nullable();
    table.decimal('salary_max', 12, 2).nullable();
    table.string('salary_currency', 3).nullable();
    table.datetime('posted_at', { precision: 3 }).notNullable();
    table.text('overview').notNullable();
    table.text('responsibilities').notNullable();
    table.text('requirements').notNullable();
    table.text('benefits').notNullable();
    table.boolean('published').notNullable().defaultTo(true);
    table.index(['published', 'posted_at'], 'jobs_published_posted_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('jobs');
}
