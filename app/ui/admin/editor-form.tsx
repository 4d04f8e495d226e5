import type { ReactNode, Ref } from "react";
import { Form } from "react-router";
import { EditConflictNotice, type EditConflict } from "./edit-conflict";
import { FormErrorSummary, type FormErrorSummaryProps } from "./form-error-summary";

/** The hidden field with the version an edit form was opened at (app/features/history/). */
export const BASE_VERSION_FIELD = "baseVersion";

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
  /** The item's version the values are based on (an existing item's form sends it back). */
  version?: number;
  /** The last save was refused: someone else saved the item first. */
  conflict?: EditConflict;
};

/**
 * A staff editor's form for a new or an existing item. It posts to its own route, so
 * it works without JavaScript, and leaves checking to the server: the server's field
 * errors show at the fields and in the summary above them, which takes the focus.
 */
export function EditorForm<Field extends string>({
  label,
  formRef,
  version,
  conflict,
  itemName,
  children,
  ...summary
}: FormErrorSummaryProps<Field> & {
  /** The form's accessible name, e.g. "New blog post". */
  label: string;
  formRef?: Ref<HTMLFormElement>;
  version?: number;
  conflict?: EditConflict;
  /** What the item is called in messages, e.g. "blog post". */
  itemName: string;
  children: ReactNode;
}) {
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-6" aria-label={label}>
      {version === undefined ? null : (
        <input type="hidden" name={BASE_VERSION_FIELD} value={version} />
      )}
      {conflict ? (
        <EditConflictNotice conflict={conflict} labels={summary.labels} itemName={itemName} />
      ) : (
        <FormErrorSummary {...summary} />
      )}
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
