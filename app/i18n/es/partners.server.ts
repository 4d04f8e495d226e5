import type { PartnersMessages } from "~/i18n/en/partners.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de aliados (/partners). */
export const partners: Translation<PartnersMessages> = {
  intro: {
    eyebrow: "Beneficios para miembros VIP",
    text: "Su Membresía VIP va más allá de nuestra clínica. Nos aliamos con negocios locales de confianza en Orlando para que los miembros ahorren en belleza, bienestar, cuidado dental y mucho más, cada vez que muestran su tarjeta de miembro.",
  },
  howItWorks: {
    heading: "Cómo funciona",
    subtitle: "Tres pasos sencillos para empezar a ahorrar con nuestros aliados.",
    steps: [
      {
        title: "Únase a la Membresía VIP",
        text: "Elija el plan adecuado para usted o para su familia y hágase miembro VIP.",
      },
      {
        title: "Muestre su tarjeta",
        text: "Presente su tarjeta de miembro VIP en cualquier negocio aliado antes de pagar.",
      },
      {
        title: "Disfrute los beneficios",
        text: "Reciba su descuento de miembro al instante, tantas veces como lo permita la oferta del aliado.",
      },
    ],
  },
  list: {
    heading: "Nuestros aliados",
    subtitle: "Descuentos exclusivos para miembros VIP en negocios locales.",
    benefitLabel: "Beneficio para miembros",
  },
  whyMember: {
    heading: "Ventajas de ser miembro",
    items: [
      {
        title: "Descuentos exclusivos con nuestros aliados",
        text: "Ahorre en todos los negocios aliados que aparecen en esta página. Pronto habrá más.",
      },
      {
        title: "Chequeo médico anual incluido",
        text: "Todos los planes incluyen un chequeo médico al año para mantener su salud al día.",
      },
      {
        title: "Consultas y visitas de seguimiento sin costo adicional",
        text: "Consulte con nuestros profesionales y regrese para su visita de seguimiento sin pagar cada vez.",
      },
      {
        title: "Hasta 30% de descuento en exámenes y procedimientos",
        text: "Los miembros reciben hasta un 30% de descuento en exámenes y procedimientos en la clínica y con nuestros aliados.",
      },
    ],
  },
  join: {
    heading: "Únase hoy",
    text: "Hágase miembro VIP hoy y empiece a disfrutar de una mejor atención en la clínica y de ahorros exclusivos en todo Orlando.",
    button: "Hágase miembro VIP",
  },
  logoStrip: {
    heading: "Orgullosos de ser aliados de",
    more: "…y pronto habrá más.",
  },
};
