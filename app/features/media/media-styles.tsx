import { inputClass } from "~/ui/form-field";

/*
 * The form field look without its top margin (cn() only joins classes, so a
 * second margin or padding would compete with the first rather than win).
 */

/** A text field: add the margin where it sits. */
export const bareInputClass = inputClass.replace(/\bmt-2\b/, "").trim();

/** A shorter text field, beside a button or in a dialog. */
export const compactInputClass = bareInputClass.replace(/\bpy-3\b/, "py-2");
