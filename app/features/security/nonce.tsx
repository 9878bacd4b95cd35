import { createContext, useContext } from "react";

/**
 * The CSP nonce of a server-rendered response. Prerendered pages have none:
 * their inline scripts are allowed by hash (docs/decisions/003).
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
