import { createContext, useContext } from 'react';

/**
 * The marker of the inline code the server render produces itself (`loadContext.
 * inlineCodeMarker`, a secret of the process, rendered as a `nonce` attribute): React
 * Router's and React's scripts and the collected styles carry it, and server/content-
 * security-policy.ts lists by hash only the tags that carry it, then removes it. So a script
 * or style that reached the HTML any other way (a sanitizer bypass in content) is not
 * listed, and the browser refuses it. Undefined in the browser. A React context, never a
 * module variable.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
