import type { MembershipMessages } from "~/i18n/en/membership.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de la Membresía VIP (/membership) y la de solicitud (/membership-application). */
export const membership: Translation<MembershipMessages> = {
  page: {
    hero: {
      eyebrow: "Atención todo el año",
      subtitle:
        "Chequeos médicos, consultas y visitas de seguimiento incluidos en un solo plan anual, para usted, su familia o los adultos mayores que usted quiere.",
      intro:
        "Deje de preocuparse por el costo de cada visita. Elija un plan, pague una cuota de inscripción y luego 11 pagos mensuales, y venga sin cita cada vez que nos necesite, {openDays}.",
      applyNow: "Inscríbase ahora",
      learnMore: "Más información",
    },
    benefits: {
      heading: "¿Por qué hacerse miembro?",
      subtitle: "Todo lo que necesita para cuidar su salud, con costos que puede planificar.",
      items: [
        {
          title: "Chequeos médicos anuales incluidos",
          text: "Todos los planes incluyen chequeos médicos completos cada año, para detectar problemas a tiempo y mantener su historial al día.",
        },
        {
          title: "Consultas y visitas de seguimiento sin costo adicional",
          text: "Las consultas de su plan ya están pagadas, al igual que las visitas de seguimiento que incluye, dentro de los 14 días posteriores a cada consulta.",
        },
        {
          title: "Descuentos exclusivos",
          text: "Los miembros reciben hasta un 30% de descuento en exámenes y procedimientos en la clínica y con nuestros aliados.",
        },
      ],
    },
    plans: {
      heading: "Elija su plan",
      subtitle:
        "Cada plan tiene una cuota de inscripción seguida de 11 pagos mensuales. Elija la pestaña que le corresponde y compare.",
      tabsLabel: "Tipo de plan",
      tabs: {
        individual: "Individual",
        family: "Familiar",
        senior: "Adulto mayor",
      },
      groups: {
        individual: {
          heading: "Planes individuales",
          text: "Para un adulto o un niño, con chequeos médicos, consultas y visitas de seguimiento, o telemedicina ilimitada.",
        },
        family: {
          heading: "Planes familiares",
          text: "Un solo plan para hasta 4 integrantes de su familia, con chequeos médicos y consultas para compartir.",
        },
        senior: {
          heading: "Planes para adultos mayores",
          text: "Chequeos médicos pensados para adultos mayores: cada uno incluye un electrocardiograma, una prueba de sangre oculta en heces y una radiografía de tórax.",
        },
      },
      mostPopular: "MÁS POPULAR",
      feeLabel: "cuota de inscripción",
      monthly: "+ {count} × {amount}/mes",
      yearly: "Total anual: {amount}",
      includesLabel: "Qué incluye",
      discount:
        "Hasta 30% de descuento en exámenes y procedimientos en la clínica y con nuestros aliados",
      customQuote: {
        text: "¿No sabe qué plan le conviene o necesita algo diferente?",
        link: "Solicitar cotización personalizada",
      },
    },
    testimonials: {
      heading: "Lo que dicen nuestros miembros",
      subtitle: "Familias de Orlando que ya sienten la clínica como suya.",
    },
    faq: {
      heading: "Preguntas frecuentes",
      subtitle: "Lo que más nos preguntan antes de inscribirse.",
      items: [
        {
          question: "¿Cuántas personas puede cubrir un plan familiar?",
          answer:
            "Los planes familiares cubren hasta 4 integrantes de la misma familia. Si su familia es más grande, pídanos una cotización personalizada.",
        },
        {
          question: "¿Cómo pago mi plan?",
          answer:
            "Usted paga una cuota de inscripción al unirse y luego 11 pagos mensuales. Si prefiere pagar todo el año de una sola vez, recibe un 10% de descuento en el pago anual.",
        },
        {
          question: "¿Cuándo puedo usar mis visitas de seguimiento?",
          answer:
            "Una visita de seguimiento es una consulta de control por el mismo problema de salud, y debe hacerse dentro de los 14 días posteriores a la consulta.",
        },
        {
          question: "¿Están incluidos los exámenes y procedimientos?",
          answer:
            "Sus chequeos médicos forman parte del plan. Otros exámenes y procedimientos no, pero todos los planes tienen hasta un 30% de descuento en exámenes y procedimientos en la clínica y con nuestros aliados.",
        },
        {
          question: "¿Qué incluye el chequeo médico para adultos mayores?",
          answer:
            "Además del chequeo médico completo, los planes para adultos mayores incluyen un electrocardiograma, una prueba de sangre oculta en heces y una radiografía de tórax.",
        },
        {
          question: "¿Puedo cancelar mi membresía?",
          answer:
            "Sí. Avísenos con 30 días de anticipación, en persona, por teléfono o por correo electrónico, y nosotros nos encargamos del resto.",
        },
      ],
      contactText: "¿Todavía tiene preguntas? Nuestro equipo le ayudará con gusto.",
      contactButton: "Contáctenos",
    },
    cta: {
      title: "¿Quiere hacerse miembro VIP?",
      text: "Inscríbase en línea en pocos minutos o pregunte en nuestra recepción en su próxima visita.",
      button: "Solicitar membresía",
    },
  },
  application: {
    back: "Volver al sitio web de la clínica",
    openNewTab: "Abrir en una pestaña nueva",
    frameTitle: "Formulario de solicitud de la Membresía VIP",
    loading: "Cargando la solicitud de membresía...",
    trouble: "¿Tiene problemas? Haga clic aquí",
    fallback: {
      message: "No pudimos cargar el formulario aquí. Use una de las siguientes opciones:",
      open: "Abrir la solicitud de membresía",
      back: "Volver al sitio web",
      contactHeading: "¿Prefiere hablar con nosotros?",
      phoneLabel: "Llámenos",
      whatsappLabel: "Escríbanos por WhatsApp",
      emailLabel: "Envíenos un correo electrónico",
    },
  },
};
