import { Plus } from "lucide-react";
import { localeLabels, localizePath } from "~/i18n/locales";
import { Link } from "react-router";
import type { Route } from "./+types/page-content";
import { adminMeta } from "~/ui/admin/meta";
import {
  countAboutUsEntries,
  createPageContentEntry,
  deletePageContentEntry,
  findPageContentEntry,
  listPageContentEntries,
  updatePageContentEntry,
  type PageContentEntry,
} from "~/features/site-content/page-content-admin.server";
import { editableTextAt, editableTextRowId } from "~/features/site-content/editable-texts";
import { entryPlacement } from "~/features/site-content/page-content-pages";
import { PageTextsOverview } from "~/features/site-content/page-texts-overview";
import { editableTextsOverview, entryPrefill } from "~/features/site-content/text-overrides.server";
import { requireContentEditor } from "~/features/auth/session.server";
import { AdminCard } from "~/ui/admin/admin-shell";
import { PageContentEntryForm } from "~/features/site-content/page-content-entry-form";
import { PageContentList } from "~/features/site-content/page-content-list";
import { ButtonLink } from "~/ui/button";
import {
  pageContentForm,
  pageContentLimits,
  type PageContentFieldErrors,
  type PageContentValues,
} from "~/features/site-content/page-content-form";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { movedToTrashText } from "~/features/trash/index.server";
import type { Toast } from "~/platform/toast";
import { dataWithToast, redirectWithToast } from "~/platform/toast.server";
import { baseVersionOf } from "~/features/history/index.server";
import { presenceOnOpen } from "~/features/history/presence.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";

const PAGE_PATH = "/admin/content";
/** An entry's value may be up to 50,000 characters (UTF-8 and form encoding can triple that). */
const MAX_BODY_BYTES = 256 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  const editor = await requireContentEditor(request, context.db);
  const url = new URL(request.url);
  const editId = url.searchParams.get("edit");
  const creating = url.searchParams.has("new") && editId === null;
  const prefill = entryPrefill(url.searchParams);
  try {
    const [entries, aboutUsCount, editing] = await Promise.all([
      listPageContentEntries(context.db),
      countAboutUsEntries(context.db),
      editId === null ? null : findPageContentEntry(context.db, editId),
    ]);
    const others = editing
      ? await presenceOnOpen(
          context.db,
          { entityType: "page_content", entityId: editing.id },
          editor,
        )
      : [];
    return {
      entries,
      pages: editableTextsOverview(entries),
      aboutUsCount,
      creating,
      prefill,
      editing,
      others,
      editMissing: editId !== null && editing === null,
      toast: null as Toast | null,
    };
  } catch (error) {
    logger.error({ err: error }, "page content could not be read");
    return {
      entries: [],
      pages: [],
      aboutUsCount: 0,
      creating: false,
      prefill,
      editing: null,
      others: [],
      editMissing: false,
      toast: {
        type: "error",
        title: "Failed to fetch page content",
        description: "Please reload the page in a moment.",
      } as Toast | null,
    };
  }
}

export type PageContentActionData = {
  intent: "create" | "update" | "inline-update" | "delete" | null;
  /** The entry an update, inline update or delete was about. */
  id?: string;
  fieldErrors?: PageContentFieldErrors;
  /** What the editor sent, to show again after a refusal. */
  values?: PageContentValues;
  /** Inline edit: whether it was saved, and the stored (or refused) value. */
  ok?: boolean;
  value?: string;
  /** Someone saved first: their version (the form's base from now on) and what differs. */
  version?: number;
  conflict?: EditConflict;
};

function saveFailed(description: string): Toast {
  return { type: "error", title: "Failed to save content", description };
}

function firstError(fieldErrors: PageContentFieldErrors): string {
  return Object.values(fieldErrors)[0] ?? "Please check the form.";
}

/** An answer that keeps the page (a refusal, an inline save) with its toast. */
function answer(value: PageContentActionData, toast: Toast, status = 200) {
  return dataWithToast(value, toast, { status });
}

