import type { ContactMessages } from "~/i18n/en/contact.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de contacto (/contact). */
export const contact: Translation<ContactMessages> = {
  intro: {
    eyebrow: "Estamos aquí para ayudarle",
  },
  form: {
    heading: "Envíenos un mensaje",
    subtitle: "Complete el formulario y nuestro equipo le responderá lo antes posible.",
    fields: {
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      service: "Servicio de interés",
      message: "Mensaje",
    },
    placeholders: {
      name: "Su nombre completo",
      email: "nombre@ejemplo.com",
      phone: "(407) 555-0100",
      message: "¿En qué podemos ayudarle?",
    },
    optional: "(opcional)",
    selectDefault: "Seleccione un servicio",
    serviceOptions: {
      membership: "Membresía VIP",
      checkup: "Chequeo médico completo",
      "physical-evaluation": "Evaluación física",
      consultation: "Consulta médica",
      "weight-loss": "Programa de pérdida de peso",
    },
    submit: "Enviar mensaje",
    sending: "Enviando...",
    privacyNote:
      "Usamos la información que nos envía solo para responder a su mensaje, como se explica en nuestra Política de privacidad.",
    medicalNotice:
      "Por favor, no incluya datos médicos como síntomas, diagnósticos o medicamentos. Para hablar de su salud, llámenos o visite la clínica.",
  },
  success: {
    title: "Mensaje enviado",
    text: "¡Recibimos su mensaje y nos comunicaremos con usted pronto!",
  },
  failure: {
    title: "Error al enviar el mensaje",
    text: "No pudimos enviar su mensaje. Por favor, inténtelo de nuevo.",
  },
  rateLimited: {
    title: "Demasiados mensajes",
    text: "Recibimos varios mensajes desde esta conexión. Por favor, inténtelo de nuevo en {minutes} minutos o llámenos.",
  },
  invalid: {
    title: "Revise los campos marcados.",
  },
  errors: {
    required: "Este campo es obligatorio.",
    invalidEmail: "Escriba un correo electrónico válido.",
    tooLong: "Este texto es demasiado largo.",
    invalidPhone: "Escriba un número de teléfono válido.",
    invalidService: "Elija un servicio de la lista.",
  },
  info: {
    heading: "Información de contacto",
    addressLabel: "Dirección",
    phoneLabel: "Teléfono",
    emailLabel: "Correo electrónico",
    hoursLabel: "Horario de atención",
    closuresLabel: "Próximos cierres y horario en días festivos",
    whatsappLabel: "WhatsApp",
    whatsappText: "Escríbanos por WhatsApp",
  },
  social: {
    heading: "Síganos",
  },
  map: {
    heading: "Cómo llegar",
    consent:
      "El mapa se carga desde Google Maps solo cuando usted lo pide, así que Google no recibe nada hasta que haga clic.",
    load: "Mostrar mapa",
    openInMaps: "Abrir en Maps",
    frameTitle: "Mapa con la ubicación de la clínica",
  },
};
