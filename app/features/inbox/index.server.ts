/**
 * The inbox's upkeep (expired messages, unconfirmed newsletter sign-ups) and e-mails
 * (start-up), its sealed rows and limits (the submissions and scale benchmarks).
 */
export { inboxForms } from "./inbox-forms";
export { recordInboxDelivery, renderInboxEmail } from "./inbox-emails.server";
export { deleteExpiredSignUps } from "./newsletter.server";
export {
  deleteExpiredMessages,
  openRow,
  reencryptStaleMessages,
  sealRow,
} from "./sealed-messages.server";
export { storedSubmissionPage } from "./stored-answer.server";
