import { z } from "zod";

/**
 * The one place configuration is read. Parsed once, at first import; a bad
 * value stops the process with a message that names the variable.
 * Every variable is documented in README.md.
 */
const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /**
     * On SIGTERM/SIGINT: how long requests in flight may take to finish before the
     * remaining connections are closed and the process exits.
     */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Set: /metrics on PORT answers requests bearing `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Set: a second listener on 127.0.0.1 at this port serves /metrics without a token. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Connecting to the mail server, its greeting and each of its replies may take this long. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** The outbox's first retry waits this long; each next one twice as long, up to an hour. */
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /** A failing e-mail is retried for this long after it was queued, then marked failed. */
    OUTBOX_MAX_AGE_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(24 * 60 * 60_000),
    /** A sender that took an e-mail owns it this long; a crashed one's are then free again. */
    OUTBOX_LEASE_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .default(5 * 60_000),
    /** With nothing to send, the sender looks again after this long (a post wakes it at once). */
    OUTBOX_IDLE_MS: z.coerce.number().int().min(10).default(5_000),
    SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    PGLITE_DATA_DIR: z.string().min(1).default("./data/pglite"),
    /**
     * Demo content in empty tables at start. Unset: only on the embedded database, so a
     * production PostgreSQL never gets demo content unless someone asks for it.
     */
    SEED_DEMO_CONTENT: booleanString.optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Unset: e-mails are written to OUTBOX_DIR instead of being sent (app/platform/email.server.ts). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s/?#]/, "must be an smtp:// or smtps:// URL with a host")
      .optional(),
    MAIL_FROM: z.string().min(1).default("VIP Walk-In Clinic <no-reply@clinic.example.com>"),
    /** Where the contact form's messages are delivered. */
    CONTACT_INBOX: z.email().default("hello@clinic.example.com"),
    OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
    /**
     * Signs session cookies and verification links. Unset: a random secret is
     * generated once and kept in AUTH_SECRET_FILE. Several instances must share one value.
     */
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    AUTH_SECRET_FILE: z.string().min(1).default("./data/auth-secret"),
    /**
     * Where uploads are kept: "local" (UPLOADS_DIR on this machine's disk) or "s3" (an
     * S3-compatible bucket, needed when several instances serve the site).
     */
    STORAGE: z.enum(["local", "s3"]).default("local"),
    /** The admin-uploads bucket on local disk (app/platform/storage/storage.server.ts). */
    UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** For S3-compatible services other than AWS (MinIO, R2, a local test server). */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Bucket in the path (endpoint/bucket/key) rather than the host name; most non-AWS services want it. */
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** One call to the object store may take this long in all: a hung store never holds a request. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Unset: the AWS SDK's usual chain (environment, profile, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** The largest image the media library accepts, in bytes (10 MB). */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /**
     * false (default): the clinic's notification e-mail says a message arrived and
     * links to the inbox; true: it carries the message's full text, as before.
     */
    INBOX_FULL_TEXT_EMAILS: booleanString.default(false),
    /**
     * Encrypts patients' messages (contact, partnership) at rest: 32 bytes as base64,
     * optionally "id:key". Several keys separated by commas: the first encrypts, all
     * decrypt (key rotation, docs/deployment.md). Unset: a key is generated once and kept
     * in MESSAGE_KEY_FILE (one machine only; several instances must share the variable).
     */
    MESSAGE_ENCRYPTION_KEYS: z.string().min(1).optional(),
    MESSAGE_KEY_FILE: z.string().min(1).default("./data/message-key"),
    /** How long a blog post's preview link (for a colleague who is not signed in) works. */
    PREVIEW_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(72),
    /** Deleted posts, team members, page entries and images are kept this many days in the Trash. */
    TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Patients' messages older than this many days are deleted from the inbox. */
    INBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** The e-mail of the admin account created on the very first start. */
    INITIAL_ADMIN_EMAIL: z.email().default("admin@clinic.example.com"),
    /** Where the first admin's one-time password goes when standard output is not a terminal. */
    INITIAL_ADMIN_PASSWORD_FILE: z.string().min(1).default("./data/initial-admin-password"),
  })
  .superRefine((value, context) => {
    if (value.STORAGE === "s3" && !value.S3_BUCKET) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when STORAGE=s3",
      });
    }
    if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT",
      });
    }
  })
  .transform((value) => ({
    ...value,
    SEED_DEMO_CONTENT: value.SEED_DEMO_CONTENT ?? value.DATABASE_URL === undefined,
  }));

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid configuration in environment variables:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/**
 * What the server (not the command line) refuses to start with. In production SITE_URL must
 * be set: links in e-mails (verification, password reset, invitations) and canonical links
 * start with it, and its default (http://localhost:3000) would send staff to their own machine.
 */
export function serverConfigurationProblem(
  source: Record<string, string | undefined>,
  parsed: Env = env,
): string | null {
  if (parsed.NODE_ENV === "production" && !source.SITE_URL) {
    return [
      "Invalid configuration in environment variables:",
      "  SITE_URL: is required when NODE_ENV=production: the site's public address, e.g.",
      "  SITE_URL=https://www.example.com (links in e-mails start with it; `npm start` sets",
      "  http://localhost:3000).",
    ].join("\n");
  }
  return null;
}

/** The site's public origin (SITE_URL), without a trailing slash: absolute links start with it. */
export function siteOrigin(): string {
  return env.SITE_URL.replace(/\/+$/, "");
}

/**
 * Where this site is reached: the request's origin and the public one (SITE_URL). An image
 * address a form sends on either is stored as its path.
 */
export function ownOrigins(request: Request): string[] {
  return [new URL(request.url).origin, new URL(env.SITE_URL).origin];
}
