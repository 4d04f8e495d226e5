/**
 * Staff accounts from the command line, for the operator:
 *
 *   npm run user -- create --email ana@clinic.com --role admin [--name "Ana"] [--password …]
 *   npm run user -- set-role --email ana@clinic.com --role content_editor
 *   npm run user -- reset-password --email ana@clinic.com
 *   npm run user -- list
 *
 * Without --password a one-time password is generated and printed; it must be
 * changed at the first sign-in. Uses DATABASE_URL, or the PGlite directory
 * (stop the server first: PGlite allows one process, and the lock says so).
 */
import { parseArgs } from "node:util";
import {
  AccountError,
  COMMAND_LINE_ACTOR,
  createAccount,
  findAccountByEmail,
  issueOneTimePassword,
  listAccounts,
  setUserRole,
} from "../app/features/auth/index.server";
import { isUserRole, roleLabels, userRoleValues, type UserRole } from "../app/features/auth";
import { openDatabase } from "../app/platform/db/client.server";
import { env } from "../app/platform/env.server";

const usage = `Usage:
  npm run user -- create --email <e-mail> --role <${userRoleValues.join("|")}> [--name <name>] [--password <password>]
  npm run user -- set-role --email <e-mail> --role <${userRoleValues.join("|")}>
  npm run user -- reset-password --email <e-mail>
  npm run user -- list`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
    password: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

const command = positionals[0];
if (values.help || !command) fail("Choose a command.");

function requiredRole(): UserRole {
  if (!isUserRole(values.role)) fail(`--role must be one of: ${userRoleValues.join(", ")}`);
  return values.role;
}
function requiredEmail(): string {
  if (!values.email) fail("--email is required.");
  return values.email;
}

const handle = await openDatabase(
  env.DATABASE_URL
    ? { driver: "postgres", url: env.DATABASE_URL }
    : { driver: "pglite", dataDir: env.PGLITE_DATA_DIR },
);
let exitCode = 0;
try {
  await handle.migrate();
  const { db } = handle;
  if (command === "create") {
    const created = await createAccount(db, {
      email: requiredEmail(),
      role: requiredRole(),
      name: values.name,
      password: values.password,
      actor: COMMAND_LINE_ACTOR,
    });
    console.log(`Created ${created.email} (${roleLabels[requiredRole()].toLowerCase()}).`);
    if (created.generated) {
      console.log(`One-time password: ${created.password}`);
      console.log("It must be changed at the first sign-in. It is not shown again.");
    }
  } else if (command === "set-role") {
    const account = await findAccountByEmail(db, requiredEmail());
    if (!account) throw new AccountError(`No account has the e-mail ${values.email}.`);
    const result = await setUserRole(db, {
      userId: account.id,
      role: requiredRole(),
      actor: COMMAND_LINE_ACTOR,
    });
    if (result.kind === "last-admin") {
      throw new AccountError("That is the last admin; make someone else an admin first.");
    }
    console.log(
      result.kind === "changed"
        ? `${account.email} is now ${roleLabels[result.to].toLowerCase()}.`
        : `${account.email} already has that role.`,
    );
  } else if (command === "reset-password") {
    const account = await findAccountByEmail(db, requiredEmail());
    if (!account) throw new AccountError(`No account has the e-mail ${values.email}.`);
    const password = await issueOneTimePassword(db, account.id);
    console.log(`${account.email} is signed out everywhere. One-time password: ${password}`);
    console.log("It must be changed at the next sign-in. It is not shown again.");
  } else if (command === "list") {
    for (const account of await listAccounts(db)) {
      const verified = account.emailVerified ? "verified" : "not verified";
      console.log(`${account.email}\t${account.role}\t${verified}`);
    }
  } else {
    fail(`Unknown command: ${command}`);
  }
} catch (error) {
  if (!(error instanceof AccountError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
