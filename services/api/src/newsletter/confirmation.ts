import type { ShippedLocale } from '@joognoo/schemas';
import type { Config } from '../config.ts';
import type { EmailMessage, PayloadSecrets } from '../delivery/store/outbox.ts';
import { NoIntegrationKeyError, decryptSecret, encryptSecret } from '../security/secrets.ts';
import { confirmationEmail } from './emails.ts';
import { newToken } from './tokens.ts';

/** What a sign-up needs to send a confirmation: fresh token hashes and the composed e-mail. */
export interface PreparedConfirmation {
  confirmTokenHash: string;
  /** Set when the subscription had no unsubscribe token yet (a new one, or a legacy row). */
  newUnsubscribeToken?: { hash: string; encrypted: string | null };
  message: EmailMessage;
  /** The tokens of its links, kept encrypted in the outbox until it is sent. */
  secrets: PayloadSecrets;
}

export type ComposeConfirmation = (subscription: { email: string; locale: ShippedLocale; unsubscribeTokenEncrypted: string | null }) => PreparedConfirmation;

/** The associated data of an encrypted unsubscribe token: its column and address (unique per row). */
const unsubscribeTokenContext = (email: string) => `newsletter_subscriptions.unsubscribe_token_encrypted:email:${email}`;

/**
 * Makes a new single-use confirmation token and the e-mail with its link. The unsubscribe
 * token is the subscription's own, for its whole life (decrypted with the integration
 * keyring), or a new one when it has none.
 */
/**
 * The stored unsubscribe token, or undefined when it cannot be read (the keyring changed or
 * lost its key): the caller then issues a new one, and only older links stop working.
 */
function readToken(config: Pick<Config, 'integrationKeys'>, encrypted: string, email: string): string | undefined {
  try {
    return decryptSecret(config.integrationKeys, encrypted, unsubscribeTokenContext(email));
  } catch {
    return undefined;
  }
}

/**
 * The token encrypted for later e-mails, or null without an encryption key: a sign-up never
 * fails for want of a key; each later e-mail then carries a new link (the newest one works).
 */
function storeToken(config: Pick<Config, 'integrationKeys'>, token: string, email: string): string | null {
  try {
    return encryptSecret(config.integrationKeys, token, unsubscribeTokenContext(email));
  } catch (error) {
    if (error instanceof NoIntegrationKeyError) return null;
    throw error;
  }
}

export function confirmationComposer(config: Pick<Config, 'siteOrigin' | 'integrationKeys'>): ComposeConfirmation {
  return ({ email, locale, unsubscribeTokenEncrypted }) => {
    const confirm = newToken();
    let unsubscribeToken = unsubscribeTokenEncrypted ? readToken(config, unsubscribeTokenEncrypted, email) : undefined;
    let newUnsubscribeToken: PreparedConfirmation['newUnsubscribeToken'];
    if (unsubscribeToken === undefined) {
      const fresh = newToken();
      unsubscribeToken = fresh.token;
      newUnsubscribeToken = { hash: fresh.hash, encrypted: storeToken(config, fresh.token, email) };
    }
    return {
      confirmTokenHash: confirm.hash,
      ...(newUnsubscribeToken ? { newUnsubscribeToken } : {}),
      message: confirmationEmail({ siteOrigin: config.siteOrigin, to: email, confirmToken: confirm.token, unsubscribeToken, locale }),
      secrets: { keyring: config.integrationKeys, values: [confirm.token, unsubscribeToken] },
    };
  };
}
