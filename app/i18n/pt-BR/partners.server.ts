import type { PartnersMessages } from "../en/partners.server";
import type { Translation } from "../types";

export const partners: Translation<PartnersMessages> = {};
