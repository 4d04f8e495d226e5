import { useState } from "react";
import { Link, useNavigation } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { ImageUrlField } from "~/features/media";
import { Button, ButtonLink } from "~/ui/button";
import { CheckboxField, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  previewableImageUrl,
  teamMemberLimits,
  teamMemberTextField,
  teamMemberTextFields,
  type TeamMemberField,
  type TeamMemberFormValues,
  type TeamMemberTextField,
} from "~/features/team/member-form";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { localeLabels } from "~/i18n/locales";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { cn } from "~/ui/cn";
import { TeamMemberAvatar } from "./member-list";
import { EditorForm, editorFieldProps, type EditorProps } from "~/ui/admin/editor-form";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { PreviewButton } from "~/ui/admin/preview-button";

/** Where Preview posts the form (app/routes/admin/team-preview.ts). */
const TEAM_PREVIEW_PATH = "/admin/team/preview";

/** The id of a field's control; the error summary links to it. */
const controlId = (field: TeamMemberField) => `team-${field.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** A text area that grows with its text (where the browser can), from its rows up. */
const growing = "field-sizing-content min-h-[5.5rem]";

const textLabels: Record<TeamMemberTextField, string> = {
  role: "Role",
  bio: "Bio",
  qualifications: "Qualifications",
  specialties: "Specialties",
};

const fieldLabels = {
  name: "Name",
  imageUrl: "Image URL",
  active: "Active",
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      teamMemberTextFields.map((field) => [
        teamMemberTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<TeamMemberField, string>;

/**
 * The form of a new or an existing team member. It posts to its own route
 * (works without JavaScript); the server's field errors show at the fields,
 * with what was typed kept. Each language's texts sit side by side. The form
 * reads `values` when it mounts: give it a `key` that changes with each answer
 * of the server, so that it shows the values of that answer.
 */
export function TeamMemberForm({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
  memberId,
  place,
}: EditorProps<TeamMemberFormValues, TeamMemberField> & {
  /** An existing member's id, which Preview sends along. */
  memberId?: string;
  /** Where an existing member is in the list (1 is first). */
  place?: { position: number; total: number } | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The preview follows the field when it is left or a picture is picked, not every keystroke.
  const [previewUrl, setPreviewUrl] = useState(values.imageUrl);
  const [name, setName] = useState(values.name);

  const creating = mode === "create";
  const fields = { fieldErrors, labels: fieldLabels, controlId };
  const field = editorFieldProps(fields);
  const textProps = (key: TeamMemberField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: teamMemberLimits[key],
  });

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New team member" : `Edit ${values.name}`}
      {...fields}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="team member"
      notSaved="The team member was not saved. Please correct these fields:"
    >
      <AdminCard title="Profile" description="The name is the same in every language.">
        <div className="md:max-w-[calc(50%-0.75rem)]">
          <FormField {...field("name")}>
            {(control) => (
              <input
                {...control}
                {...textProps("name")}
                type="text"
                required
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
        </div>
      </AdminCard>

      <AdminCard
        title="Texts"
        description='The role is required in English. Separate qualifications and specialties with commas; put an item that contains a comma in double quotes, e.g. "Registered Nurse (RN), Florida". The list shows the first 3 specialties.'
      >
        <LanguageColumns>
          {(locale) => <LanguageTexts locale={locale} field={field} textProps={textProps} />}
        </LanguageColumns>
      </AdminCard>

      <AdminCard title="Photo" description="Without a photo, the site shows the member's initials.">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <div className="flex flex-col items-center gap-2">
            <TeamMemberAvatar name={name} imageUrl={previewableImageUrl(previewUrl)} size="lg" />
            <span className="text-xs text-slate-600">Preview</span>
          </div>
          <div className="min-w-0 flex-1">
            <ImageUrlField
              {...field("imageUrl")}
              defaultValue={values.imageUrl}
              maxLength={teamMemberLimits.imageUrl}
              hint="Choose a photo from the media library, or upload a new one there."
              removeLabel="Remove photo"
              onPreview={setPreviewUrl}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard title="Visibility and order">
        <div className="space-y-5">
          <CheckboxField
            id={controlId("active")}
            name="active"
            label="Active"
            hint="Active members are shown on the public Team page in every language. Inactive members stay here, hidden from the site."
            defaultChecked={values.active !== ""}
          />
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Place in the list</h3>
            <p className="mt-1 text-sm text-slate-700">
              {creating
                ? "A new member goes to the end of the list. "
                : place
                  ? `Position ${place.position} of ${place.total}. `
                  : null}
              Change the order on the{" "}
              <Link to="/admin/team" className="font-medium text-brand-700 underline">
                Team Members list
              </Link>
              : drag a member, or use its Move up and Move down buttons.
            </p>
          </div>
        </div>
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to="/admin/team" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        {memberId ? <input type="hidden" name="memberId" value={memberId} /> : null}
        <PreviewButton action={TEAM_PREVIEW_PATH} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Team Member" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}

/** One language's role, bio, qualifications and specialties: a column of the Texts card. */
function LanguageTexts({
  locale,
  field,
  textProps,
}: {
  locale: Locale;
  field: ReturnType<typeof editorFieldProps<TeamMemberField>>;
  textProps: (key: TeamMemberField) => { name: string; defaultValue: string; maxLength: number };
}) {
  const key = (name: TeamMemberTextField) => teamMemberTextField(name, locale);
  const english = locale === defaultLocale;
  const lang = english ? undefined : locale;
  const bioHint = `${controlId(key("bio"))}-hint`;
  return (
    <>
      <FormField {...field(key("role"))} optionalLabel={english ? undefined : "(optional)"}>
        {(control) => (
          <input
            {...control}
            {...textProps(key("role"))}
            type="text"
            lang={lang}
            required={english}
          />
        )}
      </FormField>
      <FormField {...field(key("bio"))} optionalLabel="(optional)">
        {(control) => (
          <>
            <textarea
              {...withHint(control, bioHint)}
              {...textProps(key("bio"))}
              rows={8}
              lang={lang}
              className={cn(control.className, "field-sizing-content min-h-48 max-h-[36rem]")}
            />
            <FieldHint id={bioHint}>Leave an empty line between paragraphs.</FieldHint>
          </>
        )}
      </FormField>
      {(["qualifications", "specialties"] as const).map((name) => (
        <FormField key={name} {...field(key(name))} optionalLabel="(optional)">
          {(control) => (
            <textarea
              {...control}
              {...textProps(key(name))}
              rows={3}
              lang={lang}
              className={cn(control.className, growing)}
            />
          )}
        </FormField>
      ))}
    </>
  );
}
