/** The membership application's inline script: the server names its hash in the CSP. */
export { applicationScreenScript } from "./application-script";
