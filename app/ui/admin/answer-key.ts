import { useState } from "react";
import { useLocation } from "react-router";

/**
 * The key of an editor's form: a new one for each answer of its action (the fields'
 * defaults are the answer's: what was typed, after a refusal), and only then. The
 * location's key also changes once the other loaders have run after a post, and a form
 * keyed by it would be mounted again under the editor's typing, losing it.
 * `revision`, when given, is the saved row's version: an editor whose save leads back to
 * itself starts again from what was saved (its new version), which no answer marks.
 */
export function useAnswerKey(answer: unknown, revision?: string | number | null): string {
  const { pathname } = useLocation();
  const [answers, setAnswers] = useState<{ answer: unknown; count: number }>({
    answer,
    count: 0,
  });
  if (answers.answer !== answer) setAnswers({ answer, count: answers.count + 1 });
  const count = answers.answer === answer ? answers.count : answers.count + 1;
  return revision === undefined ? `${pathname}#${count}` : `${pathname}#${count}@${revision}`;
}
