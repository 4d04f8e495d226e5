import type { ServiceDetailsMessages } from "~/i18n/en/serviceDetails.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): las páginas de cada servicio (/services/{id}). */
export const serviceDetails: Translation<ServiceDetailsMessages> = {
  labels: {
    price: "Precio",
    benefits: "Beneficios",
    faqs: "Preguntas frecuentes",
    otherServices: "Otros servicios",
    learnMore: "Más información",
    schedule: "Programar una visita",
    contact: "Contáctenos",
    backToServices: "Volver a servicios",
    /** The membership's price while no plan is shown. */
    priceOnRequest: "Pregúntenos por nuestros planes",
    membershipPrice: "Desde {amount} al mes",
    priceRange: "{from} a {to}",
    priceFrom: "Desde {from}",
    priceAsk: "Pregúntenos el precio",
  },
};
