import type { Knex } from 'knex';

// A counter per kind of content ('content': products, blog, jobs, case studies), bumped by
// every write to that content. API processes compare it (at most once a second) to drop
// their cached GET answers. A missing row reads as version 0.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_versions', (table) => {
    table.string('name', 50).primary();
    table.bigInteger('version').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_versions');
}
