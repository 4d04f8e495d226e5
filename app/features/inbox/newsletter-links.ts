/**
 * The query parameter (and the pages' form field) that carries a newsletter link's
 * signed token: shared by the e-mails that make the links and the pages they open.
 */
export const NEWSLETTER_TOKEN_PARAM = "token";
