/**
 * The checks and rules of a partner's fields, shared by the `partner:*` commands and the back
 * office (so both accept and refuse the same values): origins, the webhook URL, and when a
 * webhook gets a new secret.
 */
import { randomBytes } from 'node:crypto';
import { normaliseOrigin, webhookUrlProblem, type WebhookRules } from '../config.ts';
import type { Partner, PartnerChanges } from './store.ts';

/** What is wrong with a webhook URL (the command prefixes the flag, the back office the field). */
export const WEBHOOK_URL_PROBLEMS = {
  invalid: 'must be an http(s) URL, e.g. https://crm.partner.example/hooks/joognoo',
  credentials: 'must not contain a user name or password',
  private: 'must point to a public host: loopback, private, link-local and cloud metadata addresses and names are refused',
  insecure: 'must be https in production (plain http only to a loopback receiver)',
} as const;

/** Origins as stored (scheme://host[:port], deduplicated), or the first value that is not one. */
export function partnerOrigins(values: readonly string[]): { origins: string[] } | { invalid: string } {
  const out: string[] = [];
  for (const value of values) {
    const origin = normaliseOrigin(value.trim());
    if (!origin) return { invalid: value };
    out.push(origin);
  }
  return { origins: [...new Set(out)] };
}

/** A webhook URL as stored, or what is wrong with it. */
export function partnerWebhookUrl(rules: WebhookRules, value: string): { url: string } | { problem: (typeof WEBHOOK_URL_PROBLEMS)[keyof typeof WEBHOOK_URL_PROBLEMS] } {
  const problem = webhookUrlProblem(rules, value.trim());
  return problem ? { problem: WEBHOOK_URL_PROBLEMS[problem] } : { url: new URL(value.trim()).toString() };
}

/** A new webhook secret: 32 random bytes, shown once, stored encrypted. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * The changes for a webhook URL: none removes the webhook and its secret; a first webhook gets
 * a new secret, a moved one keeps its secret (rotate it separately).
 */
export function webhookChanges(before: Pick<Partner, 'hasWebhookSecret'> | undefined, url: string | null): { changes: PartnerChanges; webhookSecret?: string } {
  if (url === null) return { changes: { webhookUrl: null, webhookSecret: null } };
  if (before?.hasWebhookSecret) return { changes: { webhookUrl: url } };
  const webhookSecret = newWebhookSecret();
  return { changes: { webhookUrl: url, webhookSecret }, webhookSecret };
}
