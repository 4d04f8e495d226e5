import { data } from "react-router";
import type { z } from "zod";
import type { AuditActor } from "~/features/audit/index.server";
import { baseVersionOf } from "~/features/history/index.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { orderedRowId } from "~/ui/admin/ordered-list";
import { catalogueListActionSchema } from "./catalogue-list";

/*
 * The staff routes of an ordered catalogue (membership plans, insurers, partners,
 * testimonials, videos) share one flow, written once here: the list's loader and its
 * Move and Active forms, and the editor's loader and save (parse, refuse keeping what
 * was typed, the version check, a row deleted meanwhile, the redirect with a toast).
 * The route keeps its guard (it passes the editor in) and its words.
 */

/** How a catalogue's messages name it. */
export type CatalogueNames = {
  /** One row, lower case: "insurer", "membership plan". */
  noun: string;
  /** The list's address: "/admin/insurers". */
  listPath: string;
  /** Where an active row shows: "the Insurance page". */
  shownOn: string;
};

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The toast's sentence of whether a row shows on the site. */
export function shownSentence(names: CatalogueNames, name: string, active: boolean): string {
  return active
    ? `${name} is shown on ${names.shownOn}.`
    : `${name} is inactive and hidden from the site.`;
}

/** The result of a move or an active switch (app/platform/db/positions.server.ts). */
export type CatalogueListResult =
  | { kind: "done"; name: string; position: number; total: number; active: boolean }
  | { kind: "not-found" };

type ListWrites = {
  move: (input: {
    id: string;
    position: number;
    actor: AuditActor;
  }) => Promise<CatalogueListResult>;
  setActive: (input: {
    id: string;
    active: boolean;
    actor: AuditActor;
  }) => Promise<CatalogueListResult>;
};

const LIST_BODY_BYTES = 2 * 1024;

/** The list's loader: its rows, or null (the page says the list could not be fetched). */
export async function loadCatalogueList<Row>(
  names: CatalogueNames,
  load: () => Promise<Row[]>,
): Promise<Row[] | null> {
  try {
    return await load();
  } catch (error) {
    logger.error({ err: error }, `admin ${names.noun} list failed`);
    return null;
  }
}

/** The list's action: Move up/down and the Active switch, each a form of its own. */
export async function catalogueListAction(
  request: Request,
  { names, actor, writes }: { names: CatalogueNames; actor: AuditActor; writes: ListWrites },
) {
  const body = await readFormBody(request, LIST_BODY_BYTES);
  const submission = body.ok ? parseSubmission(body.formData, catalogueListActionSchema) : null;
  const failedToast: Toast = {
    type: "error",
    title: "Error",
    description: `Failed to change the ${names.noun}`,
  };
  const failed = (error: string, status: number) =>
    dataWithToast({ error }, failedToast, { status });
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const form = submission.data;
  const title = capitalized(names.noun);
  try {
    const result =
      form.intent === "move"
        ? await writes.move({ id: form.id, position: form.position, actor })
        : await writes.setActive({ id: form.id, active: form.active === "true", actor });
    if (result.kind === "not-found") return failed(`That ${names.noun} no longer exists.`, 404);
    return redirectWithToast(
      `${names.listPath}#${orderedRowId(form.id)}`,
      form.intent === "move"
        ? {
            type: "success",
            title: `${title} moved`,
            description: `${result.name} is now number ${result.position} of ${result.total}.`,
          }
        : {
            type: "success",
            title: result.active ? `${title} shown` : `${title} hidden`,
            description: shownSentence(names, result.name, result.active),
          },
    );
  } catch (error) {
    logger.error({ err: error, id: form.id }, `${names.noun} list change failed`);
    return failed("The change could not be saved. Please try again in a moment.", 500);
  }
}

/** The editor's loader: a new row's empty form, or the stored row's (404 when there is none). */
export async function loadCatalogueItem<
  Item extends { id: string; active: boolean; version: number },
  Values,
