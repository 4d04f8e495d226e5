/** The membership application's inline script: the server names its hash in the CSP. */
export { applicationScreenScript } from "./application-script";
/** Amounts of US dollars as each language writes them (the service pages' prices). */
export { formatCents } from "./format-money";
