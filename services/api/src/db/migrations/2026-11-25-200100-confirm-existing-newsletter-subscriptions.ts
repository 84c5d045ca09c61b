import type { Knex } from 'knex';

// Subscriptions taken before double opt-in (single opt-in: the address was typed into the
// box, whose copy promised "unsubscribe anytime") stay subscribers: they become confirmed,
// with confirmed_at left NULL to mark them as legacy (never confirmed by a link). They get an
// unsubscribe token when the first e-mail is composed for them.
export async function up(knex: Knex): Promise<void> {
  await knex('newsletter_subscriptions').where({ status: 'pending' }).whereNull('confirmation_sent_at').update({ status: 'confirmed' });
}

export async function down(): Promise<void> {
  // Nothing to undo: the previous migration's down drops the column.
}
