import type { demo as english } from "~/i18n/en/demo.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): las páginas que la demostración muestra en lugar de los servicios de citas e inscripción. */
export const demo: Translation<typeof english> = {
  badge: "Demostración",
  notice:
    "Esta página reemplaza el {service} de la clínica. Nada de lo que escriba aquí se envía ni se guarda. La clínica configura la dirección web real del servicio en Contenido de las páginas (Page Content), datos de la clínica.",
  fields: {
    name: "Nombre completo",
    phone: "Teléfono",
    email: "Correo electrónico",
  },
  booking: {
    service: "servicio de citas en línea",
    title: "Solicitar una cita",
    lead: "Elija un día y un horario; la recepción le confirma por teléfono.",
    date: "Día de preferencia",
    timeOfDay: "Horario",
    times: { morning: "Mañana", afternoon: "Tarde", evening: "Noche" },
    reason: "Motivo de la visita (opcional)",
    submit: "Enviar solicitud",
    done: "En la demostración no se envió nada. En el sitio de la clínica, el servicio de citas recibe aquí la solicitud y la recepción la confirma.",
  },
  signup: {
    service: "servicio de inscripción y pago de la membresía",
    title: "Solicitud de membresía",
    lead: "Díganos quién se inscribe; el pago se hace después, en el servicio de inscripción.",
    plan: "Plan",
    plans: { individual: "Individual", family: "Familiar", senior: "Adulto mayor" },
    submit: "Continuar al pago",
    done: "En la demostración no se envió nada ni se cobró nada. En el sitio de la clínica, el servicio de inscripción recibe aquí la solicitud y el pago.",
  },
  startOver: "Empezar de nuevo",
};
