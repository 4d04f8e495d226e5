/** The Trash: what the delete functions keep, the orphan sweep spares and start-up purges. */
export {
  keptDaysText,
  movedToTrashText,
  moveToTrash,
  purgeExpiredTrash,
  trashedImageFiles,
  type ImageFiles,
  type TrashedItem,
  type TrashEntityType,
} from "./trash.server";
