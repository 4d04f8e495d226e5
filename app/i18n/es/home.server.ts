import type { HomeMessages } from "~/i18n/en/home.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de inicio. */
export const home: Translation<HomeMessages> = {
  hero: {
    eyebrow: "Atención sin cita previa en Orlando",
    title: "Atención médica de calidad, sin necesidad de cita",
    subtitle:
      "Venga sin cita {openDays} para chequeos médicos, consultas, análisis de laboratorio y mucho más, con membresías VIP a precios accesibles y un equipo que habla inglés, español y portugués.",
    primaryCta: "Nuestros servicios",
    secondaryCta: "Contáctenos",
    scrollDown: "Desplácese hacia abajo para ver más",
  },
  tiles: {
    heading: "Atención para cada etapa de la vida",
    subtitle: "Algunas de las formas en que ayudamos a pacientes y familias todos los días.",
    items: [
      {
        title: "Control de peso",
        text: "Un plan personalizado con seguimiento médico, orientación sobre alimentación y metas realistas.",
      },
      {
        title: "Servicios de inmigración",
        text: "Exámenes médicos y registros de vacunación para su proceso migratorio, explicados en su idioma.",
      },
      {
        title: "Terapia intravenosa (IV)",
        text: "Hidratación y vitaminas por vía intravenosa, administradas por nuestro equipo de enfermería después de una evaluación clínica.",
      },
      {
        title: "Salud del adulto mayor",
        text: "Consultas sin prisa, revisión de medicamentos y atención preventiva para adultos mayores.",
      },
    ],
    linkLabel: "Más información",
  },
  whyChoose: {
    heading: "¿Por qué elegir {name}?",
    subtitle: "Atención médica que se adapta a su vida, a su presupuesto y a su idioma.",
    points: [
      {
        title: "Venga sin cita previa",
        text: "Venga {hours}. Si prefiere una hora fija, también puede llamarnos antes.",
      },
      {
        title: "Personal que habla su idioma",
        text: "Nuestro equipo habla inglés, español y portugués, para que usted pueda explicar lo que siente y entender cada paso de su atención.",
      },
      {
        title: "Membresías accesibles",
        text: "Planes VIP individuales, familiares y para adultos mayores, con un precio mensual claro y sin cobros sorpresa.",
      },
      {
        title: "Atención completa en un solo lugar",
        text: "Consultas, chequeos médicos, análisis de laboratorio, electrocardiograma y más bajo un mismo techo, para que pierda menos tiempo yendo de un lugar a otro.",
      },
    ],
  },
  featured: {
    heading: "Servicios destacados",
    subtitle: "Los servicios que nuestros pacientes eligen con más frecuencia.",
    learnMore: "Más información",
    items: {
      membership: {
        title: "Membresía VIP",
        text: "Chequeos médicos, consultas y visitas de seguimiento por un precio mensual fijo, para usted o para toda su familia.",
      },
      checkup: {
        title: "Chequeo médico completo",
        text: "Una revisión a fondo de su salud, con análisis de laboratorio y una explicación clara de sus resultados.",
      },
      consultation: {
        title: "Consulta médica",
        text: "Hable con un profesional de la salud sobre un síntoma nuevo, un problema de salud que ya tiene o cualquier duda sobre su salud.",
      },
    },
  },
  testimonials: {
    heading: "Lo que dicen nuestros pacientes",
    subtitle: "Historias de personas que confían en nosotros para cuidar su salud.",
  },
  reviews: {
    text: "Su opinión ayuda a otras familias a encontrar buena atención médica. Cuéntenos cómo le fue en su visita.",
    view: "Ver nuestras reseñas",
    write: "Dejar una reseña",
  },
  videos: {
    heading: "Conózcanos",
    subtitle: "Eche un vistazo a nuestra clínica y conozca a las personas que cuidarán de usted.",
  },
  cta: {
    title: "Es momento de cuidar su salud",
    text: "Envíenos un mensaje, llámenos o simplemente venga sin cita. Atendemos {openDays}.",
    button: "Contáctenos",
  },
};
