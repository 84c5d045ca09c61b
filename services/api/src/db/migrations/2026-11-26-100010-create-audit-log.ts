import type { Knex } from 'knex';

// Every back-office write: who (actor_user_id, and actor_email kept as it was, so the row
// still says who after the account is gone), what (action, subject, details as JSON text
// without secrets), when, and from which address. Rows are only ever inserted.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id');
    table.datetime('created_at', { precision: 3 }).notNullable();
    table.integer('actor_user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('actor_email', 254).notNullable();
    table.string('action', 100).notNullable();
    table.string('subject_type', 50).notNullable();
    table.string('subject_id', 200).nullable();
    table.text('details').notNullable();
    table.string('ip', 64).notNullable();
    table.index(['created_at'], 'audit_log_created_at_index');
    table.index(['subject_type', 'subject_id'], 'audit_log_subject_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
}
