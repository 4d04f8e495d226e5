/** The booking overlay's inline script: the server names its hash in the CSP. */
export { bookingWatchScript } from "./booking-script";
