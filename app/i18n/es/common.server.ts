import type { CommonMessages } from "~/i18n/en/common.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): el diseño común, la página 404 y el título de cada página. */
export const common: Translation<CommonMessages> = {
  layout: {
    skipToContent: "Saltar al contenido principal",
    logoLabel: "{name}, inicio",
    tagline: "Atención sin cita previa y membresías VIP en Orlando",
    primaryNavLabel: "Principal",
    mobileNavLabel: "Principal, celular",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    nav: {
      home: "Inicio",
      about: "Quiénes somos",
      team: "Nuestro equipo",
      services: "Servicios",
      membership: "Membresía",
      contact: "Contáctenos",
    },
    servicesMenu: {
      allServices: "Todos los servicios",
      scheduleVisit: "Programar visita",
      labTests: "Análisis de laboratorio",
      foundation: "Fundación VIP",
      healthTips: "Consejos de salud",
      insurance: "Seguros",
      partners: "Aliados",
    },
    languageSwitcher: {
      label: "Idioma",
    },
    footer: {
      about:
        "Una clínica sin cita previa con membresías accesibles, que atiende a residentes, visitantes y familias inmigrantes en inglés, español y portugués.",
      quickLinksHeading: "Enlaces rápidos",
      servicesHeading: "Nuestros servicios",
      contactHeading: "Contacto",
      hoursHeading: "Horario de atención",
      followUs: "Síganos",
      phoneLabel: "Teléfono",
      emailLabel: "Correo electrónico",
      addressLabel: "Dirección",
      privacy: "Política de privacidad",
      terms: "Términos de uso",
      nondiscrimination: "No discriminación",
      languageAssistance: "Asistencia con idiomas",
      privacyPractices: "Aviso de prácticas de privacidad",
      accessibility: "Accesibilidad",
      copyright: "© {year} {name}. Todos los derechos reservados.",
      legalNavLabel: "Información legal",
    },
    services: {
      membership: "Membresía VIP",
      checkup: "Chequeo médico completo",
      physicalEvaluation: "Evaluación física",
      consultation: "Consulta médica",
      weightLoss: "Programa de pérdida de peso",
    },
    social: {
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
    },
    newTab: "(se abre en una pestaña nueva)",
    pager: {
      previous: "Anterior",
      previousPage: "Página anterior",
      next: "Siguiente",
      nextPage: "Página siguiente",
      page: "Página {page}",
      titled: "{title}, página {page}",
      describedPage: "Página {page} de {title}. {description}",
    },
    whatsapp: {
      label: "Escríbanos",
      accessibleName: "Escríbanos por WhatsApp",
    },
    admin: "Administración",
    quickActionsLabel: "Contacto rápido",
  },
  /** Above a page shown through a preview link (app/ui/preview-banner.tsx). */
  preview: {
    unsaved:
      "Vista previa: estos cambios todavía no se han guardado. Los visitantes solo los verán cuando se guarden.",
    newImage:
      "Una imagen nueva elegida en el formulario solo aparece cuando se guardan los cambios.",
    expires: "Este enlace de vista previa funciona hasta el {date}.",
    invalid:
      "Este enlace de vista previa venció o no es válido. Esta es la página tal como la ven los visitantes ahora.",
  },
  notFound: {
    code: "404",
    title: "¡Uy! Página no encontrada",
    text: "La página que busca no existe o es posible que haya cambiado de dirección.",
    home: "Volver al inicio",
  },
  pages: {
    home: {
      title: "Atención sin cita previa y membresías VIP en Orlando",
      description:
        "Clínica sin cita previa en Orlando con membresías VIP accesibles, chequeos, consultas, análisis de laboratorio y atención en inglés, español y portugués.",
    },
    about: {
      title: "Quiénes somos",
      description:
        "Nuestra misión, la historia de nuestra fundadora y los valores de una clínica sin cita previa que trata a cada paciente como de la familia.",
      descriptionEnd:
        "Clínica sin cita previa en Orlando, con atención en inglés, español y portugués.",
    },
    team: {
      title: "Nuestro equipo",
      description:
        "Conozca a los médicos, enfermeros y demás personal que cuidan de usted en nuestra clínica de Orlando.",
    },
    teamMember: {
      title: "Nuestro equipo",
      descriptionEnd:
        "Del equipo de nuestra clínica en Orlando, con atención en inglés, español y portugués.",
      notFoundTitle: "Miembro del equipo no encontrado",
      notFoundText:
        "El miembro del equipo que busca no existe o ya no forma parte de nuestro equipo.",
      back: "Volver al equipo",
    },
    services: {
      title: "Nuestros servicios",
      description:
        "Control de peso, exámenes de inmigración, terapia intravenosa, salud del adulto mayor, análisis de laboratorio, exámenes físicos, electrocardiograma y más.",
    },
    serviceDetail: {
      title: "Nuestros servicios",
      descriptionEnd:
        "Venga sin cita o programe una visita. Atendemos en inglés, español y portugués.",
      notFoundTitle: "Servicio no encontrado",
      notFoundText: "El servicio que busca no existe o ya no se ofrece en nuestra clínica.",
      back: "Volver a servicios",
    },
    membership: {
      title: "Membresía VIP",
      metaTitle: "Planes y precios de la Membresía VIP",
      description:
        "Planes de membresía individuales, familiares y para adultos mayores, con chequeos médicos, consultas y visitas de seguimiento incluidos.",
    },
    membershipApplication: {
      title: "Solicitud de Membresía VIP",
      description:
        "Solicite su membresía VIP en línea o, si lo prefiere, llámenos o escríbanos: le ayudamos a elegir el plan adecuado para usted o su familia.",
    },
    foundation: {
      title: "Fundación VIP",
      description:
        "Servicios de salud gratuitos, ferias de salud y oportunidades de voluntariado para nuestra comunidad en la Florida Central.",
    },
    blog: {
      title: "Consejos de salud",
      description:
        "Artículos prácticos sobre alimentación, prevención, salud mental y enfermedades crónicas.",
      categoryTitle: "{title}: {category}",
      categoryDescription:
        "Artículos sobre {category} del equipo de nuestra clínica sin cita previa en Orlando: consejos prácticos de salud en palabras sencillas.",
      articleDescriptionEnd:
        "Un consejo de salud del equipo de nuestra clínica en Orlando, en palabras sencillas.",
    },
    insurance: {
      title: "Seguros",
      description:
        "Los planes de seguro que aceptamos, qué traer a su visita y respuestas a las preguntas más frecuentes.",
    },
    labTests: {
      title: "Análisis de laboratorio",
      description:
        "Busque en nuestra lista de precios de análisis de laboratorio por nombre o código y pida los que necesita en un solo mensaje de WhatsApp.",
    },
    partners: {
      title: "Aliados",
      description:
        "Descuentos para miembros VIP en negocios aliados de Orlando: atención dental, fisioterapia, tratamientos con láser, una barbería y un restaurante brasileño.",
    },
    scheduleVisit: {
      title: "Programar visita",
      description:
        "Llámenos, solicite una cita en línea o simplemente venga a nuestra clínica de Orlando {openDays}: no necesita cita.",
    },
    contact: {
      title: "Contáctenos",
      description:
        "Envíenos un mensaje, llámenos o visite nuestra clínica sin cita previa en Orlando. Nuestro equipo le responde en inglés, español y portugués.",
    },
    privacy: {
      title: "Política de privacidad",
      description:
        "Cómo manejamos la información que nos envía por este sitio web: qué recopilamos, cómo la usamos y cómo puede verla, corregirla o eliminarla.",
    },
    terms: {
      title: "Términos de uso",
      description:
        "Las condiciones de uso de este sitio web: información general de salud, precios y planes que pueden cambiar, y cómo se confirman las solicitudes de cita.",
    },
    nondiscrimination: {
      title: "Aviso de no discriminación",
      description:
        "No discriminamos. Ayudas gratuitas para personas con discapacidades, servicios de idiomas gratuitos y cómo presentar un reclamo o una queja.",
    },
    languageAssistance: {
      title: "Asistencia con idiomas",
      description:
        "Intérpretes y ayuda gratuita en su idioma. Llámenos para pedir asistencia con idiomas sin ningún costo.",
    },
    privacyPractices: {
      title: "Aviso de prácticas de privacidad",
      description:
        "Cómo se puede usar y compartir su información médica, sus derechos, nuestras obligaciones y cómo presentar una queja (HIPAA).",
    },
    accessibility: {
      title: "Accesibilidad",
      description:
        "Nuestro compromiso con un sitio web accesible (WCAG 2.1 AA), lo que hemos hecho y cómo informarnos de una barrera.",
    },
    notFound: {
      title: "Página no encontrada",
      description:
        "La página que busca no existe o cambió de dirección. Nuestros servicios, nuestro equipo, los consejos de salud y el contacto están a un clic.",
    },
  },
  policies: {
    privacy: [
      "Solo recopilamos lo que usted decide enviarnos: su nombre, correo electrónico, número de teléfono y mensaje cuando usa un formulario de este sitio.",
      "Usamos esta información para responderle y organizar su atención. No la vendemos ni la compartimos con anunciantes.",
      "El sitio no carga mapas, videos ni herramientas de citas de otras empresas hasta que usted los pide, así que esas empresas no saben nada de su visita hasta ese momento.",
      "Puede pedirnos ver, corregir o eliminar la información que nos envió escribiendo a nuestro correo electrónico o llamando a la clínica.",
    ],
    terms: [
      "La información de este sitio web es general y no reemplaza una consulta con un profesional de la salud. En caso de emergencia, llame al 911.",
      "Los precios y planes que se muestran aquí pueden cambiar; el precio que se aplica es el que le confirma nuestra recepción.",
      "Nuestra recepción revisa las solicitudes de cita enviadas por el sitio, y solo quedan confirmadas cuando nos comunicamos con usted.",
      "Los textos y las imágenes de este sitio pertenecen a la clínica y no se pueden copiar sin permiso.",
    ],
  },
  refusals: {
    controlCharacterPath:
      "Página no encontrada: esta dirección no puede existir en el sitio web de la clínica.",
    controlCharacterQuery:
      "Esta dirección contiene caracteres que un enlace o un formulario nunca envía. Regrese e inténtelo de nuevo.",
    crossSite: "Este formulario solo se puede enviar desde el propio sitio web de la clínica.",
    unknownLength: "Envíe el formulario de nuevo desde el sitio web.",
    tooLarge: "Lo que se envió es demasiado grande (el límite es de {kilobytes} KB).",
  },
};
