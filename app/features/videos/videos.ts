/**
 * The clinic's three videos, each with an id, a title, a YouTube embed id and a
 * thumbnail. Titles are translated in the media dictionary, in this order. The embed ids
 * are demo values: replace them with the clinic's own YouTube video ids.
 */
export const videoEntries = [
  { id: "clinic-tour", embedId: "demoClinic01", thumbnail: "/images/video-tour.svg" },
  { id: "vip-membership", embedId: "demoMember02", thumbnail: "/images/video-membership.svg" },
  { id: "health-fair", embedId: "demoHealth03", thumbnail: "/images/video-health-fair.svg" },
] as const;

/** The privacy-friendly player host; nothing is requested from it until a visitor clicks play. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function videoEmbedUrl(embedId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(embedId)}?autoplay=1&rel=0`;
}
