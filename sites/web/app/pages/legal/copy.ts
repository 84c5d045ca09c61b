/**
 * Short copy of /privacy-policy, /terms-of-service and /cookie-policy: all last updated
 * April 8, 2025 and governed by the laws of Singapore. The texts themselves are the Markdown
 * files beside each route; `sections` is their outline (anchor id and heading of every `##`),
 * which legal.test.ts keeps equal to the Markdown, for tests that run outside the build.
 */

export interface LegalSectionOutline {
  /** Anchor slug, unique within its document. */
  id: string;
  heading: string;
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  /** `lastUpdated` as YYYY-MM-DD. */
  lastUpdatedIso: string;
  sections: readonly LegalSectionOutline[];
}

export const LEGAL_LAST_UPDATED = 'April 8, 2025';
/** The same date for `<time dateTime>`. */
export const LEGAL_LAST_UPDATED_ISO = '2025-04-08';

/** The caption of the table of the site's own cookies (the e2e test reads that table). */
export const SITE_COOKIE_TABLE_CAPTION = 'Cookies this website sets';

const dated = (title: string, sections: Array<[string, string]>): LegalDocument => ({
  title,
  lastUpdated: LEGAL_LAST_UPDATED,
  lastUpdatedIso: LEGAL_LAST_UPDATED_ISO,
  sections: sections.map(([id, heading]) => ({ id, heading })),
});

export const PRIVACY_POLICY: LegalDocument = dated('Privacy Policy', [
  ['who-we-are', '1. Who we are and scope'],
  ['information-we-collect', '2. Information we collect'],
  ['repository-analysis', '3. Source code and repository analysis'],
  ['how-we-use-information', '4. How we use your information'],
  ['legal-bases', '5. Legal bases for processing'],
  ['sharing', '6. How we share information'],
  ['international-transfers', '7. International transfers'],
  ['retention', '8. Data retention'],
  ['security', '9. Security'],
  ['your-rights', '10. Your rights'],
  ['children', '11. Children’s privacy'],
  ['changes', '12. Changes to this policy'],
  ['governing-law', '13. Governing law'],
  ['contact', '14. Contact us'],
]);

export const TERMS_OF_SERVICE: LegalDocument = dated('Terms of Service', [
  ['acceptance', '1. Acceptance of these Terms'],
  ['accounts', '2. Accounts and security'],
  ['subscriptions-and-billing', '3. Subscriptions and billing'],
  ['free-trial', '4. Free trials and pilots'],
  ['acceptable-use', '5. Acceptable use'],
  ['customer-data-and-repository-analysis', '6. Customer data and repository analysis'],
  ['intellectual-property', '7. Intellectual property'],
  ['confidentiality', '8. Confidentiality'],
  ['warranties', '9. Warranties and disclaimers'],
  ['limitation-of-liability', '10. Limitation of liability'],
  ['termination', '11. Suspension and termination'],
  ['changes', '12. Changes to these Terms'],
  ['governing-law', '13. Governing law and disputes'],
  ['contact', '14. Contact us'],
]);

export const COOKIE_POLICY: LegalDocument = dated('Cookie Policy', [
  ['what-are-cookies', '1. What are cookies?'],
  ['how-we-use-cookies', '2. How we use cookies'],
  ['types-of-cookies', '3. Types of cookies we use'],
  ['cookies-we-use', '4. Cookies we use'],
  ['third-party-cookies', '5. Third-party cookies'],
  ['managing-consent', '6. Managing your consent'],
  ['browser-controls', '7. Browser controls'],
  ['changes', '8. Changes to this policy'],
  ['governing-law', '9. Governing law'],
  ['contact', '10. Contact us'],
]);

export type LegalDocumentId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

/** The three legal documents keyed by their route path (without '/'). */
export const LEGAL_DOCUMENTS: Readonly<Record<LegalDocumentId, LegalDocument>> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
  'cookie-policy': COOKIE_POLICY,
};
