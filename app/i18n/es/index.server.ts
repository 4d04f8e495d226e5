import type { EnglishMessages } from "~/i18n/en/index.server";
import type { Translation } from "~/i18n/types";
import { common } from "./common.server";
import { home } from "./home.server";
import { services } from "./services.server";
import { serviceDetails } from "./serviceDetails.server";
import { contact } from "./contact.server";
import { team } from "./team.server";
import { media } from "./media.server";
import { membership } from "./membership.server";
import { foundation } from "./foundation.server";
import { blog } from "./blog.server";
import { insurance } from "./insurance.server";
import { labTests } from "./labTests.server";
import { partners } from "./partners.server";
import { scheduleVisit } from "./scheduleVisit.server";
import { legal } from "./legal.server";
import { demo } from "./demo.server";

/** Every Latin American Spanish dictionary; the type makes it match English key for key. */
export const spanish: Translation<EnglishMessages> = {
  common,
  home,
  services,
  serviceDetails,
  contact,
  team,
  media,
  membership,
  foundation,
  blog,
  insurance,
  labTests,
  partners,
  scheduleVisit,
  legal,
  demo,
};
