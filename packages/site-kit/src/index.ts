/**
 * What both sites' pages share, safe for the browser bundle. Server-only plumbing (API
 * clients for loaders, the sign-in action, the document render) is `@joognoo/site-kit/server`;
 * the page head helpers alone, free of React and styles (for Node scripts and tests), are
 * `@joognoo/site-kit/seo`.
 */
export type { SiteLoadContext, SiteUploads } from './load-context';
export { CspNonceProvider, useCspNonce } from './csp-nonce';
export { errorEntry } from './error-entry';
export { errorPages } from './error-pages';
export { ButtonRow } from './ButtonRow';
export { Eyebrow, PageHero, type PageHeroProps } from './PageHero';
export { DEFAULT_AFTER_SIGN_IN, safeRedirectTo, signInPath } from './redirect-to';
export { sameSitePath } from './same-site-path';
export { DEFAULT_OG_IMAGE, DEFAULT_SITE_URL, absoluteUrl, pageTitle, seo, siteUrlFrom, type SeoArgs, type SeoInput } from './seo';
export { ErrorAlert, SignInForm, type SignInResult } from './SignInForm';
export { ACCOUNT_BAR_COPY, SIGN_IN_COPY } from './sign-in-copy';
export { forEcho } from './text';
export { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
export { SignInPage, type SignInPageProps } from './SignInPage';
export { SiteStyle } from './SiteStyle';
