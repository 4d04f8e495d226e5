import { data } from "react-router";
import type { AuditActor } from "~/features/audit/index.server";
import { baseVersionOf } from "~/features/history/index.server";
import type { Database } from "~/platform/db/client.server";
import { readFormBody } from "~/platform/forms/form-data.server";
import { parseSubmission, type FieldErrors } from "~/platform/forms/submission.server";
import { logger } from "~/platform/logger.server";
import { dataWithToast, redirectWithToast, type Toast } from "~/platform/toast.server";
import type { EditConflict } from "~/ui/admin/edit-conflict";
import { orderedRowId } from "~/ui/admin/ordered-list";
import type { z } from "zod";
import {
  createEvent,
  createGalleryImage,
  moveGalleryImage,
  setEventActive,
  setGalleryImageActive,
  updateEvent,
  updateGalleryImage,
  type CatalogueListResult,
  type CatalogueSaveResult,
} from "./foundation-catalogues.server";
import type { EventInput, GalleryImageInput } from "./foundation-catalogues";
import {
  eventFormSchema,
  eventFormValues,
  eventLimits,
  foundationListActionSchema,
  galleryFormSchema,
  galleryFormValues,
  galleryLimits,
} from "./foundation-forms";

/*
 * The portal's answers to the foundation's lists and editors, shared by the events' and
 * the photos' routes (which stay one call each): read the form within its limit,
 * validate it, write, and redirect with a toast, or answer the refusal with what was
 * typed and each field's message.
 */

type Kind = "event" | "photo";

const lists = {
  event: {
    path: "/admin/foundation-events",
    title: "Event",
    shownOn: "on the Foundation page",
    setActive: setEventActive,
    move: null,
  },
  photo: {
    path: "/admin/foundation-gallery",
    title: "Photo",
    shownOn: "in the Foundation page's gallery",
    setActive: setGalleryImageActive,
    move: moveGalleryImage,
  },
} as const;

/** Answers a list's Move and Active buttons. */
export async function answerFoundationList(
  kind: Kind,
  { request, db, actor }: { request: Request; db: Database; actor: AuditActor },
) {
  const list = lists[kind];
  const failed = (error: string, status: number) =>
    dataWithToast(
      { error },
      { type: "error", title: "Error", description: `Failed to change the ${kind}` },
      { status },
    );
  const body = await readFormBody(request, 2 * 1024);
  const submission = body.ok ? parseSubmission(body.formData, foundationListActionSchema) : null;
  if (!submission?.success) return failed("The request was not understood. Please try again.", 400);
  const form = submission.data;
  try {
    let result: CatalogueListResult;
    if (form.intent === "move") {
      if (!list.move) return failed("The events are in date order.", 400);
      result = await list.move(db, { id: form.id, position: form.position, actor });
    } else {
      result = await list.setActive(db, { id: form.id, active: form.active === "true", actor });
    }
    if (result.kind === "not-found") return failed(`That ${kind} no longer exists.`, 404);
    return redirectWithToast(
      `${list.path}#${orderedRowId(form.id)}`,
      form.intent === "move"
        ? {
            type: "success",
            title: `${list.title} moved`,
            description: `${result.name} is now number ${result.position} of ${result.total}.`,
          }
        : {
            type: "success",
            title: result.active ? `${list.title} shown` : `${list.title} hidden`,
            description: result.active
              ? `${result.name} is shown ${list.shownOn}.`
              : `${result.name} is inactive and hidden from the site.`,
          },
    );
  } catch (error) {
    logger.error({ err: error, id: form.id }, `foundation ${kind} list change failed`);
    return failed("The change could not be saved. Please try again in a moment.", 500);
  }
}

export type EditorAnswer<Values> = {
  values?: Values;
  fieldErrors?: FieldErrors<string>;
  formError?: string;
  version?: number;
  conflict?: EditConflict;
};

