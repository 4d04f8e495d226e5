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

/**
 * In the browser: the page's nonce, for a script the page inserts itself. Browsers
 * hide the attribute's value from the DOM, but keep it in the `nonce` property.
 */
export function documentNonce(): string {
  // Scripts React rendered in the browser carry an empty one.
  const scripts = document.querySelectorAll<HTMLScriptElement>("script[nonce]");
  return [...scripts].find((script) => script.nonce)?.nonce ?? "";
}
