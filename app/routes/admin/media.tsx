import { ImageOff } from "lucide-react";
import type { Route } from "./+types/media";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { MediaCard } from "~/features/media/media-card";
import { MediaUploader } from "~/features/media/media-uploader";
import { parseSubmission } from "~/platform/forms/submission.server";
import { formatLimitMb } from "~/features/media/format";
import {
  deleteImage,
  deleteImages,
  listImagePage,
  type BulkImageDeleteResult,
  saveUploadedImage,
  updateAltText,
} from "~/features/media/images.server";
import { findImageUses } from "~/features/media/image-usage.server";
import { missesEnglishAltText } from "~/features/media/alt-texts";
import { uploadKeyOf } from "~/platform/images/image-url";
import {
  ALT_TEXT_TOO_LONG,
  altTextTooLong,
  mediaFormSchema,
  NOT_UNDERSTOOD,
  shownAltTexts,
  typedAltTexts,
} from "~/features/media/media-forms";
import {
  MAX_FILES_PER_FORM,
  MEDIA_PAGE_SIZE,
  MEDIA_SEARCH_MAX_LENGTH,
  mediaListQuery,
  mediaSortLabels,
  mediaTypeLabels,
  type ImageUse,
  type MediaListQuery,
} from "~/features/media/types";
import { AdminPager } from "~/ui/admin/admin-pager";
import { ListToolbar, NoMatches } from "~/ui/admin/list-toolbar";
import {
  BulkActions,
  BulkCheckbox,
  useBulkSelection,
  type BulkAction,
  type BulkConfirmation,
} from "~/ui/admin/bulk-actions";
import { countOf, selectedIds } from "~/platform/forms/bulk-selection";
import { multiFileBodyLimit, readUploadForm } from "~/features/media/upload-form.server";
import { env } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";
import { movedToTrashText } from "~/features/trash/index.server";
import type { Toast } from "~/platform/toast";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";
import { AdminAlert } from "~/ui/admin/admin-alert";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import type { Locale } from "~/i18n/locales";

const PAGE = "/admin/media";
const IMAGE_NOUN = { one: "image", other: "images" };

