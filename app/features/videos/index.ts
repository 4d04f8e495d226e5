/** Where the video player comes from: the CSP lets the site frame it. */
export { VIDEO_EMBED_ORIGIN } from "./videos";
