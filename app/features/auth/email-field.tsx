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
