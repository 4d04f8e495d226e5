import { localeLabels } from "~/i18n/locales";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { ImageUrlField } from "~/features/media";
import { locales, type Locale } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CheckboxField, FormField } from "~/ui/form-field";
import {
  eventLimits,
  eventTextFields,
  galleryLimits,
  galleryTextFields,
  localizedField,
  type EventField,
  type EventFormValues,
  type EventTextField,
  type GalleryField,
  type GalleryFormValues,
  type GalleryTextField,
} from "./foundation-forms";

/*
 * The portal's editors of the foundation's events and gallery photos: the same layout
 * (the item's own fields, then its texts in each language side by side, then Cancel
 * and Save), each posting to its own route. A refused save keeps everything typed.
 */

const controlId = (field: string) => `foundation-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

function labelsOf<F extends string>(
  own: Record<string, string>,
  fields: readonly F[],
  textLabels: Record<F, string>,
): Record<string, string> {
  return {
    ...own,
    ...Object.fromEntries(
      locales.flatMap((locale) =>
        fields.map((field) => [
          localizedField(field, locale),
          `${textLabels[field]} (${localeLabels[locale]})`,
        ]),
      ),
    ),
  };
}

const eventLabels = labelsOf({ date: "Date", active: "Active" }, eventTextFields, {
  title: "Title",
  description: "Description",
  location: "Place",
} satisfies Record<EventTextField, string>) as Record<EventField, string>;

const galleryLabels = labelsOf({ imageUrl: "Photo", active: "Active" }, galleryTextFields, {
  alt: "Description for screen readers (alt text)",
  caption: "Caption",
} satisfies Record<GalleryTextField, string>) as Record<GalleryField, string>;

type Shared<Values, Field extends string> = EditorProps<Values, Field> & {
  title: string;
  itemName: string;
  backTo: string;
  addLabel: string;
  labels: Record<Field, string>;
  limits: Record<Field, number>;
  textFields: readonly string[];
  /** Which texts are a few lines rather than one. */
  multiline: ReadonlySet<string>;
  activeHint: string;
  children: ReactNode;
};

function CatalogueEditor<Values extends Record<string, string>, Field extends string>({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
  title,
  itemName,
  backTo,
  addLabel,
  labels,
  limits,
  textFields,
  multiline,
  activeHint,
  children,
}: Shared<Values, Field>) {
  const busy = useNavigation().state === "submitting";
  const field = (key: string) => ({
    id: controlId(key),
    label: labels[key as Field],
    error: fieldErrors[key as Field],
  });
  const text = (key: string) => ({
    name: key,
    defaultValue: values[key] ?? "",
    maxLength: limits[key as Field],
  });
  return (
    <EditorForm
      formRef={formRef}
      label={title}
      fieldErrors={fieldErrors}
      labels={labels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName={itemName}
      notSaved={`The ${itemName} was not saved. Please correct these fields:`}
    >
      <AdminCard title={itemName[0]?.toUpperCase() + itemName.slice(1)}>
        <div className="grid gap-5 md:grid-cols-2">
          {children}
          <div className="md:col-span-2">
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={activeHint}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>
      <AdminCard title="Texts" description="What the page says in each language.">
        <LanguageColumns>
          {(locale: Locale) =>
            textFields.map((name) => {
              const key = localizedField(name, locale);
              const lang = locale === "en" ? undefined : locale;
              return (
                <FormField
                  key={key}
                  {...field(key)}
                  optionalLabel={locale === "en" ? undefined : "(optional)"}
                >
                  {(control) =>
                    multiline.has(name) ? (
                      <textarea
                        {...control}
                        {...text(key)}
                        rows={3}
                        lang={lang}
                        className={cn(control.className, "field-sizing-content min-h-[5.5rem]")}
                      />
                    ) : (
                      <input {...control} {...text(key)} type="text" lang={lang} />
                    )
                  }
                </FormField>
              );
            })
          }
        </LanguageColumns>
      </AdminCard>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to={backTo} variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : mode === "create" ? addLabel : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}

/** The form of a new or an existing foundation event. Give it a `key` that changes with each answer. */
export function EventEditor(props: EditorProps<EventFormValues, EventField>) {
  const { mode, values, fieldErrors = {} } = props;
  return (
    <CatalogueEditor
      {...props}
      title={mode === "create" ? "New event" : `Edit ${values.title_en}`}
      itemName="event"
      backTo="/admin/foundation-events"
      addLabel="Add Event"
      labels={eventLabels}
      limits={eventLimits}
      textFields={eventTextFields}
      multiline={new Set(["description"])}
      activeHint="Active events are shown on the Foundation page, as upcoming until their day has passed on the clinic's calendar. Inactive ones stay here, hidden from the site."
    >
      <FormField id={controlId("date")} label={eventLabels.date} error={fieldErrors.date}>
        {(control) => (
          <input
            {...control}
            name="date"
            type="date"
            defaultValue={values.date}
            maxLength={eventLimits.date}
            required
          />
        )}
      </FormField>
    </CatalogueEditor>
  );
}

/** The form of a new or an existing gallery photo. Give it a `key` that changes with each answer. */
export function GalleryEditor(props: EditorProps<GalleryFormValues, GalleryField>) {
  const { mode, values, fieldErrors = {} } = props;
  return (
    <CatalogueEditor
      {...props}
      title={mode === "create" ? "New photo" : `Edit ${values.caption_en}`}
      itemName="photo"
      backTo="/admin/foundation-gallery"
      addLabel="Add Photo"
      labels={galleryLabels}
      limits={galleryLimits}
      textFields={galleryTextFields}
      multiline={new Set(["alt"])}
      activeHint="Active photos are shown in the Foundation page's gallery, in the list's order. Inactive ones stay here, hidden from the site."
    >
      <div className="md:col-span-2">
        <ImageUrlField
          id={controlId("imageUrl")}
          label={galleryLabels.imageUrl}
          error={fieldErrors.imageUrl}
          name="imageUrl"
          defaultValue={values.imageUrl}
          maxLength={galleryLimits.imageUrl}
          hint="Pick a photo from the Media Library (or upload one there). A wide photo (8:5) fills the gallery best."
          removeLabel="Remove photo"
        />
      </div>
    </CatalogueEditor>
  );
}
