import { useEffect, useRef } from "react";
import { FormField } from "~/ui/form-field";
import {
  LAB_TEST_INPUT_LIMITS,
  type LabTestField,
  type LabTestFields,
} from "~/features/lab-tests/lab-test-form";

export type LabTestFieldErrors = Partial<Record<LabTestField, string>>;

/**
 * A key for the form around a LabTestFieldset: it changes when the server answers
 * with other values, so the inputs (which only read their values when they mount)
 * start again from the answer.
 */
export function labTestFormKey(values: LabTestFields): string {
  return JSON.stringify([values.code, values.name, values.price]);
}

/**
 * The code, name and price inputs of the add form and the inline edit form.
 * Ids start with `idPrefix`, so several forms can share a page. The first
 * field with an error (or the first field, with `focusFirst`) takes focus.
 */
export function LabTestFieldset({
  idPrefix,
  values,
  errors = {},
  focusFirst = false,
}: {
  idPrefix: string;
  values: LabTestFields;
  errors?: LabTestFieldErrors;
  focusFirst?: boolean;
}) {
  const refs = {
    code: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    price: useRef<HTMLInputElement>(null),
  };
  const firstError = (["code", "name", "price"] as const).find((field) => errors[field]);
  const focusTarget = firstError ?? (focusFirst ? "code" : null);
  useEffect(() => {
    if (focusTarget) refs[focusTarget].current?.focus();
    // Once per answer: a new errors object means a new attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, focusTarget]);

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <FormField id={`${idPrefix}-code`} label="Code" error={errors.code}>
        {(control) => (
          <input
            {...control}
            ref={refs.code}
            name="code"
            defaultValue={values.code}
            required
            inputMode="numeric"
            maxLength={LAB_TEST_INPUT_LIMITS.code}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-name`} label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={refs.name}
            name="name"
            defaultValue={values.name}
            required
            maxLength={LAB_TEST_INPUT_LIMITS.name}
            autoComplete="off"
          />
        )}
      </FormField>
      <div className="sm:col-span-2 sm:max-w-xs">
        <FormField
          id={`${idPrefix}-price`}
          label="Price"
          optionalLabel="(empty: call for price)"
          error={errors.price}
        >
          {(control) => (
            <input
              {...control}
              ref={refs.price}
              name="price"
              defaultValue={values.price}
              inputMode="decimal"
              maxLength={LAB_TEST_INPUT_LIMITS.price}
              autoComplete="off"
              placeholder="e.g. 35.00"
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
