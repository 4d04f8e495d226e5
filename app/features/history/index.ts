/** The address of an item's history page, for links from the editors. */
export { historyPath, type HistoryKindName } from "./paths";
/** "Also open": who else has an item open in an editor. */
export { usePresence, type OtherEditor } from "./presence";
export { PresenceNote } from "./presence-note";
