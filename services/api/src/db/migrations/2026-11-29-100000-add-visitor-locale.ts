import type { Knex } from 'knex';

/** The tables of what a visitor sends: a lead, a newsletter sign-up, a job application. */
const TABLES = ['contact_requests', 'newsletter_subscriptions', 'job_applications'] as const;

// The visitor's language (a shipped language of @joognoo/schemas: en, ar, ms, zh, hi), from
// the `locale` of the write: the e-mails and pages the visitor gets speak it, and the back
// office shows it. Rows written before are English, as everything sent to them was.
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (columns) => {
      columns.string('locale', 16).notNullable().defaultTo('en');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await knex.schema.alterTable(table, (columns) => {
      columns.dropColumn('locale');
    });
  }
}
