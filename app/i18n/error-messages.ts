import type { Locale } from "./locales";

/**
 * The error page's text. Unlike the other dictionaries this one ships to the
 * browser, because the error page must render even when no loader data arrived.
 */
const en = {
  title: "Something went wrong",
  text: "We're sorry, an unexpected error occurred on our side. Please try again in a moment, or call us if you need help now.",
  retry: "Try again",
  home: "Return to Home",
  code: "Error {status}",
};

const pt: typeof en = {
  title: "Algo deu errado",
  text: "Desculpe, aconteceu um erro inesperado do nosso lado. Tente de novo daqui a pouco ou ligue para a gente se precisar de ajuda agora.",
  retry: "Tentar de novo",
  home: "Voltar ao Início",
  code: "Erro {status}",
};

const es: typeof en = {
  title: "Algo salió mal",
  text: "Lo sentimos, ocurrió un error inesperado de nuestra parte. Inténtelo de nuevo en un momento o llámenos si necesita ayuda ahora.",
  retry: "Intentar de nuevo",
  home: "Volver al inicio",
  code: "Error {status}",
};

export const errorMessages: Record<Locale, typeof en> = { en, "pt-BR": pt, es };
