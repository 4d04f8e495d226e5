/**
 * The public forms whose posts land in the staff inbox, as one kind of submission with
 * three variants: the contact form, the foundation's partnership form and the Health
 * Tips newsletter box. Each variant is its fields (what kind of value, how long, whether
 * required) and its rate limit; the server builds its schema from this
 * (./inbox-schema.server.ts), the browser uses it for the inputs' names and limits.
 * Client-safe and free of the validation library, so public pages do not download it.
 */

/** What a visitor may ask about in the contact form. */
export const contactServiceIds = [
  "membership",
  "checkup",
  "physical-evaluation",
  "consultation",
  "weight-loss",
] as const;
export type ContactServiceId = (typeof contactServiceIds)[number];

/** One field of a variant: what kind of value, how long, whether required. */
export type InboxFieldDefinition = {
  /** text: any text; email: an address; phone: digits and phone punctuation; choice: one of `options`. */
  kind: "text" | "email" | "phone" | "choice";
  /** The longest value, after trimming; the inputs' maxLength. */
  max: number;
  required?: boolean;
  options?: readonly string[];
  /** Stored in lower case, so "Ana@Example.com" and "ana@example.com" are one address. */
  lowercase?: boolean;
};

/** Messages per visitor (client key) and window, the same for every variant. */
const FIVE_PER_QUARTER_HOUR = { limit: 5, windowMs: 15 * 60_000 } as const;

export const inboxForms = {
  contact: {
    fields: {
      name: { kind: "text", max: 100, required: true },
      email: { kind: "email", max: 254, required: true },
      phone: { kind: "phone", max: 30 },
      service: { kind: "choice", max: 40, options: contactServiceIds },
      message: { kind: "text", max: 5000, required: true },
    },
    rateLimit: FIVE_PER_QUARTER_HOUR,
    // A message is a few kilobytes; anything much larger is not a person typing.
    maxBodyBytes: 32 * 1024,
  },
  partnership: {
    fields: {
      companyName: { kind: "text", max: 150, required: true },
      contactPerson: { kind: "text", max: 100, required: true },
      email: { kind: "email", max: 254, required: true },
      phone: { kind: "phone", max: 30 },
      message: { kind: "text", max: 5000, required: true },
    },
    rateLimit: FIVE_PER_QUARTER_HOUR,
    maxBodyBytes: 32 * 1024,
  },
  newsletter: {
    fields: {
      // The longest e-mail address there is (RFC 5321 path limit).
      email: { kind: "email", max: 254, required: true, lowercase: true },
    },
    rateLimit: FIVE_PER_QUARTER_HOUR,
    // An address and two short fields.
    maxBodyBytes: 4 * 1024,
  },
} as const satisfies Record<
  string,
  {
    fields: Record<string, InboxFieldDefinition>;
    rateLimit: { limit: number; windowMs: number };
    /** A post larger than this is refused unread (413). */
    maxBodyBytes: number;
  }
>;

export type InboxVariant = keyof typeof inboxForms;
export type InboxField<Variant extends InboxVariant> =
  keyof (typeof inboxForms)[Variant]["fields"] & string;

/** Every error an inbox form shows, as translation keys (each page's dictionary has them). */
export const inboxFieldErrors = [
  "required",
  "invalidEmail",
  "tooLong",
  "invalidPhone",
  "invalidService",
] as const;
export type InboxFieldError = (typeof inboxFieldErrors)[number];

/** A variant's field names, in the order of the form. */
export function inboxFields<Variant extends InboxVariant>(variant: Variant): InboxField<Variant>[] {
  return Object.keys(inboxForms[variant].fields) as InboxField<Variant>[];
}

/** A variant's limits by field: the inputs' maxLength and what the form shows again. */
export function inboxFieldLimits<Variant extends InboxVariant>(
  variant: Variant,
): Record<InboxField<Variant>, number> {
  const definitions = inboxForms[variant].fields as Record<string, InboxFieldDefinition>;
  return Object.fromEntries(
    Object.entries(definitions).map(([field, definition]) => [field, definition.max]),
  ) as Record<InboxField<Variant>, number>;
}

/** The newsletter box shares the Health Tips page with nothing else, but says what it is. */
export const NEWSLETTER_INTENT = "subscribe";

/**
 * What the action answered; undefined before the first post. "invalid", "rate-limited"
 * and "error" give back what was typed. The newsletter says "already-subscribed" when
 * the address is on the list.
 */
export type InboxFormOutcome<Field extends string> =
  | { status: "success" }
  | { status: "already-subscribed" }
  | ({
      status: "invalid";
      fieldErrors: Partial<Record<Field, InboxFieldError>>;
      values: Record<Field, string>;
    } & KeptKey)
  | ({ status: "rate-limited"; retryAfterMinutes: number; values: Record<Field, string> } & KeptKey)
  | ({ status: "error"; values: Record<Field, string> } & KeptKey);

/**
 * A refused post gives back its one-time key with what was typed: sending the form
 * again (the same post, after a failure) is then recognised if the first one arrived.
 */
type KeptKey = { submissionKey?: string };
