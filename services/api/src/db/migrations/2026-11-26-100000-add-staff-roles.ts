import type { Knex } from 'knex';

// Staff of the back office are users with a role (admin, marketer, sales); a user without
// one is a customer account. name is how the back office shows them (owners of leads,
// authors of changes). A disabled user (disabled_at set) cannot sign in, and their sessions
// are deleted when they are disabled.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('role', 20).nullable();
    table.string('name', 200).nullable();
    table.datetime('disabled_at', { precision: 3 }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('disabled_at');
    table.dropColumn('name');
    table.dropColumn('role');
  });
}
