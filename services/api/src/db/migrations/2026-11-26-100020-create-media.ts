import type { Knex } from 'knex';

// Images uploaded in the back office. storage_key names the stored bytes (random, with the
// extension of the detected type) in the storage behind media/storage.ts (a folder under
// DATA_DIR; an object store later); the public URL is /media/<storage_key>. width and
// height are read from the image itself, so every page can set them.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (table) => {
    table.increments('id');
    table.string('storage_key', 200).notNullable().unique();
    table.string('content_type', 100).notNullable();
    table.integer('bytes').unsigned().notNullable();
    table.integer('width').unsigned().notNullable();
    table.integer('height').unsigned().notNullable();
    table.string('original_name', 255).notNullable();
    table.string('alt', 500).notNullable().defaultTo('');
    table.integer('uploaded_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['created_at'], 'media_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
}