>(
  names: CatalogueNames,
  id: string | undefined,
  {
    find,
    toValues,
    newValues,
  }: {
    find: (id: string) => Promise<Item | null>;
    toValues: (item: NoInfer<Item>) => Values;
    newValues: () => Values;
  },
) {
  if (id === undefined) {
    return {
      mode: "create" as const,
      id: null,
      active: true,
      values: newValues(),
      version: undefined,
    };
  }
  const item = await find(id);
  if (!item) throw data(`${capitalized(names.noun)} not found`, { status: 404 });
  return {
    mode: "edit" as const,
    id: item.id,
    active: item.active,
    values: toValues(item),
    version: item.version,
  };
}

/** What a refused save answers: what was typed, the messages, and a conflict's two versions. */
export type CatalogueRefusal<Values, Field extends string> = {
  values?: Values;
  fieldErrors?: FieldErrors<Field>;
  formError?: string;
  version?: number;
  conflict?: EditConflict;
};

export type CatalogueUpdateResult =
  | { kind: "done" }
  | { kind: "not-found" }
  | { kind: "conflict"; version: number; conflict: EditConflict };

/** Every text of every language at its limit, percent-encoded: well under this. */
const EDIT_BODY_BYTES = 128 * 1024;

/**
 * The editor's action: a new row (id undefined) or a change to one. A refusal keeps what
 * was typed and says why, field by field; a save redirects to the list with a toast.
 */
export async function saveCatalogueItem<
  Schema extends z.ZodType<{ active: boolean }>,
  Values,
  Field extends string,
>(
  request: Request,
  {
    names,
    id,
    schema,
    limits,
    toValues,
    nameOf,
    create,
    update,
  }: {
    names: CatalogueNames;
    id: string | undefined;
    schema: Schema;
    limits?: Partial<Record<Field, number>>;
    toValues: (input: z.output<Schema>) => Values;
    /** The row's name in the toasts. */
    nameOf: (input: z.output<Schema>) => string;
    create: (input: z.output<Schema>) => Promise<unknown>;
    update: (input: {
      id: string;
      input: z.output<Schema>;
      baseVersion: number;
    }) => Promise<CatalogueUpdateResult>;
  },
) {
  type Refusal = CatalogueRefusal<Values, Field>;
  const saveFailed: Toast = {
    type: "error",
    title: "Error",
    description: `Failed to save the ${names.noun}`,
  };
  const refuse = (refusal: Refusal, status: number) =>
    dataWithToast(refusal, saveFailed, { status });
  const body = await readFormBody(request, EDIT_BODY_BYTES);
  if (!body.ok) {
    return refuse(
      {
        formError:
          body.status === 413
            ? "The form is too large to save. Please shorten the texts."
            : "The form could not be read. Please try again.",
      },
      body.status,
    );
  }
  const submission = parseSubmission(body.formData, schema, {
    limits: limits as never,
  });
  if (!submission.success) {
    return refuse(
      {
        values: submission.values as Values,
        fieldErrors: submission.fieldErrors as FieldErrors<Field>,
        formError: submission.formError,
      },
      400,
    );
  }
  const input = submission.data;
  const values = toValues(input);
  const title = capitalized(names.noun);
  const shown = shownSentence(names, nameOf(input), input.active);
  try {
    if (id === undefined) {
      await create(input);
      return redirectWithToast(names.listPath, {
        type: "success",
        title: `${title} added`,
        description: shown,
      });
    }
    const result = await update({ id, input, baseVersion: baseVersionOf(body.formData) });
    if (result.kind === "conflict") {
      return dataWithToast<Refusal>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: `Not saved: someone else changed this ${names.noun}`,
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse({ values, formError: `This ${names.noun} no longer exists.` }, 404);
    }
    return redirectWithToast(names.listPath, {
      type: "success",
      title: `${title} updated`,
      description: shown,
    });
  } catch (error) {
    logger.error({ err: error, id: id ?? null }, `${names.noun} save failed`);
    return refuse(
      {
        values,
        formError: `The ${names.noun} could not be saved. Please try again in a moment.`,
      },
      500,
    );
  }
}
