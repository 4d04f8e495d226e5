import type { Route } from "./+types/about-us";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { AboutUsEditor } from "~/features/site-content/about-us-editor";
import { saveUploadedImage } from "~/features/media/images.server";
import { uploadBodyLimit } from "~/features/media/index.server";
import {
  aboutUsForm,
  aboutUsLimits,
  aboutUsTabs,
  parseAboutUsGroup,
  sameInEveryLanguage,
  ABOUT_US_PRESENCE_ID,
  type AboutUsGroup,
} from "~/features/site-content/about-us-form";
import {
  aboutUsDefaultImages,
  aboutUsFieldLabels,
  aboutUsFormValues,
  aboutUsTabVersions,
  aboutUsUploadsOf,
  aboutUsValuesOf,
  getAboutUsForEditing,
  saveAboutUsTab,
  staleAboutUsSave,
  type AboutUsValues,
  type SaveAboutUsResult,
} from "~/features/site-content/about-us.server";
import { baseVersionOf } from "~/features/history/index.server";
import { presenceOnOpen } from "~/features/history/presence.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { readFormBody } from "~/platform/forms/form-data.server";
import type { FieldErrors } from "~/platform/forms/submission.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import type { Toast } from "~/platform/toast";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";
import { AdminAlert } from "~/ui/admin/admin-alert";

/** One tab's text (several kilobytes at most) and one image. */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  const tab = parseAboutUsGroup(new URL(request.url).searchParams.get("tab")) ?? "header";
  const base = { tab, tabs: aboutUsTabs, defaultImages: aboutUsDefaultImages };
  try {
    const [content, versions, others] = await Promise.all([
      getAboutUsForEditing(context.db),
      aboutUsTabVersions(context.db),
      presenceOnOpen(
        context.db,
        { entityType: "about_us", entityId: ABOUT_US_PRESENCE_ID },
        editor,
      ),
    ]);
    return { ...base, content, versions, others, toast: null };
  } catch (error) {
    logger.error({ err: error }, "could not read the About Us content");
    const toast: Toast = { type: "error", title: "Failed to fetch content" };
    return { ...base, content: null, versions: null, others: [], toast };
  }
}

export type AboutUsActionData = {
  /** The tab the answer is about; null when the post named none. */
  group: AboutUsGroup | null;
  /** By form field name (`header_title.en`, `mission_image`). */
  fieldErrors: FieldErrors<string>;
  /** What was sent, by form field name, shown again (the form without JavaScript reloads the page). */
  values: Record<string, string>;
  /** Someone saved the tab first: its version now (the form's base from now on) and what differs. */
  version?: number;
  conflict?: EditConflict;
  conflictLabels?: Record<string, string>;
};

function refused(
  status: number,
  toast: Toast,
  answer: Partial<AboutUsActionData> & Pick<AboutUsActionData, "group">,
) {
  return dataWithToast<AboutUsActionData>({ fieldErrors: {}, values: {}, ...answer }, toast, {
    status,
  });
}

const notUnderstood: Toast = {
  type: "error",
  title: "Failed to save content",
  description: "The request was not understood.",
};

/** A save from an older version: both versions of what differs, and what was typed. */
function conflictAnswer(
  group: AboutUsGroup,
  values: AboutUsValues,
  result: Extract<SaveAboutUsResult, { kind: "conflict" }>,
) {
  return dataWithToast<AboutUsActionData>(
    {
      group,
      fieldErrors: {},
      values: aboutUsFormValues(values),
      version: result.version,
      conflict: result.conflict,
      conflictLabels: aboutUsFieldLabels(group),
    },
    {
      type: "error",
      title: "Not saved: someone else changed this tab",
      description: "Compare the two versions in the tab; nothing you typed is lost.",
    },
    { status: 409 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireContentEditor(request, context.db);
  const actor = { id: user.id, email: user.email };
  const body = await readFormBody(request, uploadBodyLimit(1) + TEXT_ALLOWANCE_BYTES);
  if (!body.ok) {
    return refused(
      body.status,
      body.status === 413
        ? { type: "error", title: "Failed to upload image", description: "The image is too large." }
        : {
            type: "error",
            title: "Failed to save content",
            description: "The request was not understood. Please try again.",
          },
      { group: null },
    );
  }
  const submission = parseSubmission(body.formData, aboutUsForm, { limits: aboutUsLimits });
  if (!submission.success) {
    const group = parseAboutUsGroup(submission.values.group);
    const { intent, group: groupError, ...fieldErrors } = submission.fieldErrors;
    if (!group || intent || groupError) return refused(400, notUnderstood, { group: null });
    return refused(
      400,
      {
        type: "error",
        title: "Failed to save content",
        description: "Check the highlighted fields.",
      },
      { group, fieldErrors, values: submission.values },
    );
  }

  const { group } = submission.data;
  const values = aboutUsValuesOf(submission.data);
  const baseVersion = baseVersionOf(body.formData);
  // What was typed comes back with the failure, so nothing is lost.
  const saveFailed = (error: unknown) => {
    logger.error({ err: error, group }, "the About Us content could not be saved");
    return refused(
      500,
      { type: "error", title: "Failed to save content", description: "Please try again." },
      { group, values: aboutUsFormValues(values) },
    );
  };
  let result: SaveAboutUsResult | null;
  try {
    // A save from an older version is refused before any image it carries is stored.
    result = await staleAboutUsSave(context.db, { group, values, baseVersion, actor });
  } catch (error) {
    return saveFailed(error);
  }
  if (result) return conflictAnswer(group, values, result);
  // A new image for a section replaces its URL; it is checked and stored first.
  for (const { section, file } of aboutUsUploadsOf(submission.data)) {
    try {
      const upload = await saveUploadedImage(context.db, file, {
        folder: "about-us",
        category: "about-us",
        actor,
      });
      if (!upload.ok) {
        return refused(
          upload.status,
          { type: "error", title: "Failed to upload image", description: upload.message },
          { group, values: aboutUsFormValues(values), fieldErrors: { [section]: upload.message } },
        );
      }
      values[section] = sameInEveryLanguage(upload.image.url);
    } catch (error) {
      logger.error({ err: error, section }, "an About Us image upload failed");
      return refused(
        500,
        { type: "error", title: "Failed to upload image", description: "Please try again." },
        { group, values: aboutUsFormValues(values) },
      );
    }
  }

  try {
    result = await saveAboutUsTab(context.db, { group, values, baseVersion, actor });
  } catch (error) {
    return saveFailed(error);
  }
  if (result.kind === "conflict") return conflictAnswer(group, values, result);
  return redirectWithToast(`/admin/about-us?tab=${group}`, {
    type: "success",
    title: "Saved",
    description: "Content saved successfully",
  });
}

export const meta: Route.MetaFunction = () => adminMeta("About Us");

export default function AboutUsAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.content) {
    return (
      <AdminCard title="About Us">
        <AdminAlert role="alert">Failed to fetch content. Reload the page to try again.</AdminAlert>
      </AdminCard>
    );
  }
  return (
    <AboutUsEditor
      initialTab={loaderData.tab}
      tabs={loaderData.tabs}
      content={loaderData.content}
      versions={loaderData.versions}
      others={loaderData.others}
      defaultImages={loaderData.defaultImages}
      actionData={actionData}
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
