import { BRAND, LIMITS, SITE_COOKIES } from '@joognoo/schemas';
import { COMPANY_EMAILS, HEADQUARTERS } from './offices.ts';

/** Days of notice the Terms of Service give before a material change takes effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

/** Base URL of the public REST API the documentation describes. */
export const API_BASE_URL = `https://api.${BRAND.slug}.example/v1`;
/** The environment variable the documentation's examples read the API key from. */
export const API_KEY_ENV = `${BRAND.slug.toUpperCase()}_API_KEY`;

/**
 * The `{{name}}` placeholders of the Markdown prose (vite/prose-markdown.ts fills them at
 * build time): facts the code also uses, so the texts cannot drift from it.
 */
export const PROSE_VALUES = {
  brand: BRAND.name,
  brandSlug: BRAND.slug,
  apiBaseUrl: API_BASE_URL,
  apiKeyEnv: API_KEY_ENV,
  company: `${BRAND.name} Pte. Ltd.`,
  address: HEADQUARTERS.address,
  privacyEmail: COMPANY_EMAILS.privacy,
  legalEmail: COMPANY_EMAILS.legal,
  supportEmail: COMPANY_EMAILS.support,
  greenProduct: BRAND.products.green.name,
  aiProduct: BRAND.products.ai.name,
  hireProduct: BRAND.products.hire.name,
  replyWithinHours: LIMITS.replyWithinHours,
  termsChangeNoticeDays: TERMS_CHANGE_NOTICE_DAYS,
  authCookie: SITE_COOKIES.auth,
  consentCookie: SITE_COOKIES.consent,
} as const;