const bulkActions: BulkAction[] = [
  {
    intent: "bulk-trash",
    label: "Move to trash",
    question: (count) => `Move ${count} to the Trash?`,
    consequence:
      "They are kept in the Trash, from which they can be restored. An image in use on the site is kept where it is.",
    danger: true,
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const maxUploadBytes = env.UPLOAD_MAX_BYTES;
  const place = mediaListQuery.parse(request);
  const query = place.q;
  try {
    const list = await listImagePage(context.db, {
      query,
      page: place.page,
      filters: place.filters,
      sort: place.sort,
    });
    // Where this page's images are used, and only theirs.
    const keys = list.images.map((image) => uploadKeyOf(image.url) ?? "");
    const uses = await findImageUses(context.db, keys);
    const usesById: Record<string, ImageUse[]> = {};
    for (const image of list.images)
      usesById[image.id] = uses.get(uploadKeyOf(image.url) ?? "") ?? [];
    return { ...list, query, place, usesById, loadFailed: false, maxUploadBytes, toast: null };
  } catch (error) {
    logger.error({ err: error }, "could not list the media library");
    const toast: Toast = { type: "error", title: "Failed to fetch media files" };
    const usesById: Record<string, ImageUse[]> = {};
    const list = { images: [], matches: 0, total: 0, missingAlt: 0, page: 1, pageCount: 1 };
    return { ...list, query, place, usesById, loadFailed: true, maxUploadBytes, toast };
  }
}

/** The list's page and search, as the form posted from it: a save or a delete goes back there. */
function listAddress(request: Request): string {
  return PAGE + new URL(request.url).search;
}

type UploadError = { name: string; message: string };
/** What the page shows of a refusal besides its toast. */
type ActionData = {
  uploadErrors?: UploadError[];
  uploaded?: number;
  altTextError?: { id: string; message: string };
  /**
   * An alt text save refused because a colleague saved that image's texts first: what was
   * typed and what is stored now, in every language (the card's new base).
   */
  altTextConflict?: {
    id: string;
    conflict: EditConflict;
    yours: Record<Locale, string>;
    stored: Record<Locale, string>;
  };
  /** A delete refused because the image is used (it came into use after the page loaded). */
  inUse?: { id: string; uses: ImageUse[] };
  /** A bulk Move to trash posted without JavaScript's dialog: the page asks first. */
  confirmation?: BulkConfirmation;
};

function refused(toast: Toast, status: number, body: ActionData = {}) {
  return dataWithToast(body, toast, { status });
}

function notUnderstood(title: string) {
  return refused({ type: "error", title, description: NOT_UNDERSTOOD }, 400);
}

/** The image was deleted meanwhile (in another tab, by someone else). */
function noLongerExists(title: string) {
  return refused({ type: "error", title, description: "That file no longer exists." }, 404);
}

const failedTitles: Record<string, string> = {
  upload: "Failed to upload file",
  delete: "Failed to delete file",
  "alt-text": "Failed to save alt text",
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireContentEditor(request, context.db);
  const actor = { id: user.id, email: user.email };
  const body = await readUploadForm(request, multiFileBodyLimit());
  if (!body.ok) {
    return refused(
      {
        type: "error",
        title: "Failed to upload file",
        description:
          body.status === 413
            ? `Too much at once: images can be at most ${formatLimitMb(env.UPLOAD_MAX_BYTES)} each, ${MAX_FILES_PER_FORM} at a time.`
            : "The request was not understood. Please try again.",
      },
      body.status,
    );
  }
  const submission = parseSubmission(body.formData, mediaFormSchema);

  if (!submission.success) {
    const { fieldErrors, values } = submission;
    const intent = fieldErrors.intent ? undefined : values.intent;
    if (intent === "upload" && fieldErrors.files) {
      return refused(
        { type: "error", title: "Failed to upload file", description: fieldErrors.files },
        400,
      );
    }
    if (intent === "alt-text" && !fieldErrors.id && altTextTooLong(fieldErrors)) {
      return refused(
        { type: "error", title: "Failed to save alt text", description: ALT_TEXT_TOO_LONG },
        400,
        { altTextError: { id: values.id, message: ALT_TEXT_TOO_LONG } },
      );
    }
    return notUnderstood(failedTitles[intent ?? ""] ?? "Something went wrong");
  }

  const form = submission.data;
  switch (form.intent) {
    case "upload": {
      const errors: (UploadError & { status: number })[] = [];
      let uploaded = 0;
      for (const file of form.files) {
        try {
          const result = await saveUploadedImage(context.db, file, {
            category: form.category,
            actor,
          });
          if (result.ok) uploaded += 1;
          else errors.push({ name: file.name, message: result.message, status: result.status });
        } catch (error) {
          logger.error({ err: error }, "an image upload failed");
          errors.push({
            name: file.name,
            message: `"${file.name}" could not be saved. Please try again.`,
            status: 500,
          });
        }
      }
      if (errors.length === 0) {
        return redirectWithToast(PAGE, {
          type: "success",
          title: "File uploaded successfully",
          description: uploaded > 1 ? `${uploaded} files were uploaded.` : undefined,
        });
      }
      const [first] = errors;
      return refused(
        {
          type: "error",
          title: "Failed to upload file",
          description:
            errors.length > 1
              ? `${errors.length} files were not uploaded; see the list on the page.`
              : first?.message,
        },
        first?.status ?? 400,
        { uploadErrors: errors.map(({ name, message }) => ({ name, message })), uploaded },
      );
    }

    case "delete": {
      let filename: string;
      try {
        const result = await deleteImage(context.db, form.id, actor);
        if (!result.ok && result.reason === "in-use") {
          const places = result.uses.length;
          return refused(
            {
              type: "error",
              title: "This image is in use",
              description: `It is shown in ${places} ${places === 1 ? "place" : "places"} (listed on its card). Replace it there first, then delete it.`,
            },
            409,
            { inUse: { id: form.id, uses: result.uses } },
          );
        }
        if (!result.ok) return noLongerExists("Failed to delete file");
        filename = result.filename;
      } catch (error) {
        logger.error({ err: error }, "an image could not be deleted");
        return refused({ type: "error", title: "Failed to delete file" }, 500);
      }
      return redirectWithToast(listAddress(request), {
        type: "success",
        title: "File deleted successfully",
        description: movedToTrashText(filename),
      });
    }

    case "bulk-trash": {
      const ids = selectedIds(form);
      if (ids.length === 0) {
        return refused(
          {
            type: "error",
            title: "No images selected",
            description: "Select the images first, then choose an action.",
          },
          400,
        );
      }
      if (form.confirmed !== "yes") {
        const asked: ActionData = { confirmation: { intent: form.intent, ids } };
        return asked;
      }
      let result: BulkImageDeleteResult;
      try {
        result = await deleteImages(context.db, ids.slice(0, MEDIA_PAGE_SIZE), actor);
      } catch (error) {
        logger.error({ err: error }, "a bulk image delete failed");
        return refused({ type: "error", title: "Failed to delete files" }, 500);
      }
      const notes = [
        result.inUse > 0
          ? `${countOf(result.inUse, IMAGE_NOUN)} in use ${result.inUse === 1 ? "was" : "were"} kept: replace ${result.inUse === 1 ? "it" : "them"} where ${result.inUse === 1 ? "it is" : "they are"} shown first.`
          : "",
        result.missing > 0 ? `${countOf(result.missing, IMAGE_NOUN)} no longer existed.` : "",
        result.deleted.length > 0 ? "They can be restored from the Trash." : "",
      ].filter(Boolean);
      return redirectWithToast(listAddress(request), {
        type: result.deleted.length === 0 ? "error" : "success",
        title: `${countOf(result.deleted.length, IMAGE_NOUN)} moved to the Trash`,
        ...(notes.length > 0 ? { description: notes.join(" ") } : {}),
      });
    }

    case "alt-text": {
      const typed = typedAltTexts(form);
      const result = await updateAltText(context.db, form.id, typed, actor, shownAltTexts(form));
      if (!result.ok && result.reason === "conflict") {
        return refused(
          { type: "error", title: "Alt text not saved", description: "Someone saved it first." },
          409,
          {
            altTextConflict: {
              id: form.id,
              conflict: result.conflict,
              yours: typed,
              stored: result.stored,
            },
          },
        );
      }
      if (!result.ok) return noLongerExists("Failed to save alt text");
      return redirectWithToast(listAddress(request), {
        type: "success",
        title: "Alt text saved",
        description: missesEnglishAltText(result.image.altTexts)
          ? "The image now has no alt text."
          : undefined,
      });
    }
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Media Library");

export default function MediaLibraryPage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    images,
    usesById,
    loadFailed,
    maxUploadBytes,
    place,
    matches,
    total,
    missingAlt,
    page,
    pageCount,
  } = loaderData;
  const first = (page - 1) * MEDIA_PAGE_SIZE + 1;
  const narrowed = mediaListQuery.isNarrowed(place);
  const pageIds = images.map((image) => image.id);
  const selection = useBulkSelection(pageIds);
  const altNote =
    missingAlt > 0
      ? `${missingAlt} ${missingAlt === 1 ? "image has" : "images have"} no alt text yet: describe them for visitors who cannot see them.`
      : total > 0
        ? "Every image has alt text."
        : "";
  const range = images.length > 0 ? `, showing ${first}–${first + images.length - 1}` : "";
  const shown =
    narrowed || pageCount > 1
      ? `${narrowed ? `${matches} found${place.q ? ` for “${place.q}”` : ""}` : mediaSortLabels[place.sort]}${range}.`
      : total > 0
        ? `${mediaSortLabels[place.sort]}.`
        : "";

  return (
    <div className="space-y-6">
      <MediaUploader maxUploadBytes={maxUploadBytes} errors={actionData?.uploadErrors} />

      <AdminCard
        title={`Images (${total})`}
        description={[altNote, shown].filter(Boolean).join(" ") || undefined}
      >
        {total > 0 ? (
          <ListToolbar
            id="media-search"
            label="Images"
            placeholder="Search by file name, alt text or category"
            query={place.q}
            maxLength={MEDIA_SEARCH_MAX_LENGTH}
            narrowed={narrowed}
            clearHref={PAGE}
            className="mb-4"
            selects={[
              {
                name: "type",
                label: "Type",
                value: place.filters.type ?? "",
                options: [
                  { value: "", label: "Any type" },
                  ...Object.entries(mediaTypeLabels).map(([value, label]) => ({ value, label })),
                ],
              },
              {
                name: "alt",
                label: "Alt text",
                value: place.filters.alt ?? "",
                options: [
                  { value: "", label: "With or without" },
                  { value: "missing", label: "Missing alt text" },
                  { value: "present", label: "Has alt text" },
                ],
              },
              {
                name: "sort",
                label: "Sort by",
                value: place.sort === "newest" ? "" : place.sort,
                options: (Object.keys(mediaSortLabels) as MediaListQuery["sort"][]).map((sort) => ({
                  value: sort === "newest" ? "" : sort,
                  label: mediaSortLabels[sort],
                })),
              },
            ]}
          />
        ) : null}
        {loadFailed ? (
          <AdminAlert role="alert">
            Failed to fetch media files. Reload the page to try again.
          </AdminAlert>
        ) : images.length === 0 ? (
          narrowed ? (
            <NoMatches noun="images" clearHref={PAGE} />
          ) : (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-slate-600">
              <ImageOff className="size-8" aria-hidden="true" />
              <p>No images yet. Upload the first one above.</p>
            </div>
          )
        ) : (
          <>
            <BulkActions
              formId="bulk-images"
              noun={IMAGE_NOUN}
              pageIds={pageIds}
              selection={selection}
              actions={bulkActions}
              confirmation={actionData?.confirmation}
              cancelHref={mediaListQuery.href(PAGE, place)}
            />
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
              {images.map((image) => (
                <li key={image.id} className="flex flex-col gap-1">
                  <label
                    htmlFor={`select-${image.id}`}
                    className="flex min-h-11 items-center gap-2 text-sm text-slate-700"
                  >
                    <BulkCheckbox
                      inputId={`select-${image.id}`}
                      formId="bulk-images"
                      id={image.id}
                      label={`Select: ${image.originalName ?? image.filename}`}
                      selection={selection}
                    />
                    <span aria-hidden="true">Select</span>
                  </label>
                  <MediaCard
                    image={image}
                    uses={
                      actionData?.inUse?.id === image.id
                        ? actionData.inUse.uses
                        : (usesById[image.id] ?? [])
                    }
                    altTextError={
                      actionData?.altTextError?.id === image.id
                        ? actionData.altTextError.message
                        : undefined
                    }
                    altTextConflict={
                      actionData?.altTextConflict?.id === image.id
                        ? actionData.altTextConflict
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        <AdminPager
          page={page}
          pageCount={pageCount}
          hrefOf={(number) => mediaListQuery.href(PAGE, place, number)}
          label="Pages of images"
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
