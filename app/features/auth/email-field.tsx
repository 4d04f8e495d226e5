import { Form, Link, useNavigation } from "react-router";
import { authLinkClass } from "~/ui/admin/auth-card";
import { Button } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import { EMAIL_MAX_LENGTH } from "./login-form";

/**
 * The e-mail field of the sign-in, sign-up, forgot-password and verification forms: what
 * was sent comes back after a refusal (a new key, so the browser shows the answer's value).
 */
export function EmailField({ value, error }: { value?: string | null; error?: string | null }) {
  return (
    <FormField id="email" label="Email" error={error ?? undefined}>
      {(control) => (
        <input
          {...control}
          key={`email-${value ?? ""}`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={value ?? ""}
        />
      )}
    </FormField>
  );
}

/**
 * A page that asks for nothing but an e-mail address to send a link to (a new verification
 * link, a password reset): what it is for, the field, the button, and the way back to sign in.
 */
export function EmailRequestForm({
  intro,
  submitLabel,
  answer,
  signInQuestion,
}: {
  intro: string;
  submitLabel: string;
  /** The action's answer: the address sent, and why it was refused. */
  answer?: { email?: string | null; emailError?: string | null };
  /** Asked before the Sign in link, e.g. "Remembered it?". */
  signInQuestion: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="mb-5 text-slate-700">{intro}</p>
      <Form method="post" replace className="space-y-5">
        <EmailField value={answer?.email} error={answer?.emailError} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Please wait…" : submitLabel}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {signInQuestion}{" "}
        <Link to="/admin/login" className={authLinkClass}>
          Sign in
        </Link>
      </p>
    </>
  );
}
