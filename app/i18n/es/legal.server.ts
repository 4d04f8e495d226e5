import type { LegalMessages } from "~/i18n/en/legal.server";
import type { Translation } from "~/i18n/types";

/**
 * Español (Latinoamérica): los avisos que una clínica debe publicar y las
 * etiquetas comunes de las páginas legales. Marcas como en el inglés (en/legal.server.ts).
 */

const ocrPortal =
  "[Portal de Quejas de la Oficina de Derechos Civiles](https://ocrportal.hhs.gov/ocr/portal/lobby.jsf)";
const ocrPhones = "[1-800-368-1019](tel:+18003681019), [800-537-7697](tel:+18005377697) (TDD)";
const ocrMail =
  "U.S. Department of Health and Human Services, 200 Independence Avenue, SW, Room 509F, HHH Building, Washington, D.C. 20201";

export const legal: Translation<LegalMessages> = {
  placeholder: {
    label: "Texto provisional",
    text: "Este texto se escribió para nuestro sitio de demostración y no lo ha revisado un abogado. El abogado de la clínica lo reemplazará antes del lanzamiento; los elementos resaltados entre [corchetes] todavía deben completarse.",
  },
  updated: "Última actualización: {date}",
  contents: "En esta página",
  privacyPatients:
    "Esta política cubre lo que usted nos envía a través de este sitio web. La forma en que usamos y protegemos la información médica de su expediente médico se explica en nuestro [Aviso de prácticas de privacidad](/notice-of-privacy-practices).",
  languageAssistance: {
    taglinesHeading: "Asistencia gratuita con idiomas, en su propio idioma",
    taglinesLead:
      "Busque su idioma a continuación. Cada mensaje dice que la ayuda con el idioma es gratuita y cómo llamarnos.",
    names: {
      es: "Español",
      ht: "Criollo haitiano",
      vi: "Vietnamita",
      pt: "Portugués",
      zh: "Chino (tradicional)",
      fr: "Francés",
      tl: "Tagalo",
      ru: "Ruso",
      ar: "Árabe",
      it: "Italiano",
      de: "Alemán",
      ko: "Coreano",
      pl: "Polaco",
      gu: "Guyaratí",
      th: "Tailandés",
    },
  },
  pages: {
    nondiscrimination: [
      {
        id: "our-commitment",
        heading: "Nuestro compromiso",
        blocks: [
          "{clinic} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional, edad, discapacidad o sexo. {clinic} no excluye a las personas ni las trata de forma diferente por motivos de raza, color, origen nacional, edad, discapacidad o sexo.",
        ],
      },
      {
        id: "aids-and-services",
        heading: "Ayudas y servicios gratuitos para personas con discapacidades",
        blocks: [
          "Ofrecemos a las personas con discapacidades modificaciones razonables y ayudas y servicios gratuitos para que se comuniquen de manera eficaz con nosotros, como:",
          {
            list: [
              "Intérpretes calificados de lenguaje de señas",
              "Información escrita en otros formatos (letra grande, audio, formatos electrónicos accesibles y otros formatos)",
            ],
          },
        ],
      },
      {
        id: "language-services",
        heading: "Servicios de idiomas gratuitos",
        blocks: [
          "Ofrecemos servicios de idiomas gratuitos a las personas cuyo idioma principal no es el inglés, como:",
          {
            list: ["Intérpretes calificados", "Información escrita en otros idiomas"],
          },
          "Nuestra página de [Asistencia con idiomas](/language-assistance) le explica en 15 idiomas cómo pedir esta ayuda.",
        ],
      },
      {
        id: "how-to-ask",
        heading: "Cómo pedir estos servicios",
        blocks: [
          "Si necesita modificaciones razonables, ayudas y servicios, o servicios de idiomas, comuníquese con nuestro coordinador de la Sección 1557, [nombre del coordinador de la Sección 1557], al {phone} o por correo electrónico a {email}. También puede pedirlos en nuestra recepción.",
        ],
      },
      {
        id: "grievances",
        heading: "Cómo presentar un reclamo",
        blocks: [
          "Si considera que {clinic} no le proporcionó estos servicios o que lo discriminó de otra manera por motivos de raza, color, origen nacional, edad, discapacidad o sexo, puede presentar un reclamo ante:",
          {
            list: [
              "[Nombre del coordinador de la Sección 1557], coordinador de la Sección 1557",
              "Dirección: {address}",
              "Teléfono: {phone} (si usa TTY, marque 711)",
              "Correo electrónico: {email}",
            ],
          },
          "Puede presentar un reclamo en persona, por correo postal o por correo electrónico. Si necesita ayuda para presentar un reclamo, nuestro coordinador de la Sección 1557 está a su disposición para ayudarle.",
        ],
      },
      {
        id: "complaints",
        heading: "Cómo presentar una queja ante el gobierno federal",
        blocks: [
          "También puede presentar una queja de derechos civiles ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.:",
          {
            list: [
              `En línea: a través del ${ocrPortal}`,
              `Por correo postal: ${ocrMail}`,
              `Por teléfono: ${ocrPhones}`,
            ],
          },
          "Los formularios de queja están disponibles en [hhs.gov/ocr/complaints](https://www.hhs.gov/ocr/complaints/index.html).",
        ],
      },
    ],
    languageAssistance: [
      {
        id: "free-language-help",
        heading: "Ayuda gratuita en su idioma",
        blocks: [
          "Si el inglés no es su primer idioma, puede recibir ayuda sin ningún costo: un intérprete calificado, en persona o por teléfono, durante su visita, y la explicación de los documentos importantes en su idioma.",
          "Nuestro equipo habla inglés, español y portugués. Para cualquier otro idioma, le conseguimos un intérprete calificado.",
          "Llámenos al {phone} o diga en nuestra recepción qué idioma habla. No necesita traer a un familiar o a un amigo para que le sirva de intérprete.",
          "Las personas con discapacidades también pueden pedir ayudas y servicios gratuitos; consulte nuestro [Aviso de no discriminación](/nondiscrimination).",
        ],
      },
    ],
    privacyPractices: [
      {
        id: "about-this-notice",
        heading: "Acerca de este aviso",
        blocks: [
          "**Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted obtener acceso a esta información. Por favor, revíselo con atención.**",
          "La ley exige que {clinic} proteja la privacidad de su información médica y que le entregue este aviso sobre nuestras obligaciones legales y nuestras prácticas de privacidad.",
          "Los mensajes que usted envía por los formularios de este sitio web no forman parte de su expediente médico; por favor, no envíe información médica por ese medio. Nuestra [Política de privacidad](/privacy) explica cómo manejamos esos mensajes.",
        ],
      },
      {
        id: "how-we-use",
        heading: "Cómo podemos usar y divulgar su información médica",
        blocks: [
          "Por lo general, usamos o compartimos su información médica de las siguientes maneras:",
          {
            list: [
              "**Para brindarle tratamiento.** Podemos usar su información médica y compartirla con otros profesionales que le brindan tratamiento. Por ejemplo, un médico que le trata una lesión puede consultar a otro médico sobre su estado general de salud.",
              "**Para el funcionamiento de nuestra clínica.** Podemos usar y compartir su información médica para administrar nuestra clínica, mejorar su atención y comunicarnos con usted cuando sea necesario.",
              "**Para facturar sus servicios.** Podemos usar y compartir su información médica para facturar y recibir pagos de planes de salud u otras entidades.",
            ],
          },
          "La ley nos permite o nos exige compartir su información de otras maneras, por lo general de formas que contribuyen al bien público, como la salud pública y la investigación. Tenemos que cumplir muchas condiciones que establece la ley antes de poder compartir su información con estos fines:",
          {
            list: [
              "Ayudar con asuntos de salud pública y seguridad, como prevenir enfermedades, informar reacciones a medicamentos, informar sospechas de abuso, negligencia o violencia doméstica, y prevenir una amenaza grave para la salud o la seguridad de cualquier persona",
              "Realizar investigaciones",
              "Cumplir con la ley, incluso cuando el Departamento de Salud y Servicios Humanos pida verificar que cumplimos con la ley federal de privacidad",
              "Responder a solicitudes de donación de órganos y tejidos, y trabajar con un médico forense o un director de funeraria",
              "Atender asuntos de compensación de trabajadores, solicitudes de las autoridades policiales y otras solicitudes del gobierno",
              "Responder a demandas y acciones legales",
            ],
          },
          "No usaremos ni compartiremos su información de ninguna otra manera, a menos que usted nos dé su permiso por escrito. Puede retirar ese permiso en cualquier momento, por escrito. Nunca vendemos su información ni la usamos con fines de mercadeo sin su permiso por escrito.",
        ],
      },
      {
        id: "your-rights",
        heading: "Sus derechos",
        blocks: [
          "En cuanto a su información médica, usted tiene derecho a:",
          {
            list: [
              "**Obtener una copia de su expediente médico**, en papel o en formato electrónico. Por lo general, se la entregaremos en un plazo de 30 días y podemos cobrarle una tarifa razonable basada en el costo.",
              "**Pedirnos que corrijamos su expediente médico** si cree que es incorrecto o que está incompleto. Podemos decirle que no, pero le explicaremos el motivo por escrito en un plazo de 60 días.",
              "**Pedir comunicaciones confidenciales**, por ejemplo, que lo llamemos a un número determinado o que le enviemos el correo a otra dirección. Aceptaremos todas las solicitudes razonables.",
              "**Pedirnos que limitemos lo que usamos o compartimos.** No estamos obligados a aceptar. Si usted paga un servicio en su totalidad de su propio bolsillo, puede pedirnos que no compartamos esa información con su aseguradora de salud, y aceptaremos, a menos que una ley nos exija compartirla.",
              "**Obtener una lista de las personas o entidades con quienes hemos compartido su información** en los seis años anteriores a su solicitud, y el motivo. Una lista al año es gratuita.",
              "**Obtener una copia en papel de este aviso** en cualquier momento, incluso si aceptó recibirlo en formato electrónico.",
              "**Elegir a alguien para que actúe en su nombre**, como una persona que tenga su poder legal para asuntos médicos o su tutor legal.",
              "**Presentar una queja** si considera que se violaron sus derechos (vea Quejas más abajo).",
            ],
          },
          "Para cierta información, también puede decirnos qué prefiere: si podemos compartir información con su familia, sus amigos cercanos u otras personas que participan en su atención, o en una situación de ayuda en caso de desastre. Si usted no puede decirnos, por ejemplo, si está inconsciente, podemos compartir su información si creemos que es lo mejor para usted.",
        ],
      },
      {
        id: "our-duties",
        heading: "Nuestras obligaciones",
        blocks: [
          {
            list: [
              "La ley nos exige mantener la privacidad y la seguridad de su información médica protegida.",
              "Le avisaremos de inmediato si ocurre una violación de seguridad que pueda haber comprometido la privacidad o la seguridad de su información.",
              "Debemos cumplir con las obligaciones y las prácticas de privacidad que se describen en este aviso y entregarle una copia de este.",
            ],
          },
          "Podemos cambiar los términos de este aviso, y los cambios se aplicarán a toda la información que tenemos sobre usted. El nuevo aviso estará disponible si lo solicita, en la clínica y en este sitio web.",
        ],
      },
      {
        id: "complaints",
        heading: "Quejas",
        blocks: [
          "Si cree que hemos violado sus derechos de privacidad, puede presentar una queja ante nuestro oficial de privacidad, [nombre del oficial de privacidad], al {phone}, por correo electrónico a {email} o por correo postal a {address}.",
          `También puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU., en línea a través del ${ocrPortal}, por teléfono al ${ocrPhones} o por correo postal a ${ocrMail}.`,
          "No tomaremos represalias contra usted por presentar una queja.",
        ],
      },
      {
        id: "contact",
        heading: "Contacto",
        blocks: [
          "Si tiene preguntas sobre este aviso o desea ejercer sus derechos, comuníquese con nuestro oficial de privacidad, [nombre del oficial de privacidad]: teléfono {phone}, correo electrónico {email}, dirección {address}.",
        ],
      },
      {
        id: "effective-date",
        heading: "Fecha de entrada en vigor",
        blocks: ["Este aviso entra en vigor el [fecha de entrada en vigor]."],
      },
    ],
    accessibility: [
      {
        id: "our-commitment",
        heading: "Nuestro compromiso",
        blocks: [
          "{clinic} quiere que todas las personas, incluidas las personas con discapacidades, puedan usar este sitio web. Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 en el nivel AA, el estándar que el Departamento de Salud y Servicios Humanos de los EE. UU. estableció para los sitios web de atención médica en su reglamento de la Sección 504 de la Ley de Rehabilitación.",
        ],
      },
      {
        id: "what-we-did",
        heading: "Lo que hemos hecho",
        blocks: [
          {
            list: [
              "Todas las páginas se pueden usar solo con el teclado, y siempre puede ver en qué parte de la página se encuentra.",
              "Cada página tiene un solo encabezado principal, encabezados en un orden lógico y regiones claramente marcadas, para que los lectores de pantalla puedan moverse por ella con facilidad.",
              "Las imágenes tienen descripciones de texto; las imágenes puramente decorativas están ocultas para los lectores de pantalla.",
              "Los textos y los botones tienen suficiente contraste de color, y las páginas funcionan en pantallas pequeñas y con el zoom ampliado.",
              "Los formularios tienen etiquetas visibles, explican los errores con palabras y funcionan incluso sin JavaScript.",
              "Todas las páginas están disponibles en inglés, español y portugués, e indican a los lectores de pantalla en qué idioma están.",
              "Revisamos las páginas con pruebas automáticas de accesibilidad y de forma manual con el teclado.",
            ],
          },
        ],
      },
      {
        id: "known-limitations",
        heading: "Limitaciones conocidas",
        blocks: [
          "Por el momento, no tenemos conocimiento de ninguna barrera en este sitio web. [Limitaciones conocidas, si las hay, después de la revisión de accesibilidad de la clínica.]",
          "Algunas herramientas son de otras empresas y solo se cargan cuando usted las pide: mapas, videos, la herramienta para hacer citas y el formulario de inscripción a la membresía. Si alguna le resulta difícil de usar, llámenos y le ayudaremos directamente.",
        ],
      },
      {
        id: "report-a-barrier",
        heading: "Infórmenos de una barrera",
        blocks: [
          "Si algo en este sitio web es difícil de usar, por favor díganos en qué página y qué sucedió. Le responderemos en un plazo de 2 días hábiles.",
          {
            list: [
              "Teléfono: {phone} (si usa TTY, marque 711)",
              "Correo electrónico: {email}",
              "Nuestro [formulario de contacto](/contact)",
            ],
          },
        ],
      },
      {
        id: "alternative-formats",
        heading: "Formatos alternativos",
        blocks: [
          "Podemos darle cualquier información de este sitio web en otro formato sin ningún costo, como en letra grande, en un documento electrónico accesible o leída en voz alta por teléfono. Solo pídala por teléfono o por correo electrónico.",
        ],
      },
      {
        id: "other-options",
        heading: "Otras opciones",
        blocks: [
          "También puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.; nuestro [Aviso de no discriminación](/nondiscrimination) explica cómo hacerlo.",
        ],
      },
    ],
  },
};
