import type { ScheduleVisitMessages } from "~/i18n/en/scheduleVisit.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página para programar una visita (/schedule-visit). */
export const scheduleVisit: Translation<ScheduleVisitMessages> = {
  options: {
    heading: "Elija cómo programar su visita",
    subtitle: "Llámenos, envíe una solicitud de cita en línea o, si lo prefiere, venga sin cita.",
    call: {
      title: "Llámenos",
      text: "Hable con nuestra recepción y elija el horario que mejor le convenga.",
      action: "Llamar al {phone}",
    },
    request: {
      title: "Solicitar una cita",
      text: "Envíe su solicitud en línea a cualquier hora del día. La revisamos y le confirmamos su visita.",
      button: "Solicitar una cita",
    },
    walkIn: {
      title: "Sin cita previa",
      text: "No necesita cita. Venga durante nuestro horario de atención y le atenderemos lo antes posible.",
      hoursLabel: "Horario de atención sin cita",
      directions: "Cómo llegar",
    },
  },
  expect: {
    heading: "Qué esperar",
    items: [
      {
        title: "Confirmación en menos de 24 horas",
        text: "Nuestra recepción revisa cada solicitud y se comunica con usted en menos de 24 horas para confirmar el día y la hora.",
      },
      {
        title: "Horarios flexibles",
        text: "Atendemos por la mañana, por la tarde y los sábados. Díganos qué le conviene y juntos buscaremos un horario.",
      },
    ],
  },
  dialog: {
    title: "Solicitar una cita",
    note: "Nuestra recepción revisa su solicitud antes de confirmarla. Nos comunicaremos con usted para confirmar el día y la hora.",
    frameTitle: "Formulario de solicitud de cita",
    loading: "Cargando el formulario de citas...",
    close: "Cerrar",
    openInNewTab: "¿Tiene problemas? Abra la página de citas en una pestaña nueva",
    unreachable: {
      message:
        "En este momento no podemos cargar aquí el formulario de citas. Ábralo en una pestaña nueva o comuníquese con nosotros de otra forma:",
      open: "Abrir la página de citas",
      phoneLabel: "Llámenos",
      whatsappLabel: "Escríbanos por WhatsApp",
      emailLabel: "Envíenos un correo electrónico",
    },
  },
  floatingButton: "Solicitar una cita",
};
