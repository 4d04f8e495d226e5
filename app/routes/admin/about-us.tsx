import { CircleAlert } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/about-us";
import { adminMeta } from "~/ui/admin/meta";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { AboutUsEditor } from "~/features/site-content/about-us-editor";
import { useToast } from "~/ui/toaster";
import { aboutUsImageSections } from "~/features/site-content/about-us";
import { withoutControlCharactersIn } from "~/platform/forms/control-characters";
import { singleText } from "~/platform/forms/form-data.server";
import { saveUploadedImage } from "~/features/media/images.server";
import { readUploadForm, uploadBodyLimit } from "~/features/media/upload-form.server";
import {
  aboutUsDefaultImages,
  aboutUsFieldName,
  aboutUsTabs,
  getAboutUsForEditing,
  parseAboutUsGroup,
  readAboutUsTab,
  saveAboutUsTab,
  type AboutUsFieldErrors,
  type AboutUsGroup,
  type AboutUsValues,
} from "~/features/site-content/about-us.server";
import { logger } from "~/platform/logger.server";
import type { Toast } from "~/platform/toast";
import { redirectWithToast } from "~/platform/toast.server";

/** One tab's text (several kilobytes at most) and one image. */
const TEXT_ALLOWANCE_BYTES = 1024 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireContentEditor(request, context.db);
  const tab = parseAboutUsGroup(new URL(request.url).searchParams.get("tab")) ?? "header";
  const base = { tab, tabs: aboutUsTabs, defaultImages: aboutUsDefaultImages };
  try {
    return { ...base, content: await getAboutUsForEditing(context.db), toast: null };
  } catch (error) {
    logger.error({ err: error }, "could not read the About Us content");
    const toast: Toast = { type: "error", title: "Failed to fetch content" };
    return { ...base, content: null, toast };
  }
}

export type AboutUsActionData = {
  group: AboutUsGroup | null;
  toast: Toast;
  errors: AboutUsFieldErrors;
  /** What was sent, shown again (the form without JavaScript reloads the page). */
  values: AboutUsValues;
};

function failed(
  status: number,
  body: Omit<AboutUsActionData, "errors" | "values"> & Partial<AboutUsActionData>,
) {
  return data<AboutUsActionData>({ errors: {}, values: {}, ...body }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireContentEditor(request, context.db);
  const actor = { id: user.id, email: user.email };
  const body = await readUploadForm(request, uploadBodyLimit(1) + TEXT_ALLOWANCE_BYTES);
  if (!body.ok) {
    return failed(body.status, {
      group: null,
      toast: {
        type: "error",
        title: body.status === 413 ? "Failed to upload image" : "Failed to save content",
        description:
          body.status === 413
            ? "The image is too large."
            : "The request was not understood. Please try again.",
      },
    });
  }
  // The model's texts go to PostgreSQL, which cannot store NUL.
  const formData = withoutControlCharactersIn(body.formData);
  const group = parseAboutUsGroup(singleText(formData, "group"));
  if (singleText(formData, "intent") !== "save" || !group) {
    return failed(400, {
      group: null,
      toast: {
        type: "error",
        title: "Failed to save content",
        description: "The request was not understood.",
      },
    });
  }

  const { values, errors } = readAboutUsTab(group, formData);
  if (Object.keys(errors).length > 0) {
    return failed(400, {
      group,
      errors,
      values,
      toast: {
        type: "error",
        title: "Failed to save content",
        description: "Check the highlighted fields.",
      },
    });
  }

  // A new image for a section replaces its URL; it is checked and stored first.
  for (const section of aboutUsImageSections) {
    if (!values[section]) continue;
    const file = formData.get(`${aboutUsFieldName(section)}.file`);
    if (!(file instanceof File) || (file.size === 0 && file.name === "")) continue;
    try {
      const result = await saveUploadedImage(context.db, file, {
        folder: "about-us",
        category: "about-us",
        actor,
      });
      if (!result.ok) {
        return failed(result.status, {
          group,
          values,
          errors: { [section]: result.message },
          toast: { type: "error", title: "Failed to upload image", description: result.message },
        });
      }
      values[section] = { en: result.image.url, pt: result.image.url };
    } catch (error) {
      logger.error({ err: error, section }, "an About Us image upload failed");
      return failed(500, {
        group,
        values,
        toast: {
          type: "error",
          title: "Failed to upload image",
          description: "Please try again.",
        },
      });
    }
  }

  try {
    await saveAboutUsTab(context.db, group, values, actor);
  } catch (error) {
    logger.error({ err: error, group }, "the About Us content could not be saved");
    return failed(500, {
      group,
      values,
      toast: { type: "error", title: "Failed to save content", description: "Please try again." },
    });
  }
  return redirectWithToast(`/admin/about-us?tab=${group}`, {
    type: "success",
    title: "Saved",
    description: "Content saved successfully",
  });
}

export const meta: Route.MetaFunction = () => adminMeta("About Us");

export default function AboutUsAdminPage({ loaderData, actionData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  useToast(actionData?.toast);
  if (!loaderData.content) {
    return (
      <AdminCard title="About Us">
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          Failed to fetch content. Reload the page to try again.
        </p>
      </AdminCard>
    );
  }
  return (
    <AboutUsEditor
      initialTab={loaderData.tab}
      tabs={loaderData.tabs}
      content={loaderData.content}
      defaultImages={loaderData.defaultImages}
      actionData={actionData}
    />
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
