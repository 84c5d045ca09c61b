import type { Knex } from 'knex';

// tags holds JSON text; published_at null means a draft (never answered by the API).
// Times are UTC (MySQL DATETIME(3) with the connection in UTC; ISO-8601 text on SQLite).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_posts', (table) => {
    table.increments('id');
    table.string('slug', 200).notNullable().unique();
    table.string('title', 300).notNullable();
    table.text('excerpt').notNullable();
    table.text('content', 'mediumtext').notNullable();
    table.string('cover_image', 1000).nullable();
    table.string('read_time', 50).notNullable();
    table.datetime('published_at', { precision: 3 }).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table
      .integer('category_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('blog_categories')
      .onDelete('SET NULL');
    table.text('tags').notNullable();
    table.boolean('featured').notNullable().defaultTo(false);
    table.string('author_username', 100).notNullable();
    table.string('author_avatar_url', 1000).nullable();
    table.index(['published_at'], 'blog_posts_published_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_posts');
}
