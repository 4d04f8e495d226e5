import type { FoundationMessages } from "~/i18n/en/foundation.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de la fundación (/foundation). */
export const foundation: Translation<FoundationMessages> = {
  founded: "Fundada en {date}",
  about: {
    eyebrow: "Sobre la fundación",
    heading: "Atención médica que llega a todos",
    paragraphs: [
      "La Fundación VIP es el brazo comunitario de VIP Walk-In Clinic. Creemos que la buena salud no debe depender del seguro médico, de los ingresos ni del idioma que usted habla; por eso llevamos pruebas de detección, vacunas y educación para la salud gratuitas a los barrios de la Florida Central.",
      "Junto con voluntarios, negocios locales y organizaciones aliadas, organizamos ferias de salud donde las familias pueden medirse la presión arterial, la glucosa y el colesterol, hablar con un profesional de la salud en inglés, español o portugués, y salir con un plan para su próximo paso.",
    ],
    becomePartner: "Conviértase en aliado",
    pillars: [
      {
        title: "Servicios gratuitos",
        text: "Pruebas de detección, vacunación y chequeos médicos sin costo para las personas que atendemos.",
      },
      {
        title: "Educación para la salud",
        text: "Charlas sobre nutrición, salud mental y prevención, en los idiomas de la comunidad.",
      },
      {
        title: "La comunidad primero",
        text: "Voluntarios y aliados que conocen los barrios y a la gente que vive en ellos.",
      },
    ],
  },
  partnership: {
    heading: "Sea aliado de la Fundación VIP",
    intro:
      "Empresas, iglesias, escuelas y organizaciones nos ayudan a llegar a más personas. Cuéntenos sobre su organización y cómo le gustaría ayudar, y el equipo de la fundación se comunicará con usted.",
    fields: {
      companyName: "Nombre de la empresa",
      contactPerson: "Persona de contacto",
      email: "Correo electrónico",
      phone: "Número de teléfono",
      message: "¿Cómo le gustaría colaborar con nosotros?",
    },
    placeholders: {
      companyName: "Su empresa u organización",
      contactPerson: "Su nombre completo",
      email: "nombre@empresa.com",
      phone: "(407) 555-0100",
      message:
        "Patrocinar una feria de salud, donar materiales, ofrecer voluntarios, ser sede de un evento...",
    },
    optional: "(opcional)",
    submit: "Enviar solicitud de alianza",
    sending: "Enviando...",
    privacyNote:
      "Usamos estos datos solo para responder a su solicitud de alianza, como se explica en nuestra Política de privacidad.",
    medicalNotice:
      "No incluya información médica de ninguna persona, como síntomas, diagnósticos o medicamentos. Si tiene preguntas de salud, llámenos o visite la clínica.",
  },
  success: {
    title: "Solicitud de alianza enviada",
    text: "¡Gracias por querer ser nuestro aliado! El equipo de la fundación se comunicará con usted pronto.",
  },
  failure: {
    title: "Error al enviar la solicitud",
    text: "Hubo un error al enviar su solicitud de alianza. Inténtelo de nuevo.",
  },
  rateLimited: {
    title: "Demasiadas solicitudes",
    text: "Hemos recibido varias solicitudes desde esta conexión. Inténtelo de nuevo en {minutes} minutos o llámenos.",
  },
  invalid: {
    title: "Revise los campos marcados.",
  },
  errors: {
    required: "Este campo es obligatorio.",
    invalidEmail: "Escriba un correo electrónico válido.",
    tooLong: "Este texto es demasiado largo.",
    invalidPhone: "Escriba un número de teléfono válido.",
  },
  gallery: {
    heading: "Galería de fotos",
    subtitle:
      "Momentos de nuestras ferias de salud, jornadas de vacunación y eventos comunitarios.",
    viewportLabel:
      "Fotos; use las flechas izquierda y derecha del teclado para pasar de una a otra",
    previous: "Foto anterior",
    next: "Foto siguiente",
    slideLabel: "{index} de {total}",
    announcement: "Foto {index} de {total}: {caption}",
    unavailable: "Imagen no disponible",
  },
  healthFairs: {
    heading: "Ferias de salud comunitarias",
    text: "Nuestras ferias de salud llevan la clínica al aire libre: carpas, mesas y profesionales amables que ofrecen atención gratuita en un solo lugar. Cualquier persona puede venir, con o sin seguro médico, y no se necesita cita.",
    video: "Vea nuestras ferias de salud en YouTube",
    servicesHeading: "16 servicios gratuitos en nuestras ferias de salud",
    services: {
      bloodPressure: "Toma de presión arterial",
      glucose: "Prueba de glucosa",
      cholesterol: "Prueba de colesterol",
      bmi: "Medición del IMC",
      vision: "Examen de la vista",
      dental: "Revisión dental",
      fluShots: "Vacuna contra la influenza",
      hivTest: "Prueba del VIH",
      nutrition: "Orientación nutricional",
      mentalHealth: "Charla sobre salud mental",
      womensHealth: "Salud de la mujer",
      kidsCheckup: "Chequeo médico infantil",
      seniorCheckup: "Chequeo médico para adultos mayores",
      vaccinationInfo: "Información sobre vacunas",
      healthEducation: "Educación para la salud",
      referrals: "Referidos para atención de seguimiento",
    },
  },
  volunteers: {
    heading: "Nuestros voluntarios",
    subtitle:
      "Más de 500 médicos, enfermeros, estudiantes, intérpretes y vecinos han dedicado su tiempo a cuidar de los demás.",
    recognition: {
      heading: "Gracias, voluntarios",
      text: "Cada feria de salud es posible porque hay personas que regalan un sábado, un talento o una sonrisa. Los celebramos al final de cada evento y en nuestro reconocimiento anual a los voluntarios.",
      items: [
        {
          title: "Profesionales de la salud",
          text: "Médicos, enfermeros y técnicos que realizan las pruebas de detección y responden las preguntas.",
        },
        {
          title: "Estudiantes",
          text: "Estudiantes de ciencias de la salud y de enfermería que aprenden mientras sirven a su comunidad.",
        },
        {
          title: "Intérpretes y ayudantes",
          text: "Voluntarios bilingües que reciben a las familias y se aseguran de que nadie se quede fuera.",
        },
      ],
    },
    opportunities: {
      heading: "Oportunidades de voluntariado",
      text: "Para la mayoría de las tareas no se necesita experiencia; le damos capacitación antes del evento.",
      items: [
        "Bienvenida y registro en las ferias de salud",
        "Interpretación en portugués o español",
        "Pruebas de detección y vacunación (profesionales con licencia)",
        "Montaje de eventos, logística y redes sociales",
      ],
      cta: "Sea voluntario",
    },
  },
  events: {
    headingUpcoming: "Próximos eventos",
    headingRecent: "Eventos recientes",
    subtitleUpcoming:
      "Reserve la fecha y acompáñenos: todos los eventos son gratuitos y abiertos al público.",
    subtitleRecent:
      "Estos eventos ya se realizaron; pronto anunciaremos aquí nuevas fechas. Nuestros aliados nos ayudan a planificar los próximos.",
    upcoming: "Próximamente",
    past: "Evento realizado",
    locationLabel: "Lugar",
  },
  nextSteps: {
    heading: "Próximos pasos",
    subtitle: "Hacia dónde va la fundación, con la ayuda de nuestros aliados.",
    items: [
      {
        title: "Más barrios",
        text: "Llevar nuestras ferias de salud a más comunidades de la Florida Central cada año.",
      },
      {
        title: "Una unidad móvil de salud",
        text: "Llevar pruebas de detección y vacunas a las personas que no pueden venir a nosotros.",
      },
      {
        title: "Escuelas e iglesias",
        text: "Educación para la salud donde las familias ya se reúnen, en su propio idioma.",
      },
      {
        title: "Atención de seguimiento",
        text: "Conectar a cada persona que evaluamos con atención médica accesible para el siguiente paso.",
      },
    ],
  },
  impact: {
    heading: "Nuestro impacto",
    subtitle: "Lo que nuestra comunidad ha construido unida desde que nació la fundación.",
    figures: {
      peopleHelped: "Personas ayudadas",
      serviceCategories: "Categorías de servicios gratuitos",
      invested: "Invertidos en la salud de la comunidad",
      volunteers: "Voluntarios",
    },
  },
  cta: {
    title: "Únase a nosotros para cuidar de nuestra comunidad",
    text: "Su empresa u organización puede ayudar a llevar atención médica gratuita a miles de familias.",
    button: "Conviértase en aliado",
  },
};
