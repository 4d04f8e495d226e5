import type { LabTestsMessages } from "~/i18n/en/labTests.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): la página de análisis de laboratorio (/lab-tests). Los nombres de los análisis quedan en inglés. */
export const labTests: Translation<LabTestsMessages> = {
  sampleNotice: {
    title: "Lista de precios de ejemplo",
    text: "Los análisis y precios que aparecen abajo son ejemplos para este sitio de demostración. La clínica los reemplaza por su lista de precios actual; nuestra recepción le confirma el precio final antes de su análisis.",
  },
  search: {
    heading: "Encuentre sus análisis",
    label: "Buscar análisis de laboratorio",
    placeholder: "Buscar análisis por nombre...",
    hint: "Escriba el nombre o el código del análisis. Los nombres aparecen en inglés, como en el laboratorio.",
    submit: "Buscar",
    clear: "Borrar la búsqueda",
    resultCount: "Mostrando {from}–{to} de {count} análisis",
    pagesLabel: "Páginas de análisis de laboratorio",
    noResults: "No encontramos análisis que coincidan con su búsqueda.",
  },
  table: {
    caption: "Lista de precios de análisis de laboratorio",
    select: "Seleccionar",
    name: "Nombre del análisis",
    code: "Código",
    price: "Precio",
  },
  callForPricing: "Llame para consultar el precio",
  selection: {
    heading: "Análisis seleccionados",
    count: "({count})",
    hint: "Marque en la lista los análisis que necesita y luego presione Comprar ahora para enviárnoslos por WhatsApp.",
    remove: "Quitar {name}",
    total: "Total",
    callForPricingNote:
      "Para algunos de los análisis seleccionados, debe llamar para consultar el precio.",
    buyNow: "Comprar ahora",
    buyNowHint:
      "Comprar ahora abre WhatsApp con su lista para que nuestro equipo le confirme los precios, la preparación y un horario para la toma de muestras.",
    buyNowEmpty: "Seleccione al menos un análisis para hacer su pedido.",
  },
  order: {
    greeting: "¡Hola! Quisiera pedir los siguientes análisis de laboratorio:",
    line: "{index}. {name} (código {code}) - {price}",
    callForPricing: "precio por consultar",
    total: "Total: {total}",
    callForPricingNote: "Necesito consultar el precio de algunos de estos análisis.",
  },
  orderReady: {
    heading: "Su pedido está listo para enviar",
    text: "Presione el botón para abrir WhatsApp con este mensaje. Nuestro equipo le confirmará los precios, la preparación y un horario para la toma de muestras.",
    send: "Enviar por WhatsApp",
  },
  info: {
    heading: "Análisis de laboratorio sin complicaciones",
    subtitle:
      "La mayoría de las muestras se toman aquí mismo, en la clínica, y usted conoce los precios antes de empezar.",
    blocks: [
      {
        title: "Resultados rápidos",
        text: "La mayoría de los resultados están listos en 24 a 48 horas, y le avisamos en cuanto llegan.",
      },
      {
        title: "Laboratorios certificados",
        text: "Sus muestras se procesan en laboratorios con certificación CLIA, que cumplen las normas federales de calidad de los Estados Unidos.",
      },
      {
        title: "Precios competitivos",
        text: "Precios claros y sin sorpresas si paga por su cuenta, y los miembros VIP ahorran aún más en sus análisis.",
      },
    ],
  },
  cta: {
    title: "¿No sabe qué análisis necesita?",
    text: "Díganos qué busca y nuestro equipo le ayudará a elegir los análisis adecuados.",
    button: "Contáctenos",
  },
};
