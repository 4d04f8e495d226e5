/** The clinic's settings (the layout, the CSP's frames, the sitemap) and the site texts' dates. */
export {
  clinicUpcomingClosures,
  getClinicMessages,
  getClinicSettings,
  getHoursTexts,
  withClinicHours,
} from "./clinic-settings.server";
export { listPageContentUpdates } from "./page-content.server";
export { loadPageTexts, type PageKey } from "./page-texts.server";
export { pageContentPages } from "./page-content-pages";
export { aboutUsSeedRows } from "./about-us.server";
/** An entry's history page: finding it, restoring an earlier revision. */
export { findPageContentEntry, restorePageContentRevision } from "./page-content-admin.server";
/** An About Us tab's history page: its fields, finding it, restoring an earlier revision. */
export { aboutUsFieldLabels, findAboutUsTab, restoreAboutUsRevision } from "./about-us.server";
