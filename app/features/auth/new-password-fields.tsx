import { FormField } from "~/ui/form-field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

/**
 * The new password, twice, with the policy under the first: the account page's change and
 * the e-mailed reset link's page ask for it the same way.
 */
export function NewPasswordFields({
  errors,
}: {
  errors: { newPassword?: string; confirmPassword?: string };
}) {
  return (
    <>
      <FormField id="newPassword" label="New password" error={errors.newPassword}>
        {(control) => (
          <input
            {...control}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-describedby={
              [control["aria-describedby"], "new-password-hint"].filter(Boolean).join(" ") ||
              undefined
            }
          />
        )}
      </FormField>
      <p id="new-password-hint" className="-mt-3 text-sm text-slate-600">
        At least {PASSWORD_MIN_LENGTH} characters. Common passwords are refused.
      </p>
      <FormField
        id="confirmPassword"
        label="Repeat the new password"
        error={errors.confirmPassword}
      >
        {(control) => (
          <input
            {...control}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
          />
        )}
      </FormField>
    </>
  );
}
