/** The media library, for the features whose forms pick or upload an image. */
export { MediaPicker } from "./media-picker";
export { ImageUrlField } from "./image-url-field";
export { ImageInsertDialog, type InsertedImage } from "./image-insert-dialog";
export { formatFileSize, formatLimitMb } from "./format";
export { ACCEPTED_IMAGE_TYPES, type MediaImage } from "./types";
