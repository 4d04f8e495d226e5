import { localeLabels, siteLanguagesText } from "~/i18n/locales";
import { useNavigation } from "react-router";
import { ImageUrlField } from "~/features/media";
import { locales } from "~/i18n/locales";

import { AdminCard } from "~/ui/admin/admin-shell";
import { EditorForm, type EditorProps } from "~/ui/admin/editor-form";
import { LanguageColumns } from "~/ui/admin/language-columns";
import { UnsavedChangesNote } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CheckboxField, FieldHint, FormField, withHint } from "~/ui/form-field";
import {
  videoLimits,
  videoTextField,
  videoTextFields,
  type VideoField,
  type VideoFormValues,
  type VideoTextField,
} from "./video-form";

const controlId = (field: VideoField) => `video-${field.replace(/[^a-zA-Z0-9-]/g, "-")}`;

const textLabels: Record<VideoTextField, string> = {
  title: "Title",
  description: "Description",
};

const fieldLabels = {
  youtubeId: "YouTube video",
  thumbnailUrl: "Thumbnail",
  active: "Active",
  ...Object.fromEntries(
    locales.flatMap((locale) =>
      videoTextFields.map((field) => [
        videoTextField(field, locale),
        `${textLabels[field]} (${localeLabels[locale]})`,
      ]),
    ),
  ),
} as Record<VideoField, string>;

/**
 * The form of a new or an existing video: the YouTube video, its thumbnail and its
 * visibility, then its title and description in each language side by side. Posts to
 * its own route; a refused save keeps everything typed.
 */
export function VideoEditor({
  mode,
  values,
  fieldErrors = {},
  formError,
  formRef,
  unsaved = false,
  version,
  conflict,
}: EditorProps<VideoFormValues, VideoField>) {
  const busy = useNavigation().state === "submitting";
  const creating = mode === "create";
  const field = (key: VideoField) => ({
    id: controlId(key),
    label: fieldLabels[key],
    error: fieldErrors[key],
  });
  const text = (key: VideoField) => ({
    name: key,
    defaultValue: values[key],
    maxLength: videoLimits[key],
  });
  const youtubeHint = `${controlId("youtubeId")}-hint`;

  return (
    <EditorForm
      formRef={formRef}
      label={creating ? "New video" : `Edit ${values.title_en}`}
      fieldErrors={fieldErrors}
      labels={fieldLabels}
      controlId={controlId}
      formError={formError}
      version={version}
      conflict={conflict}
      itemName="video"
      notSaved="The video was not saved. Please correct these fields:"
    >
      <AdminCard
        title="Video"
        description="The site shows the thumbnail and loads nothing from YouTube until a visitor presses Play."
      >
        <div className="grid gap-5 md:grid-cols-2">
          <FormField {...field("youtubeId")}>
            {(control) => (
              <>
                <input
                  {...withHint(control, youtubeHint)}
                  {...text("youtubeId")}
                  type="text"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
                <FieldHint id={youtubeHint}>
                  Paste the video&apos;s YouTube address, or its 11-character id.
                </FieldHint>
              </>
            )}
          </FormField>
          <div>
            <ImageUrlField
              {...field("thumbnailUrl")}
              name="thumbnailUrl"
              defaultValue={values.thumbnailUrl}
              maxLength={videoLimits.thumbnailUrl}
              hint="Pick a 16:9 image from the Media Library (or upload one there)."
              removeLabel="Remove thumbnail"
              required
            />
          </div>
          <div className="md:col-span-2">
            <CheckboxField
              id={controlId("active")}
              name="active"
              label="Active"
              hint={`Active videos are shown on the home and About Us pages in ${siteLanguagesText}. Inactive ones stay here, hidden from the site.`}
              defaultChecked={values.active !== ""}
            />
          </div>
        </div>
      </AdminCard>

      <AdminCard title="Texts" description="The video's title and description in each language.">
        <LanguageColumns>
          {(locale) => {
            const key = (name: VideoTextField) => videoTextField(name, locale);
            const lang = locale === "en" ? undefined : locale;
            const optionalLabel = locale === "en" ? undefined : "(optional)";
            return (
              <>
                <FormField {...field(key("title"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <input
                      {...control}
                      {...text(key("title"))}
                      type="text"
                      autoComplete="off"
                      lang={lang}
                      required={locale === "en"}
                    />
                  )}
                </FormField>
                <FormField {...field(key("description"))} optionalLabel={optionalLabel}>
                  {(control) => (
                    <textarea
                      {...control}
                      {...text(key("description"))}
                      rows={3}
                      lang={lang}
                      required={locale === "en"}
                      className={cn(control.className, "field-sizing-content min-h-[5.5rem]")}
                    />
                  )}
                </FormField>
              </>
            );
          }}
        </LanguageColumns>
      </AdminCard>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <UnsavedChangesNote show={unsaved} className="sm:mr-auto" />
        <ButtonLink to="/admin/videos" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : creating ? "Add Video" : "Save changes"}
        </Button>
      </div>
    </EditorForm>
  );
}
