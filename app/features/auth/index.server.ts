/** Accounts, sessions and Better Auth, for start-up, the server and the `user` command. */
export {
  AccountError,
  COMMAND_LINE_ACTOR,
  createAccount,
  ensureInitialAdmin,
  findAccountByEmail,
  issueOneTimePassword,
  listAccounts,
  setUserRole,
} from "./accounts.server";
export { CLIENT_IP_HEADER, derivedSecret, getAuth } from "./auth.server";
export { handleAuthRequest } from "./auth-requests.server";
export { deleteQuietSignInCounts } from "./sign-in-throttle.server";
export {
  getSessionUser,
  hasSessionCookieIn,
  hasSignedSessionCookieIn,
  type SessionUser,
} from "./session.server";
