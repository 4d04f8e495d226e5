import { HONEYPOT_FIELD } from "~/platform/forms/field-names";

/**
 * The field people never see or fill and form-filling bots do: off screen, out of
 * the tab order and hidden from screen readers. The server drops a post that fills
 * it (honeypotFilled), answering as if it were accepted.
 */
export function Honeypot({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
