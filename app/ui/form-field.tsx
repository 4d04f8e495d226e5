import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

export const inputClass =
  "mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 aria-[invalid=true]:border-red-600";

/*
 * The field look without its top margin, for fields laid out by their container
 * (cn() only joins classes, so a second margin would compete with the first, not win).
 */

/** A text field: add the margin where it sits. */
export const bareInputClass = inputClass.replace(/\bmt-2\b/, "").trim();

/** A shorter text field, beside a button or in a dialog. */
export const compactInputClass = bareInputClass.replace(/\bpy-3\b/, "py-2");

/** A file chooser whose button looks like a secondary button (add width and margin where it sits). */
export const fileInputClass =
  "block text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-brand-700 file:bg-white file:px-5 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-50 disabled:opacity-60";

/** The attributes a field's control needs: its id, error state and style. */
export type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/**
 * A labelled form control with its error message, wired for assistive
 * technology. The control itself is the child, given the attributes it needs.
 */
export function FormField({
  id,
  label,
  optionalLabel,
  error,
  children,
}: {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  optionalLabel?: string;
  /** The translated error message, when the field has one. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
        {optionalLabel ? (
          <span className="font-normal text-slate-500"> {optionalLabel}</span>
        ) : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        className: inputClass,
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error message, below its control (the control names it in aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The control's attributes plus a hint below the field, read after the error. */
export function withHint(control: ControlProps, hintId: string): ControlProps {
  return {
    ...control,
    "aria-describedby": [control["aria-describedby"], hintId].filter(Boolean).join(" "),
  };
}

/** A short help text below a field; its control names it with withHint. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A checkbox with its label and, below the label, a hint it is described by. */
export function CheckboxField({
  id,
  name,
  label,
  hint,
  defaultChecked,
}: {
  id: string;
  name: string;
  label: string;
  hint: ReactNode;
  defaultChecked: boolean;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultChecked}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
