import { createContext, useContext } from "react";

/** Pre-rendered pages and the browser have none: inline scripts are allowed by hash there. */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
