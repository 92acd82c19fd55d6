import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, set by entry.server for server-rendered pages. Pre-rendered pages and
 * the browser have none: there the server allows the inline scripts by their hashes instead.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
