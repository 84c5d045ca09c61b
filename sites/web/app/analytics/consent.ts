import { SITE_COOKIES } from '@joognoo/schemas';

/** The visitor's analytics choice, kept in a first-party cookie for 6 months. */
export const CONSENT_COOKIE = SITE_COOKIES.consent;
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182; // ~6 months

export type ConsentChoice = 'granted' | 'denied';

/** Reads the choice from a `Cookie` header or `document.cookie` string. */
export function readConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CONSENT_COOKIE) {
      const value = rest.join('=');
      return value === 'granted' || value === 'denied' ? value : null;
    }
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return [
    `${CONSENT_COOKIE}=${choice}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function storeConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
}