type EditorSetup<Input, Values> = {
  schema: z.ZodType<Input>;
  limits: Record<string, number>;
  formValues: (input: Input) => Values;
  create: (db: Database, args: { input: Input; actor: AuditActor }) => Promise<unknown>;
  update: (
    db: Database,
    args: { id: string; input: Input; baseVersion: number; actor: AuditActor },
  ) => Promise<CatalogueSaveResult>;
  name: (input: Input) => string;
};

async function answerEditor<Input extends { active: boolean }, Values>(
  kind: Kind,
  setup: EditorSetup<Input, Values>,
  { request, db, actor, id }: { request: Request; db: Database; actor: AuditActor; id?: string },
) {
  const list = lists[kind];
  const saveFailed: Toast = {
    type: "error",
    title: "Error",
    description: `Failed to save the ${kind}`,
  };
  const refuse = (answer: EditorAnswer<Values>, status: number) =>
    dataWithToast(answer, saveFailed, { status });
  const body = await readFormBody(request, 64 * 1024);
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
  const submission = parseSubmission(body.formData, setup.schema, { limits: setup.limits });
  if (!submission.success) {
    return refuse(
      {
        values: submission.values as Values,
        fieldErrors: submission.fieldErrors as FieldErrors<string>,
        formError: submission.formError,
      },
      400,
    );
  }
  const input = submission.data;
  const values = setup.formValues(input);
  const name = setup.name(input);
  const shown = input.active
    ? `${name} is shown ${list.shownOn}.`
    : `${name} is inactive and hidden from the site.`;
  try {
    if (id === undefined) {
      await setup.create(db, { input, actor });
      return redirectWithToast(list.path, {
        type: "success",
        title: `${list.title} added`,
        description: shown,
      });
    }
    const result = await setup.update(db, {
      id,
      input,
      baseVersion: baseVersionOf(body.formData),
      actor,
    });
    if (result.kind === "conflict") {
      return dataWithToast<EditorAnswer<Values>>(
        { values, version: result.version, conflict: result.conflict },
        {
          type: "error",
          title: `Not saved: someone else changed this ${kind}`,
          description: "Compare the two versions below; nothing you typed is lost.",
        },
        { status: 409 },
      );
    }
    if (result.kind === "not-found") {
      return refuse({ values, formError: `This ${kind} no longer exists.` }, 404);
    }
    return redirectWithToast(list.path, {
      type: "success",
      title: `${list.title} updated`,
      description: shown,
    });
  } catch (error) {
    logger.error({ err: error, id: id ?? null }, `foundation ${kind} save failed`);
    return refuse(
      { values, formError: `The ${kind} could not be saved. Please try again in a moment.` },
      500,
    );
  }
}

/** Answers the event editor's Save (a new event when `id` is undefined). */
export const answerEventEditor = (args: {
  request: Request;
  db: Database;
  actor: AuditActor;
  id?: string;
}) =>
  answerEditor<EventInput, ReturnType<typeof eventFormValues>>(
    "event",
    {
      schema: eventFormSchema(),
      limits: eventLimits,
      formValues: eventFormValues,
      create: createEvent,
      update: updateEvent,
      name: (event) => event.texts.en.title,
    },
    args,
  );

/** Answers the photo editor's Save (a new photo when `id` is undefined). */
export const answerGalleryEditor = (args: {
  request: Request;
  db: Database;
  actor: AuditActor;
  id?: string;
  ownOrigins: readonly string[];
}) =>
  answerEditor<GalleryImageInput, ReturnType<typeof galleryFormValues>>(
    "photo",
    {
      schema: galleryFormSchema({ ownOrigins: args.ownOrigins }),
      limits: galleryLimits,
      formValues: galleryFormValues,
      create: createGalleryImage,
      update: updateGalleryImage,
      name: (image) => image.texts.en.caption,
    },
    args,
  );

/** A 404 for an editor's missing item. */
export const notFound = (kind: Kind) =>
  data(`${kind === "event" ? "Event" : "Photo"} not found`, { status: 404 });
