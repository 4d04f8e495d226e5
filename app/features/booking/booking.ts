/**
 * The third-party booking page the Request Appointment dialog shows in a frame:
 * an external booking widget's URL with the clinic's practice key.
 * A widget URL that already has a query string gets the key appended to it.
 */
export function bookingFrameUrl(widgetUrl: string, practiceKey: string): string {
  const [withoutHash = "", hash] = widgetUrl.split(/#(.*)/s, 2);
  const separator = withoutHash.includes("?")
    ? withoutHash.endsWith("?") || withoutHash.endsWith("&")
      ? ""
      : "&"
    : "?";
  const url = `${withoutHash}${separator}practiceKey=${encodeURIComponent(practiceKey)}`;
  return hash === undefined ? url : `${url}#${hash}`;
}
