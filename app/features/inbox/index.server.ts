/** The inbox's upkeep (start-up), its sealed rows and limits (the submissions benchmark). */
export { inboxForms } from "./inbox-forms";
export { deleteExpiredMessages, openRow, reencryptStaleMessages } from "./sealed-messages.server";
