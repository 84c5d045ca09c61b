import type { Config } from '../config.ts';
import type { EmailMessage } from '../delivery/outbox.ts';
import { decryptSecret, encryptSecret } from '../security/secrets.ts';
import { confirmationEmail } from './emails.ts';
import { newToken } from './tokens.ts';

/** What a sign-up needs to send a confirmation: fresh token hashes and the composed e-mail. */
export interface PreparedConfirmation {
  confirmTokenHash: string;
  /** Set when the subscription had no unsubscribe token yet (a new one, or a legacy row). */
  newUnsubscribeToken?: { hash: string; encrypted: string };
  message: EmailMessage;
}

export type ComposeConfirmation = (subscription: { email: string; unsubscribeTokenEncrypted: string | null }) => PreparedConfirmation;

/** The associated data of an encrypted unsubscribe token: its column and address (unique per row). */
const unsubscribeTokenContext = (email: string) => `newsletter_subscriptions.unsubscribe_token_encrypted:email:${email}`;

/**
 * Makes a new single-use confirmation token and the e-mail with its link. The unsubscribe
 * token is the subscription's own, for its whole life (decrypted with the integration
 * keyring), or a new one when it has none.
 */
export function confirmationComposer(config: Pick<Config, 'siteOrigin' | 'integrationKeys'>): ComposeConfirmation {
  return ({ email, unsubscribeTokenEncrypted }) => {
    const confirm = newToken();
    let unsubscribeToken: string;
    let newUnsubscribeToken: PreparedConfirmation['newUnsubscribeToken'];
    if (unsubscribeTokenEncrypted) {
      unsubscribeToken = decryptSecret(config.integrationKeys, unsubscribeTokenEncrypted, unsubscribeTokenContext(email));
    } else {
      const fresh = newToken();
      unsubscribeToken = fresh.token;
      newUnsubscribeToken = { hash: fresh.hash, encrypted: encryptSecret(config.integrationKeys, fresh.token, unsubscribeTokenContext(email)) };
    }
    return {
      confirmTokenHash: confirm.hash,
      ...(newUnsubscribeToken ? { newUnsubscribeToken } : {}),
      message: confirmationEmail({ siteOrigin: config.siteOrigin, to: email, confirmToken: confirm.token, unsubscribeToken }),
    };
  };
}
