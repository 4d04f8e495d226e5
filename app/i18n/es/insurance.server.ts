import type { InsuranceMessages } from "~/i18n/en/insurance.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de seguros (/insurance). */
export const insurance: Translation<InsuranceMessages> = {
  accepted: {
    eyebrow: "Cobertura",
    heading: "Seguros aceptados",
    subtitle:
      "Trabajamos con estas aseguradoras y planes para que usted pueda concentrarse en recuperarse.",
    plansLabel: "Planes aceptados",
  },
  note: {
    title: "Confirme su cobertura",
    text: "La lista de aseguradoras y planes aceptados puede cambiar. Por favor, llámenos antes de su visita para confirmar que su plan tiene cobertura.",
    call: "Llamar al {phone}",
  },
  bring: {
    heading: "Qué traer",
    subtitle: "Tenga esto a mano al registrarse en la recepción para que su visita sea más fácil.",
    items: [
      "Una identificación con foto",
      "Su tarjeta del seguro médico",
      "Una lista de los medicamentos que toma actualmente",
      "Un referido, si su plan lo exige",
      "Un método de pago para el copago",
    ],
  },
  faq: {
    heading: "Preguntas frecuentes",
    items: [
      {
        question: "¿Necesito seguro médico para que me atiendan en la clínica?",
        answer:
          "No. Puede venir sin cita previa, con o sin seguro. Tenemos precios claros para pacientes que pagan por su cuenta, y nuestra Membresía VIP incluye consultas y descuentos en exámenes.",
      },
      {
        question: "¿Cómo puedo saber si aceptan mi plan?",
        answer:
          "Llámenos con su tarjeta del seguro a mano. Nuestra recepción revisa su plan y sus beneficios y le dice qué está cubierto antes de su visita.",
      },
      {
        question: "¿Cuánto voy a pagar en mi visita?",
        answer:
          "Depende de su plan. Muchos planes tienen copago, deducible o coseguro. Cobramos su copago al registrarse y le facturamos el resto a su aseguradora.",
      },
      {
        question: "¿Y si mi plan no está en la lista?",
        answer:
          "Llámenos de todos modos: nuestra lista cambia y es posible que podamos atenderle. También puede pagar nuestros precios sin seguro o unirse a la Membresía VIP para obtener descuentos en exámenes y procedimientos.",
      },
    ],
  },
  cta: {
    title: "¿Tiene preguntas sobre su cobertura?",
    text: "Con gusto nuestro equipo le ayuda a entender sus beneficios antes de su visita.",
    button: "Contáctenos",
  },
};
