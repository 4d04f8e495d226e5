import { common as enCommon, type CommonMessages } from "./en/common.server";
import { home as enHome, type HomeMessages } from "./en/home.server";
import { services as enServices, type ServicesMessages } from "./en/services.server";
import {
  serviceDetails as enServiceDetails,
  type ServiceDetailsMessages,
} from "./en/serviceDetails.server";
import { contact as enContact, type ContactMessages } from "./en/contact.server";
import { team as enTeam, type TeamMessages } from "./en/team.server";
import { media as enMedia, type MediaMessages } from "./en/media.server";
import type { Locale } from "./locales";
import { common as ptCommon } from "./pt-BR/common.server";
import { home as ptHome } from "./pt-BR/home.server";
import { services as ptServices } from "./pt-BR/services.server";
import { serviceDetails as ptServiceDetails } from "./pt-BR/serviceDetails.server";
import { contact as ptContact } from "./pt-BR/contact.server";
import { team as ptTeam } from "./pt-BR/team.server";
import { media as ptMedia } from "./pt-BR/media.server";
import type { Translation } from "./types";

/**
 * Every dictionary, by locale. Server-only: a page receives just the strings
 * it renders through its loader, so the browser never downloads both languages.
 * A new namespace is added here for both locales; the Translation type makes
 * the Portuguese one match the English one key for key.
 */
export type Messages = {
  common: Translation<CommonMessages>;
  home: Translation<HomeMessages>;
  services: Translation<ServicesMessages>;
  serviceDetails: Translation<ServiceDetailsMessages>;
  contact: Translation<ContactMessages>;
  team: Translation<TeamMessages>;
  media: Translation<MediaMessages>;
};

const dictionaries: Record<Locale, Messages> = {
  en: {
    common: enCommon,
    home: enHome,
    services: enServices,
    serviceDetails: enServiceDetails,
    contact: enContact,
    team: enTeam,
    media: enMedia,
  },
  "pt-BR": {
    common: ptCommon,
    home: ptHome,
    services: ptServices,
    serviceDetails: ptServiceDetails,
    contact: ptContact,
    team: ptTeam,
    media: ptMedia,
  },
};

export function getMessages(locale: Locale): Messages {
  return dictionaries[locale];
}
