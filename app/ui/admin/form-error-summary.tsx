import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";

export type FormErrorSummaryProps<Field extends string> = {
  fieldErrors: Partial<Record<Field, string>>;
  /** A problem that is not one field's (deleted meanwhile, the database failed). */
  formError?: string;
  labels: Record<Field, string>;
  /** The id of a field's control, for the links. */
  controlId: (field: Field) => string;
  /** The lead-in above the list, e.g. "The blog post was not saved. Please correct these fields:". */
  notSaved: string;
};

/**
 * The box at the top of a staff form answered with errors: what went wrong and a
 * link to each field that needs fixing. It takes the focus once per answer, so a
 * screen reader announces it and a keyboard user starts from it.
 */
export function FormErrorSummary<Field extends string>({
  fieldErrors,
  formError,
  labels,
  controlId,
  notSaved,
}: FormErrorSummaryProps<Field>) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const invalidFields = (Object.keys(fieldErrors) as Field[]).filter((field) => fieldErrors[field]);

  useEffect(() => {
    if (invalidFields.length > 0 || formError) summaryRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [fieldErrors, formError]);

  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="empty:hidden focus:outline-none">
      {invalidFields.length > 0 || formError ? (
        <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="flex items-start gap-2 font-semibold">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {formError ?? notSaved}
          </p>
          {invalidFields.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-11">
              {invalidFields.map((key) => (
                <li key={key}>
                  <a href={`#${controlId(key)}`} className="underline underline-offset-2">
                    {labels[key]}
                  </a>
                  : {fieldErrors[key]}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
