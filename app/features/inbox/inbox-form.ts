/**
 * The shape shared by the public forms whose posts land in the staff inbox (contact,
 * partnership): what the model answers, and what the route's action gives the page.
 * Client-safe: types only.
 */

/** What a submission model decided. */
export type InboxSubmissionResult<Field extends string, FieldError extends string> =
  | { kind: "accepted"; id: string }
  /** A bot filled in the honeypot: answer as if accepted, keep nothing. */
  | { kind: "spam" }
  | {
      kind: "invalid";
      fieldErrors: Partial<Record<Field, FieldError>>;
      /** What the visitor sent, so the form can show it again. */
      values: Record<Field, string>;
    }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** What the action answered; undefined before the first post. */
export type InboxFormOutcome<Field extends string, FieldError extends string> =
  | { status: "success" }
  | {
      status: "invalid";
      fieldErrors: Partial<Record<Field, FieldError>>;
      values: Record<Field, string>;
    }
  | { status: "rate-limited"; retryAfterMinutes: number; values: Record<Field, string> }
  | { status: "error"; values: Record<Field, string> };
