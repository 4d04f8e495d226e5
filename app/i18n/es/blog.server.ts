import type { BlogMessages } from "~/i18n/en/blog.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): el blog Consejos de salud (/health-tips), sus artículos y el boletín. */
export const blog: Translation<BlogMessages> = {
  list: {
    loading: "Cargando artículos",
    empty: "Todavía no hay artículos. Vuelva pronto para ver nuevos consejos de salud.",
    featured: "Artículo destacado",
    readArticle: "Leer artículo",
    readArticleAbout: "Leer artículo: {title}",
    readMore: "Leer más",
    readMoreAbout: "Leer más: {title}",
    latest: "Artículos recientes",
    categoriesLabel: "Categorías de artículos",
    all: "Todos",
    countOne: "1 artículo",
    countOther: "{count} artículos",
    untranslated:
      "Este artículo todavía no está disponible en español. Estos son nuestros otros consejos de salud.",
    byAuthor: "Por {author}",
    pagesLabel: "Páginas de artículos",
    pageMissing: "No hay artículos en esta página.",
    firstPage: "Ir a la primera página",
  },
  categories: {
    general: "General",
    prevention: "Prevención",
    nutrition: "Nutrición",
    fitness: "Actividad física",
    wellness: "Bienestar",
    "mental-health": "Salud mental",
    "chronic-conditions": "Enfermedades crónicas",
    "womens-health": "Salud de la mujer",
    "mens-health": "Salud del hombre",
    "family-health": "Salud familiar",
    "senior-health": "Salud del adulto mayor",
  },
  article: {
    back: "Volver a Consejos de salud",
    byAuthor: "Por {author}",
    notFoundTitle: "Artículo no encontrado",
    notFoundText: "El artículo que busca no existe o ya no está disponible.",
    preview: {
      draft: "Vista previa: este artículo es un borrador. Los visitantes no pueden verlo.",
      scheduled:
        "Vista previa: este artículo está programado para el {date}. Los visitantes todavía no pueden verlo.",
      published: "Vista previa: este artículo está publicado.",
      ended: "Vista previa: este artículo ya no está publicado. Los visitantes no pueden verlo.",
      expires: "Este enlace de vista previa funciona hasta el {date}.",
    },
    cta: {
      title: "¿Tiene alguna pregunta sobre su salud?",
      text: "Nuestro equipo está aquí para ayudarle. Venga sin cita {openDays} o envíenos un mensaje.",
      button: "Contáctenos",
    },
  },
  newsletter: {
    title: "Reciba nuestros consejos de salud",
    text: "Suscríbase a nuestro boletín y reciba los consejos de salud y bienestar más recientes de nuestro equipo médico.",
    emailLabel: "Correo electrónico",
    placeholder: "Escriba su correo electrónico",
    submit: "Suscribirse",
    sending: "Suscribiendo...",
    note: "Solo usamos su dirección para enviarle nuestro boletín.",
    success: {
      title: "Revise su correo",
      text: "Le enviamos un correo electrónico con un enlace. Ábralo y confirme para empezar a recibir nuestros consejos de salud.",
    },
    already: {
      title: "Este correo ya está suscrito",
      text: "Esta dirección de correo electrónico ya está en nuestra lista. ¡Gracias por leernos!",
    },
    failure: {
      title: "No pudimos completar su suscripción",
      text: "Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.",
    },
    rateLimited: {
      title: "Demasiados intentos",
      text: "Espere {minutes} minutos e inténtelo de nuevo.",
    },
    errors: {
      required: "Escriba su correo electrónico.",
      invalidEmail: "Escriba un correo electrónico válido.",
      tooLong: "Este correo electrónico es demasiado largo.",
    },
  },
  newsletterEmail: {
    subject: "Le damos la bienvenida a los consejos de salud de {name}",
    text: "¡Hola!\n\nGracias por suscribirse al boletín de {name}. Nuestro equipo médico le enviará consejos prácticos de salud y novedades de la clínica, como máximo unas pocas veces al mes.\n\nSi usted no lo solicitó, basta con responder a este mensaje para avisarnos y eliminaremos su dirección.\n\n{name}",
  },
  newsletterConfirmationEmail: {
    subject: "Confirme su suscripción a los consejos de salud de {name}",
    text: '¡Hola!\n\nAlguien (esperamos que usted) pidió recibir el boletín de {name} en esta dirección. Para confirmar, abra este enlace y presione "Confirmar suscripción":\n\n{confirmUrl}\n\nEl enlace funciona durante {days} días. Si usted no lo solicitó, simplemente ignore este mensaje: no volveremos a escribirle y su dirección se eliminará cuando venza el enlace.\n\n{name}',
  },
  newsletterEmailFooter:
    "Para dejar de recibir nuestros correos, cancele su suscripción aquí:\n{unsubscribeUrl}",
  newsletterConfirm: {
    title: "Confirme su suscripción",
    description: "Confirme que desea recibir el boletín Consejos de salud.",
    text: "Presione el botón para confirmar que desea recibir nuestros consejos de salud por correo electrónico.",
    submit: "Confirmar suscripción",
    sending: "Confirmando...",
    confirmedTitle: "Suscripción confirmada",
    confirmedText:
      "¡Gracias! Nuestros próximos consejos de salud llegarán a su bandeja de entrada.",
    alreadyTitle: "Su suscripción ya está activa",
    alreadyText: "Esta dirección ya había sido confirmada. ¡Gracias por leernos!",
    invalidTitle: "Este enlace no funciona",
    invalidText:
      "Es posible que haya vencido (un enlace funciona durante {days} días) o que no se haya copiado completo. Suscríbase de nuevo y le enviaremos uno nuevo.",
    failureText: "Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.",
    subscribeAgain: "Suscribirse de nuevo",
  },
  newsletterUnsubscribe: {
    title: "Cancelar la suscripción al boletín",
    description: "Deje de recibir el boletín Consejos de salud.",
    text: "Presione el botón y dejaremos de enviarle nuestros consejos de salud y eliminaremos su dirección.",
    submit: "Cancelar la suscripción",
    sending: "Cancelando la suscripción...",
    doneTitle: "Su suscripción fue cancelada",
    doneText: "Eliminamos su dirección y no volveremos a enviarle nuestro boletín.",
    invalidTitle: "Este enlace no funciona",
    invalidText:
      "Es posible que no se haya copiado completo. Abra de nuevo el enlace que aparece en uno de nuestros correos, o responda a ese correo y eliminaremos su dirección.",
    failureText: "Algo salió mal de nuestro lado. Inténtelo de nuevo en unos minutos.",
    subscribeAgain: "Suscribirse de nuevo",
  },
};
