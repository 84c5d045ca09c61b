import type { Knex } from 'knex';

// The back office's content editing:
// - blog_posts.content_markdown and case_studies.*_markdown hold the Markdown source the
//   HTML columns are rendered from (null for HTML written before, e.g. by the seed);
// - case_studies.draft: a case study that is not public (its published_at is NOT NULL);
// - jobs.closed_at: a closed position (its page says so; it leaves the list and sitemap);
// - slug_redirects: an old slug of a post, job or case study, answered with a 301 to the
//   item's current slug;
// - content_revisions: every saved state of an item (the full row as JSON), for history and
//   roll back.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (table) => {
    table.text('content_markdown', 'mediumtext').nullable();
    table.datetime('updated_at', { precision: 3 }).nullable();
  });
  await knex.schema.alterTable('case_studies', (table) => {
    table.boolean('draft').notNullable().defaultTo(false);
    table.text('challenge_markdown', 'mediumtext').nullable();
    table.text('solution_markdown', 'mediumtext').nullable();
    table.text('impact_markdown', 'mediumtext').nullable();
    table.datetime('updated_at', { precision: 3 }).nullable();
  });
  await knex.schema.alterTable('jobs', (table) => {
    table.datetime('closed_at', { precision: 3 }).nullable();
    table.datetime('updated_at', { precision: 3 }).nullable();
  });
  await knex.schema.createTable('slug_redirects', (table) => {
    table.increments('id');
    table.string('kind', 20).notNullable();
    table.string('old_slug', 200).notNullable();
    table.integer('target_id').unsigned().notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.unique(['kind', 'old_slug'], { indexName: 'slug_redirects_kind_old_slug_unique' });
  });
  await knex.schema.createTable('content_revisions', (table) => {
    table.increments('id');
    table.string('kind', 20).notNullable();
    table.integer('item_id').unsigned().notNullable();
    table.string('action', 40).notNullable();
    table.integer('actor_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('actor_email', 320).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.text('record', 'mediumtext').notNullable();
    table.index(['kind', 'item_id'], 'content_revisions_kind_item_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('content_revisions');
  await knex.schema.dropTable('slug_redirects');
  await knex.schema.alterTable('jobs', (table) => {
    table.dropColumn('closed_at');
    table.dropColumn('updated_at');
  });
  await knex.schema.alterTable('case_studies', (table) => {
    table.dropColumn('draft');
    table.dropColumn('challenge_markdown');
    table.dropColumn('solution_markdown');
    table.dropColumn('impact_markdown');
    table.dropColumn('updated_at');
  });
  await knex.schema.alterTable('blog_posts', (table) => {
    table.dropColumn('content_markdown');
    table.dropColumn('updated_at');
  });
}
