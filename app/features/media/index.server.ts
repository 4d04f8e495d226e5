/** The media library's server side, for start-up and the request guards. */
export { addMissingAvifVariants } from "./images.server";
export { multiFileBodyLimit, uploadBodyLimit } from "./upload-form.server";
export { sweepOrphanedUploads } from "./images.server";
export { altTextFor, libraryAltTexts } from "./alt-text.server";
