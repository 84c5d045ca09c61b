import type { Knex } from 'knex';

// The transactional outbox: one row per e-mail or webhook POST to send, written in the
// transaction of what it is about. id is the delivery's stable UUID (sent to receivers).
// A worker claims a due row (status pending, next_attempt_at passed, no live lease) by
// setting lease_until/leased_by (and next_attempt_at to the lease's end, so a crashed
// worker's row is due again when the lease lapses), sends, and records the attempt in
// delivery_attempts. status: pending | delivered | dead. retry_since starts the give-up
// window (created_at, or when leads:redeliver re-queued it); attempts counts since then.
// person_email (lower-cased) finds a person's rows.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('deliveries', (table) => {
    table.string('id', 36).primary();
    table.string('kind', 50).notNullable();
    table.string('channel', 10).notNullable();
    table.integer('endpoint_id').unsigned().nullable().references('id').inTable('webhook_endpoints').onDelete('SET NULL');
    table.text('payload', 'mediumtext').notNullable();
    table.string('subject_type', 50).notNullable();
    table.integer('subject_id').nullable();
    table.string('person_email', 254).nullable();
    table.string('status', 10).notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.datetime('next_attempt_at', { precision: 3 }).notNullable();
    table.datetime('lease_until', { precision: 3 }).nullable();
    table.string('leased_by', 100).nullable();
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.datetime('retry_since', { precision: 3 }).notNullable();
    table.datetime('delivered_at', { precision: 3 }).nullable();
    table.text('last_error').nullable();
    table.index(['status', 'next_attempt_at'], 'deliveries_status_next_attempt_at_index');
    table.index(['person_email'], 'deliveries_person_email_index');
    table.index(['subject_type', 'subject_id'], 'deliveries_subject_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('deliveries');
}
