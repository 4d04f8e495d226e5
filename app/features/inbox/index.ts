/** The public forms whose posts land in the staff inbox, for the pages that show them. */
export { PartnershipForm, partnershipInputId } from "./partnership-form";
