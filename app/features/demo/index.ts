/** The demo's stand-ins for the clinic's booking and membership signup services. */
export { renderStandIn, standInLocale, type StandIn } from "./stand-in-page.server";
