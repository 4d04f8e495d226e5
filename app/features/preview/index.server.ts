/** Previews of unsaved changes: drafts kept for a signed, expiring link. */
export {
  deleteExpiredPreviewDrafts,
  findPreviewDraft,
  PREVIEW_HEADERS,
  PREVIEW_PARAM,
  previewHref,
  storePreviewDraft,
  type PreviewDraft,
  type PreviewEntity,
} from "./preview-drafts.server";
export { answerPreviewPost, fixTheFormFirst, type PreviewRequest } from "./preview-post.server";
export { previewBanner, previewTokenOf } from "./preview-banner.server";
