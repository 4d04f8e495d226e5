import { useState } from "react";
import { flushSync } from "react-dom";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "~/platform/forms/field-names";

type Answer = { status: string; submissionKey?: string } | undefined;

/**
 * The one-time key of a public form (app/platform/forms/submission-keys.server.ts).
 * The page brings one, the same for every visitor of a cached page (which is why the
 * server also compares what was sent); with the page's scripts running, the first
 * post of a page view takes a key of its own. An accepted post gives the next one a
 * new key; a refused one keeps its key, so sending it again after a failure is
 * recognised if it did arrive after all.
 */
export function useSubmissionKey(fromPage: string, answer: Answer) {
  const [key, setKey] = useState(answer?.submissionKey ?? fromPage);
  // Whether `key` is this page view's own (made here, or given back by an answer).
  const [own, setOwn] = useState(Boolean(answer?.submissionKey));
  const [answered, setAnswered] = useState(answer);
  if (answer !== answered) {
    setAnswered(answer);
    if (answer?.status === "success" || answer?.status === "already-subscribed") {
      setOwn(false);
      setKey(fromPage);
    } else if (answer?.submissionKey) {
      setOwn(true);
      setKey(answer.submissionKey);
    }
  }
  /** Call in the form's onSubmit: the page's shared key is swapped for a fresh one first. */
  const onSubmit = () => {
    if (own) return;
    flushSync(() => {
      setOwn(true);
      setKey(newSubmissionKey());
    });
  };
  return { key, onSubmit };
}

/** The hidden field that carries the form's key. */
export function SubmissionKeyInput({ value }: { value: string }) {
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={value} />;
}
