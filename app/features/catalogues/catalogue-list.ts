import { z } from "zod";

/** The list's forms of every catalogue: move a row, show or hide it. */
export const catalogueListActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("move"),
    id: z.uuid(),
    position: z.coerce.number().int().min(1).max(10_000),
  }),
  z.object({ intent: z.literal("active"), id: z.uuid(), active: z.enum(["true", "false"]) }),
]);
