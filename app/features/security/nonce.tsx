import { createContext, useContext } from "react";

/**
 * Prerendered HTML is written once at build time, so it carries this
 * placeholder wherever a nonce belongs; the server swaps it for the
 * request's nonce (server/http/prerendered.ts). See docs/decisions/003.
 */
export const NONCE_PLACEHOLDER = "__csp_nonce__";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce during server rendering; empty in the browser, which hides it anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
