import type { ServicesMessages } from "~/i18n/en/services.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de servicios (/services). */
export const services: Translation<ServicesMessages> = {
  intro: {
    eyebrow: "Lo que ofrecemos",
  },
  cards: {
    "weight-management": {
      title: "Control de peso",
      text: "Un plan con supervisión médica, pensado para su salud, sus hábitos y sus metas. Damos seguimiento a su progreso y ajustamos el plan cuando haga falta.",
    },
    immigration: {
      title: "Servicios de inmigración",
      text: "Exámenes médicos y revisión de vacunas para su proceso de inmigración. Le explicamos cada paso en inglés, español o portugués.",
    },
    "iv-therapy": {
      title: "Terapia intravenosa (IV)",
      text: "Hidratación y vitaminas por vía intravenosa, aplicadas por nuestro equipo de enfermería. Antes, un profesional de la salud evalúa si esta terapia es adecuada para usted.",
    },
    "senior-health": {
      title: "Salud del adulto mayor",
      text: "Consultas sin prisa, centradas en la prevención, las enfermedades crónicas y la revisión de medicamentos. Sus familiares pueden entrar con usted.",
    },
    "laboratory-imaging-tests": {
      title: "Análisis de laboratorio y estudios de imagen",
      text: "Análisis de sangre y de orina, y referidos para estudios de imagen, con precios claros. Muchas muestras se toman aquí mismo, en la clínica.",
    },
    "physical-exam": {
      title: "Examen físico",
      text: "Exámenes físicos para la escuela, los deportes, el trabajo y otros requisitos. Traiga el formulario que haya que llenar y nosotros nos encargamos.",
    },
    ekg: {
      title: "Electrocardiograma (EKG)",
      text: "Una prueba rápida y sin dolor que registra la actividad eléctrica de su corazón. Se hace en la clínica y la revisa un profesional de la salud.",
    },
    "check-up": {
      title: "Chequeo médico",
      text: "Una revisión completa de su salud, con las pruebas adecuadas para su edad y sus antecedentes. Usted sale con una idea clara de su salud y de los próximos pasos.",
    },
    "pap-smear": {
      title: "Papanicolaou",
      text: "Prueba de rutina para la detección del cáncer de cuello uterino, en un ambiente privado y respetuoso. Nuestro equipo responde sus preguntas antes y después del examen.",
    },
    "iron-infusion": {
      title: "Infusión de hierro",
      text: "Hierro por vía intravenosa para pacientes a quienes se lo recomiendan su profesional de la salud y sus resultados de laboratorio. Nuestro equipo está pendiente de usted durante toda la infusión.",
    },
    "basic-surgeries": {
      title: "Cirugías menores",
      text: "Procedimientos sencillos en el consultorio, como quitar pequeñas lesiones de la piel o tratar uñas encarnadas. Primero, un profesional de la salud hace una evaluación y le explica el procedimiento.",
    },
  },
  cardCta: "Programar una visita",
  approach: {
    heading: "Nuestra forma de cuidar su salud",
    text: "Nos tomamos el tiempo para escucharle, explicarle y planificar su atención junto con usted, ya sea que viva en Orlando o que esté de visita.",
    points: [
      {
        title: "Primero escuchamos",
        text: "Cada consulta empieza con su historia, sus inquietudes y sus preguntas.",
      },
      {
        title: "Precios claros",
        text: "Usted conoce el costo antes de cualquier prueba o procedimiento, con o sin membresía.",
      },
      {
        title: "Atención en su idioma",
        text: "Nuestro equipo habla inglés, español y portugués, para que nada se pierda en la traducción.",
      },
    ],
  },
  cta: {
    title: "¿No sabe qué servicio necesita?",
    text: "Llámenos o envíenos un mensaje y nuestro equipo le ayudará a encontrar la atención adecuada.",
    button: "Contáctenos",
  },
};
