import type { ShouldRevalidateFunctionArgs } from "react-router";
import { SUBMISSION_KEY_FIELD } from "./field-names";

/*
 * A public form's post that got no usable answer: the phone lost its signal, the answer
 * took too long, a proxy answered 502 with a page of its own, the server failed. With the
 * page's scripts running, React Router would show the error page instead of the form, and
 * what the visitor typed would be gone (issue 28). The form's route answers such a post in
 * the browser instead (`clientAction`): the outcome "error" with what was typed and the
 * post's one-time key, so the form keeps both, says the spec's error toast, and sending
 * again is recognised by the server if the first post did arrive after all.
 */

/** How long a post may wait for its answer before the visitor is told and can send again. */
export const POST_ANSWER_TIMEOUT_MS = 20_000;

/** What the form shows after a post that got no answer; `unanswered` tells it from the server's. */
export type UnansweredPost = {
  status: "error";
  unanswered: true;
  values: Record<string, string>;
  submissionKey?: string;
};

export function isUnansweredPost(value: unknown): value is UnansweredPost {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { unanswered?: unknown }).unanswered === true
  );
}

/** A redirect React Router's fetch answered: it is followed, not treated as a failure. */
function isRedirect(error: unknown): boolean {
  return error instanceof Response && error.status >= 300 && error.status < 400;
}

/**
 * A form route's `clientAction`: sends the post through the route's server action and
 * answers it here when no usable answer comes (a network error, a timeout, an error
 * thrown by or before the server action).
 */
export async function sendKeepingWhatWasTyped<Answer>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<Answer> },
  timeoutMs = POST_ANSWER_TIMEOUT_MS,
): Promise<Answer | UnansweredPost> {
  const sent = await request.clone().formData();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      serverAction(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("no answer in time")), timeoutMs);
      }),
    ]);
  } catch (error) {
    if (isRedirect(error)) throw error;
    const values: Record<string, string> = {};
    for (const [name, value] of sent) if (typeof value === "string") values[name] = value;
    const key = values[SUBMISSION_KEY_FIELD];
    return { status: "error", unanswered: true, values, ...(key ? { submissionKey: key } : {}) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * After a post that got no answer the page's data is not read again: the server is out of
 * reach, and a failed read would replace the page (and the form) with the error page.
 */
export function skipRevalidationIfUnanswered({
  actionResult,
  defaultShouldRevalidate,
}: Pick<ShouldRevalidateFunctionArgs, "actionResult" | "defaultShouldRevalidate">): boolean {
  return isUnansweredPost(actionResult) ? false : defaultShouldRevalidate;
}