/** A saved entry that no page reads: said instead of a plain success. */
function notShownToast({ pageName, sectionName, locale }: PageContentEntry): Toast {
  return {
    type: "info",
    title: "Saved, but not shown anywhere",
    description: `No page shows ${pageName} / ${sectionName} (${localeLabels[locale]}). The texts each page shows are listed under "Texts of the public pages".`,
  };
}

/**
 * After a create or an edit: back to the list at the entry's text, with where it shows,
 * or, when no page reads it, a note saying so rather than a plain success.
 */
function savedAnswer(entry: PageContentEntry, title: string) {
  const { pageName, sectionName, locale } = entry;
  const name = `${pageName} / ${sectionName} (${localeLabels[locale]})`;
  const placement = entryPlacement(entry);
  if (!placement) return redirectWithToast(PAGE_PATH, notShownToast(entry));
  const at = editableTextAt(pageName, sectionName)
    ? `#${editableTextRowId(pageName, sectionName)}`
    : "";
  return redirectWithToast(`${PAGE_PATH}${at}`, {
    type: "success",
    title,
    description: `${name}: shows on ${localizePath(placement.path, locale)}`,
  });
}

const notUnderstood = saveFailed("The request was not understood. Please try again.");

export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireContentEditor(request, context.db);
  const body = await readFormBody(request, MAX_BODY_BYTES);
  if (!body.ok) {
    const description =
      body.status === 413
        ? "The content is too large to save."
        : "The request was not understood. Please try again.";
    return answer({ intent: null }, saveFailed(description), body.status);
  }
  const submission = parseSubmission(body.formData, pageContentForm, {
    limits: pageContentLimits,
  });
  if (!submission.success) {
    const { intent: intentError, ...fieldErrors } = submission.fieldErrors;
    const intent = submission.values.intent;
    if (intentError || (intent !== "create" && intent !== "update" && intent !== "inline-update")) {
      return answer({ intent: null }, notUnderstood, 400);
    }
    const { values } = submission;
    const echo: PageContentValues = {
      pageName: values.pageName,
      sectionName: values.sectionName,
      locale: values.locale,
      contentType: values.contentType,
      contentValue: values.contentValue,
    };
    const refusal: PageContentActionData =
      intent === "create"
        ? { intent, fieldErrors, values: echo }
        : {
            intent,
            id: values.id,
            ok: false,
            value: values.contentValue,
            fieldErrors,
            values: echo,
          };
    return answer(refusal, saveFailed(firstError(fieldErrors)), 400);
  }

  const form = submission.data;
  const actor = { id: editor.id, email: editor.email };
  switch (form.intent) {
    case "create": {
      const { intent, ...values } = form;
      const result = await createPageContentEntry(context.db, { actor, values });
      if (result.kind === "saved") return savedAnswer(result.entry, "Content created successfully");
      const fieldErrors = result.kind === "invalid" ? result.fieldErrors : {};
      return answer({ intent, fieldErrors, values }, saveFailed(firstError(fieldErrors)), 400);
    }
    case "update":
    case "inline-update": {
      const { intent, id, ...values } = form;
      const inline = intent === "inline-update";
      const result = await updatePageContentEntry(context.db, {
        actor,
        id,
        values,
        inline,
        baseVersion: baseVersionOf(body.formData),
      });
      if (result.kind === "not-found") {
        return answer(
          {
            intent,
            id,
            ok: false,
            value: values.contentValue,
            fieldErrors: { contentValue: "This entry no longer exists." },
          },
          saveFailed("This entry no longer exists."),
          404,
        );
      }
      if (result.kind === "invalid") {
        return answer(
          {
            intent,
            id,
            ok: false,
            value: values.contentValue,
            fieldErrors: result.fieldErrors,
            values,
          },
          saveFailed(firstError(result.fieldErrors)),
          400,
        );
      }
      if (result.kind === "conflict") {
        const { changedBy, changedByYou, changedAt } = result.conflict;
        const who = changedByYou
          ? "You saved it in another tab or window"
          : `${changedBy} saved it`;
        // Inline: the row says so and keeps the typed value; the edit form shows both values.
        return answer(
          inline
            ? {
                intent,
                id,
                ok: false,
                value: values.contentValue,
                fieldErrors: {
                  contentValue: `${who} at ${changedAt}, after this page was loaded. Reload the page to see that value; what you typed is still in the field.`,
                },
              }
            : {
                intent,
                id,
                values,
                fieldErrors: {},
                version: result.version,
                conflict: result.conflict,
              },
          {
            type: "error",
            title: "Not saved: someone else changed this entry",
            description: "Nothing you typed is lost.",
          },
          409,
        );
      }
      const success: Toast = entryPlacement(result.entry)
        ? { type: "success", title: "Content updated successfully" }
        : notShownToast(result.entry);
      if (inline) {
        return answer(
          {
            intent,
            id,
            ok: true,
            value: result.entry.contentValue,
            version: result.entry.version,
          },
          success,
        );
      }
      return savedAnswer(result.entry, "Content updated successfully");
    }
    case "delete": {
      const { intent, id } = form;
      const result = await deletePageContentEntry(context.db, { actor, id });
      if (result.kind === "not-found") {
        return answer(
          { intent, id },
          {
            type: "error",
            title: "Failed to delete content",
            description: "This entry no longer exists.",
          },
          404,
        );
      }
      const { pageName, sectionName, locale } = result.entry;
      return redirectWithToast(PAGE_PATH, {
        type: "success",
        title: "Content deleted successfully",
        description: movedToTrashText(`${pageName} / ${sectionName} (${localeLabels[locale]})`),
      });
    }
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Page Content");

export default function AdminPageContent({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, pages, aboutUsCount, creating, prefill, editing, editMissing } = loaderData;

  // A refused create or edit keeps its form open with what was typed.
  const formAction =
    actionData?.intent === "create" || actionData?.intent === "update" ? actionData : undefined;
  const showCreate = creating || formAction?.intent === "create";

  return (
    <div className="space-y-6">
      {editMissing ? (
        <p
          role="alert"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
        >
          That entry no longer exists. It may have been deleted.{" "}
          <Link to={PAGE_PATH} className="font-semibold underline">
            Back to the list
          </Link>
        </p>
      ) : null}

      {editing ? (
        <PageContentEntryForm
          key={editing.id}
          mode="edit"
          entry={editing}
          others={loaderData.others}
          outcome={formAction?.intent === "update" ? formAction : undefined}
        />
      ) : showCreate ? (
        <PageContentEntryForm
          // A link to another page's or section's new entry starts the form again.
          key={`new:${prefill.pageName}:${prefill.sectionName}`}
          mode="create"
          prefill={prefill}
          outcome={formAction?.intent === "create" ? formAction : undefined}
        />
      ) : null}

      {editing || showCreate ? null : (
        <AdminCard
          title="Texts of the public pages"
          description="What each page shows in every language. Edit a text to change it on the site at once; a language keeps its shipped text until its own is changed."
        >
          <PageTextsOverview pages={pages} />
        </AdminCard>
      )}

      <AdminCard
        title={`All entries (${entries.length})`}
        description="Every saved entry by page, then section and language, with where it shows. Change a value and leave the field to save it; the site shows it at once."
        actions={
          editing || showCreate ? null : (
            <ButtonLink to="?new=1">
              <Plus className="size-4" aria-hidden="true" />
              New entry
            </ButtonLink>
          )
        }
      >
        <PageContentList
          entries={entries}
          aboutUsCount={aboutUsCount}
          inlineOutcome={actionData?.intent === "inline-update" ? actionData : undefined}
        />
      </AdminCard>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary } from "~/ui/admin/admin-route-error";
