import { Eye, Smartphone } from "lucide-react";
import { useState, type MouseEvent } from "react";
import { Button, type ButtonSize } from "~/ui/button";

const failed = "The preview could not be made. Please try again.";

/** A phone's screen (an iPhone 14's, in CSS pixels): the window a desktop editor opens beside the form. */
export const PHONE_PREVIEW_WINDOW = "popup,width=390,height=844";

/**
 * An editor form's Preview: what the form holds now, unsaved, shown on its public page
 * in a new tab (the route at `action` keeps it as a draft and answers its link). With
 * JavaScript the tab opens at once and goes to the link when it is known, and a refusal
 * (a field to fix) is said here, the tab closed again; without, the button posts the
 * form to a new tab, which the route sends on to the link. Beside it, the same preview
 * in a window the size of a phone's screen, so the page's phone layout shows on a desktop.
 */
export function PreviewButton({ action, size = "lg" }: { action: string; size?: ButtonSize }) {
  const [problem, setProblem] = useState<string | null>(null);

  async function open(event: MouseEvent<HTMLButtonElement>, features?: string) {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    setProblem(null);
    // Opened in the click itself: a tab opened after a network wait is a blocked pop-up.
    const tab = window.open("", "_blank", features);
    try {
      const response = await fetch(action, {
        method: "POST",
        body: new FormData(form),
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as {
        url?: unknown;
        message?: unknown;
      } | null;
      if (response.ok && typeof answer?.url === "string") {
        if (tab) tab.location.href = answer.url;
        else window.location.assign(answer.url);
        return;
      }
      tab?.close();
      setProblem(
        response.status === 401
          ? "Your session has ended. Sign in again, then preview."
          : typeof answer?.message === "string"
            ? `No preview: ${answer.message}`
            : failed,
      );
    } catch {
      tab?.close();
      setProblem(failed);
    }
  }

  const submit = {
    type: "submit",
    variant: "secondary",
    size,
    formAction: action,
    formTarget: "_blank",
    formNoValidate: true,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2">
        <Button {...submit} onClick={(event) => open(event)}>
          <Eye className="size-5" aria-hidden="true" />
          Preview
          <span className="sr-only"> (opens in a new tab)</span>
        </Button>
        <Button
          {...submit}
          title="Phone-width preview"
          onClick={(event) => open(event, PHONE_PREVIEW_WINDOW)}
        >
          <Smartphone className="size-5" aria-hidden="true" />
          <span className="sr-only">Phone-width preview (opens in a new window)</span>
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
