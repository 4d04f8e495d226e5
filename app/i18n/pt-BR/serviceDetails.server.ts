import type { ServiceDetailsMessages } from "~/i18n/en/serviceDetails.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: as páginas de cada serviço (/services/{id}). */
export const serviceDetails: Translation<ServiceDetailsMessages> = {
  labels: {
    price: "Preço",
    benefits: "Benefícios",
    faqs: "Perguntas Frequentes",
    otherServices: "Outros Serviços",
    learnMore: "Saiba mais",
    schedule: "Agende uma Visita",
    contact: "Fale Conosco",
    backToServices: "Voltar para os Serviços",
    /** The membership's price while no plan is shown. */
    priceOnRequest: "Consulte nossos planos",
    membershipPrice: "A partir de {amount}/mês",
    priceRange: "{from} a {to}",
    priceFrom: "A partir de {from}",
    priceAsk: "Consulte-nos sobre o preço",
  },
};
