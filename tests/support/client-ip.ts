let forwardedCounter = 0;

/**
 * A made-up client address for the X-Forwarded-For header (trusted from
 * loopback), so tests that post forms do not share one rate-limit bucket.
 */
export function uniqueClientIp(): string {
  forwardedCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(forwardedCounter / 250)}.${forwardedCounter % 250}`;
}
