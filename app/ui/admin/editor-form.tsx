import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import { FormErrorSummary, type FormErrorSummaryProps } from "./form-error-summary";

/** Whether an editor makes a new item or changes an existing one. */
export type EditorMode = "create" | "edit";

/** What an editor is given: its mode, the values to show, and the server's last refusal. */
export type EditorProps<Values, Field extends string> = {
  mode: EditorMode;
  values: Values;
  fieldErrors?: Partial<Record<Field, string>>;
  /** A problem that is not one field's (deleted meanwhile, the database failed). */
  formError?: string;
  /** The form element, for the owner's useUnsavedChanges (above the key each answer changes). */
  formRef?: Ref<HTMLFormElement>;
  /** Whether the form has unsaved changes: said beside its Save button. */
  unsaved?: boolean;
};

/**
 * A staff editor's form for a new or an existing item. It posts to its own route, so
 * it works without JavaScript, and leaves checking to the server: the server's field
 * errors show at the fields and in the summary above them, which takes the focus.
 */
export function EditorForm<Field extends string>({
  label,
  formRef,
  children,
  ...summary
}: FormErrorSummaryProps<Field> & {
  /** The form's accessible name, e.g. "New blog post". */
  label: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-6" aria-label={label}>
      <FormErrorSummary {...summary} />
      {children}
    </Form>
  );
}

/** What FormField needs of an editor's field: its control's id, its label and its error. */
export function editorFieldProps<Field extends string>({
  fieldErrors,
  labels,
  controlId,
}: Pick<FormErrorSummaryProps<Field>, "fieldErrors" | "labels" | "controlId">) {
  return (key: Field) => ({ id: controlId(key), label: labels[key], error: fieldErrors[key] });
}
