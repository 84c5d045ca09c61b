import type { Knex } from 'knex';

// results, accelerators and tags hold JSON text; challenge, solution and impact are HTML.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('case_studies', (table) => {
    table.increments('id');
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.string('company', 200).notNullable();
    table.string('industry', 200).notNullable();
    table.text('excerpt').notNullable();
    table.string('cover_image', 1000).nullable();
    table.datetime('published_at', { precision: 3 }).notNullable();
    table.integer('read_time').nullable();
    table.text('results').notNullable();
    table.text('accelerators').notNullable();
    table.text('tags').notNullable();
    table.boolean('featured').notNullable().defaultTo(false);
    table.text('challenge', 'mediumtext').notNullable();
    table.text('solution', 'mediumtext').notNullable();
    table.text('impact', 'mediumtext').notNullable();
    table.text('company_description').nullable();
    table.string('company_size', 200).nullable();
    table.string('location', 200).nullable();
    table.index(['published_at'], 'case_studies_published_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('case_studies');
}
