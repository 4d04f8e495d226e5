import { controlHooks } from "~/platform/controls/controls-script";
import { FRAME_TIMEOUT_MS, reachableSource } from "~/platform/controls/reachable";

/*
 * The booking overlay's watch on its frame (issue 28), an inline script of the schedule
 * page only, beside the every-page controls script that opens the dialog and builds the
 * frame after its paint. At each opening it asks the booking host whether it answers at
 * all (reachable.ts), and gives the frame 3 seconds to draw: when the host does not
 * answer, or nothing is drawn in time, the frame goes and the dialog is marked
 * `data-unreachable`, whose CSS shows the booking page's address and the clinic's other
 * ways instead of the browser's error page. Plain ES2020 in a string, like the others.
 */

/** Set on the dialog once its watch runs, so it never runs twice. */
export const BOOKING_WATCH_STARTED = "data-booking-watch";

const watchSource = `(dialog) => {
  if (!dialog || dialog.hasAttribute("${BOOKING_WATCH_STARTED}")) return;
  dialog.setAttribute("${BOOKING_WATCH_STARTED}", "");
  const slot = dialog.querySelector("[${controlHooks.embed}]");
  let opening = 0;
  const fail = (at, hostSilent) => {
    if (at !== opening || !dialog.open) return;
    // A frame's load event comes for the browser's own error page too (reachable.ts), and can
    // come before the host's silence is known: that silence wins over it; the 3-second
    // watch only drops a frame that has drawn nothing.
    if (!hostSilent && slot.hasAttribute("data-loaded")) return;
    // An empty text in the slot: the controls script builds no frame into a slot that holds
    // something, and empties it when the dialog closes.
    slot.replaceChildren("");
    dialog.setAttribute("${controlHooks.unreachable}", "");
  };
  // Capture: before the controls script, which opens the dialog on the same click.
  document.addEventListener("click", (event) => {
    const trigger = event.target instanceof Element && event.target.closest('[${controlHooks.kind}="dialog"]');
    if (!trigger || trigger.getAttribute("aria-controls") !== dialog.id || dialog.open) return;
    const at = ++opening;
    dialog.removeAttribute("${controlHooks.unreachable}");
    // After the dialog's first paint: the tap is answered first, as the frame is built after.
    requestAnimationFrame(() => setTimeout(() => {
      setTimeout(() => fail(at, false), ${FRAME_TIMEOUT_MS});
      (${reachableSource})(JSON.parse(slot.getAttribute("${controlHooks.embed}")).src, ${FRAME_TIMEOUT_MS}).then((answers) => answers || fail(at, true));
    }));
  }, true);
}`;

/** Exported for its unit test: `(dialog) => void`. */
export const runBookingWatchSource = watchSource;

/** The script the dialog ends with: it watches the dialog it sits in. */
export const bookingWatchScript = `(${watchSource})(document.currentScript && document.currentScript.closest("dialog"));`;
