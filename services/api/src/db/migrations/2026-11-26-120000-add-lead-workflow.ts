import type { Knex } from 'knex';

// The leads inbox of the back office. contact_requests gets a status (new,
// contacted, qualified, disqualified, spam; existing leads are new), its owner (a staff
// user; unassigned when the user is gone) and when the status last changed. Notes (text,
// author, time) and every status change are rows of their own; both keep the author's
// e-mail as it was, so they still say who after the account is gone. lead_id has no foreign
// key on purpose: InnoDB refuses TRUNCATE of a referenced table (contact_requests), which
// the test suites and operators use; privacy:erase deletes a lead's notes and status changes
// with the lead. Indexes serve the inbox's filters.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_requests', (table) => {
    table.string('status', 20).notNullable().defaultTo('new');
    table.integer('owner_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.datetime('status_changed_at', { precision: 3 }).nullable();
    table.index(['status', 'created_at'], 'contact_requests_status_created_at_index');
    table.index(['partner_id'], 'contact_requests_partner_id_index');
    table.index(['utm_campaign'], 'contact_requests_utm_campaign_index');
  });
  await knex.schema.createTable('lead_notes', (table) => {
    table.increments('id');
    table.integer('lead_id').unsigned().notNullable();
    table.integer('author_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('author_email', 254).notNullable();
    table.text('body').notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['lead_id'], 'lead_notes_lead_id_index');
  });
  await knex.schema.createTable('lead_status_changes', (table) => {
    table.increments('id');
    table.integer('lead_id').unsigned().notNullable();
    table.string('from_status', 20).nullable();
    table.string('to_status', 20).notNullable();
    table.integer('actor_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('actor_email', 254).notNullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.index(['lead_id'], 'lead_status_changes_lead_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('lead_status_changes');
  await knex.schema.dropTable('lead_notes');
  await knex.schema.alterTable('contact_requests', (table) => {
    table.dropForeign(['owner_user_id']);
    table.dropIndex(['status', 'created_at'], 'contact_requests_status_created_at_index');
    table.dropIndex(['partner_id'], 'contact_requests_partner_id_index');
    table.dropIndex(['utm_campaign'], 'contact_requests_utm_campaign_index');
  });
  await knex.schema.alterTable('contact_requests', (table) => {
    table.dropColumns('status', 'owner_user_id', 'status_changed_at');
  });
}
