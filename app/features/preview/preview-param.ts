/** The query parameter that carries a preview link's token (as for posts). */
export const PREVIEW_PARAM = "preview";
