import type { Knex } from 'knex';

// The SHA-256 of the request a key was first used with (canonical JSON of its body), so a
// repeat of the key with a different body is refused instead of replayed. Null on answers
// stored before this column existed: those replay as before.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (table) => {
    table.string('request_hash', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('idempotency_keys', (table) => {
    table.dropColumn('request_hash');
  });
}
