import type { Knex } from 'knex';
import { ATTRIBUTION_URL_MAX_LENGTH, UTM_PARAMETERS, UTM_VALUE_MAX_LENGTH } from '@joognoo/schemas';

// Where a lead or a sign-up came from: the partner whose page embeds the widget
// (`partner` of the body, a partners.id; kept when the partner is later removed), the page
// (no fragment; contact_requests has page_url already), the page that led there and the five
// utm_* values, as cleaned by cleanAttribution of @joognoo/schemas. Null where none was sent.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_requests', (table) => {
    table.string('partner_id', 64).nullable();
    table.string('referrer', ATTRIBUTION_URL_MAX_LENGTH).nullable();
    for (const name of UTM_PARAMETERS) table.string(name, UTM_VALUE_MAX_LENGTH).nullable();
  });
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.string('partner_id', 64).nullable();
    table.string('page_url', ATTRIBUTION_URL_MAX_LENGTH).nullable();
    table.string('referrer', ATTRIBUTION_URL_MAX_LENGTH).nullable();
    for (const name of UTM_PARAMETERS) table.string(name, UTM_VALUE_MAX_LENGTH).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscriptions', (table) => {
    table.dropColumns('partner_id', 'page_url', 'referrer', ...UTM_PARAMETERS);
  });
  await knex.schema.alterTable('contact_requests', (table) => {
    table.dropColumns('partner_id', 'referrer', ...UTM_PARAMETERS);
  });
}
