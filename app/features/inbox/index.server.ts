/** The inbox's upkeep (start-up), its sealed rows and limits (the submissions benchmark). */
export { CONTACT_RATE_LIMIT } from "./contact-fields";
export { deleteExpiredMessages, openRow, reencryptStaleMessages } from "./sealed-messages.server";
