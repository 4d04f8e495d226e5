import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce, set by entry.server.tsx. In the browser it is
 * empty: scripts are already trusted by then.
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
