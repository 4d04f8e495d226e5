import type { MediaMessages } from "~/i18n/en/media.server";
import type { Translation } from "~/i18n/types";

/** Español (Latinoamérica): los bloques de imagen y video que se usan en varias páginas. */
export const media: Translation<MediaMessages> = {
  image: {
    loading: "Cargando imagen",
    unavailable: "Imagen no disponible",
  },
  videos: {
    play: "Ver el video: {title}",
    loading: "Cargando videos...",
    error: "No pudimos cargar los videos. Visite nuestro canal directamente.",
    errorToastTitle: "Videos no disponibles por el momento",
    errorToastText: "Visite nuestro canal de YouTube para ver nuestros videos.",
    visitChannel: "Visite nuestro canal",
    empty: "No hay videos disponibles en este momento.",
  },
};
