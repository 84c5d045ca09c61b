import { createContext, useContext } from 'react';

/**
 * This page's Content-Security-Policy nonce, for the tags the page renders itself
 * (`<Scripts>`, the styled-components nonce meta, JSON-LD). The server render gets it from
 * the load context (entry.server.tsx); hydration reads it back from the page
 * (`readCspNonce`, entry.client.tsx) so both render the same tree. A React context, never a
 * module variable: the server renders many requests at once.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * The selector of the element that hands the nonce to styled-components' client runtime,
 * which inserts style tags after hydration (styled-components 6 reads
 * `meta[property="csp-nonce"]`, its `nonce` property first).
 */
export const CSP_NONCE_META_SELECTOR = 'meta[property="csp-nonce"]';

/**
 * The nonce in the browser. Browsers hide a nonce from `getAttribute` once the page has a
 * CSP; the element's `nonce` property still has it.
 */
export function readCspNonce(): string | undefined {
  const meta = document.head.querySelector<HTMLMetaElement>(CSP_NONCE_META_SELECTOR);
  return meta?.nonce || undefined;
}
