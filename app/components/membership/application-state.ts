/**
 * The states of the embedded membership application (spec part 2 §4): loading
 * starts true; the fallback shows when the frame errors, when the visitor clicks
 * "Having trouble?", or after 3 seconds without a load; if the frame loads first,
 * the form shows. A late load does not hide the options the visitor is reading,
 * and a late timer does not hide a form that loaded.
 *
 * Browsers fire "load" even when a cross-origin frame shows their own error page
 * (and the page cannot look inside to tell), so "Having trouble?" stays offered
 * under a loaded form: the visitor's word is the only reliable signal.
 */

/** How long the frame may take to load before the fallback options show. */
export const APPLICATION_LOAD_TIMEOUT_MS = 3000;

export type ApplicationEvent = "load" | "error" | "trouble" | "timeout";

export type ApplicationState =
  | { status: "loading" }
  | { status: "loaded" }
  | { status: "fallback"; reason: Exclude<ApplicationEvent, "load"> };

export const initialApplicationState: ApplicationState = { status: "loading" };

export function applicationReducer(
  state: ApplicationState,
  event: ApplicationEvent,
): ApplicationState {
  if (state.status === "fallback") return state;
  if (event === "trouble") return { status: "fallback", reason: event };
  if (state.status === "loaded") return state;
  return event === "load" ? { status: "loaded" } : { status: "fallback", reason: event };
}
