import type { Knex } from 'knex';
import { ATTRIBUTION_URL_MAX_LENGTH, UTM_PARAMETERS, UTM_VALUE_MAX_LENGTH } from '@joognoo/schemas';

// Job applications. job_id keeps the job the candidate applied for; job_slug and
// job_title are kept as they were at the time (a renamed or removed job still reads right).
// reference is the public id the candidate is told (random, unique). The CV lives in the
// upload storage under cv_storage_key (random, never served publicly); cv_kind is what its
// bytes are (pdf or docx), cv_filename the name the candidate gave (display only), cv_flag
// why it was flagged (null: clean). Status is the recruiters' workflow (new, screening,
// interview, offer, hired, rejected). Attribution as for leads. No foreign keys to the
// notes and status tables, as for leads (TRUNCATE in the suites; privacy:erase deletes them).
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_applications', (table) => {
    table.increments('id');
    table.string('reference', 32).notNullable().unique('job_applications_reference_unique');
    table.integer('job_id').unsigned().nullable().references('id').inTable('jobs').onDelete('SET NULL');
    table.string('job_slug', 200).notNullable();
    table.string('job_title', 200).notNullable();
    table.string('department', 200).notNullable().defaultTo('');
    table.string('first_name', 100).notNullable();
    table.string('last_name', 100).notNullable();
    table.string('email', 254).notNullable();
    table.string('phone', 40).notNullable().defaultTo('');
    table.string('profile_url', 2048).notNullable().defaultTo('');
    table.text('cover_letter').notNullable();
    table.boolean('consent').notNullable();
    table.string('cv_storage_key', 100).notNullable();
    table.string('cv_kind', 10).notNullable();
    table.string('cv_filename', 255).notNullable().defaultTo('');
    table.integer('cv_size').unsigned().notNullable();
    table.string('cv_flag', 200).nullable();
    table.string('status', 20).notNullable().defaultTo('new');
    table.datetime('status_changed_at', { precision: 3 }).nullable();
    table.string('origin', 500).nullable();
    table.string('partner_id', 64).nullable();
    table.string('page_url', ATTRIBUTION_URL_MAX_LENGTH).nullable();
    table.string('referrer', ATTRIBUTION_URL_MAX_LENGTH).nullable();
    for (const name of UTM_PARAMETERS) table.string(name, UTM_VALUE_MAX_LENGTH).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['job_id', 'created_at'], 'job_applications_job_id_created_at_index');
    table.index(['status', 'created_at'], 'job_applications_status_created_at_index');
    table.index(['email'], 'job_applications_email_index');
    table.index(['created_at'], 'job_applications_created_at_index');
  });
  await knex.schema.createTable('application_notes', (table) => {
    table.increments('id');
    table.integer('application_id').unsigned().notNullable();
    table.integer('author_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('author_email', 254).notNullable();
    table.text('body').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['application_id'], 'application_notes_application_id_index');
  });
  await knex.schema.createTable('application_status_changes', (table) => {
    table.increments('id');
    table.integer('application_id').unsigned().notNullable();
    table.string('from_status', 20).nullable();
    table.string('to_status', 20).notNullable();
    table.integer('actor_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('actor_email', 254).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['application_id'], 'application_status_changes_application_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_status_changes');
  await knex.schema.dropTable('application_notes');
  await knex.schema.dropTable('job_applications');
}
