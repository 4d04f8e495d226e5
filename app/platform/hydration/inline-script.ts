import { useEffect, type RefObject } from "react";
import { documentNonce } from "./nonce";

/**
 * An inline script a component renders inside its element runs when the browser parses
 * the server's HTML, but one React inserts after a client-side navigation never runs.
 * This runs it then: appended anew (with the page's nonce) to the element, when the
 * script has not marked it started (`startedAttribute`). The CSP allows its text by hash
 * on stored pages (CLIENT_INSERTED_SCRIPTS, server/content-security-policy.ts).
 */
export function useInlineScriptAfterNavigation(
  ref: RefObject<HTMLElement | null>,
  startedAttribute: string,
  source: string,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || element.hasAttribute(startedAttribute)) return;
    const script = document.createElement("script");
    script.nonce = documentNonce();
    script.textContent = source;
    element.append(script);
  }, [ref, startedAttribute, source]);
}
