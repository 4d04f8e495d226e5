import type { MediaMessages } from "~/i18n/en/media.server";
import type { Translation } from "~/i18n/types";

/** Português do Brasil: os blocos de imagem e vídeo usados em várias páginas. */
export const media: Translation<MediaMessages> = {
  image: {
    loading: "Carregando imagem",
    unavailable: "Imagem indisponível",
  },
  videos: {
    play: "Assistir ao vídeo: {title}",
    loading: "Carregando vídeos...",
    error: "Não foi possível carregar os vídeos. Visite o nosso canal diretamente.",
    errorToastTitle: "Vídeos temporariamente indisponíveis",
    errorToastText: "Visite o nosso canal no YouTube para assistir aos nossos vídeos.",
    visitChannel: "Visite Nosso Canal",
    empty: "Nenhum vídeo disponível no momento.",
  },
};
