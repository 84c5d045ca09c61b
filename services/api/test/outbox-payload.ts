import type { Config } from '../src/config.ts';
import { unsealSecrets } from '../src/delivery/store/outbox.ts';

/**
 * A queued e-mail as the worker will send it: its live tokens (kept encrypted apart from the
 * payload while it is pending) put back with the test keyring.
 */
export function composedPayload(config: Pick<Config, 'integrationKeys'>, row: { id: string; payload: string; secrets_encrypted: string | null }): string {
  return row.secrets_encrypted === null ? row.payload : unsealSecrets(config.integrationKeys, String(row.id), row.payload, row.secrets_encrypted);
}
