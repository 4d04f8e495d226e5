import * as Dialog from "@radix-ui/react-dialog";
import { CircleAlert } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Button } from "~/ui/button";
import { compactInputClass } from "~/ui/form-field";
import { NewTabLink } from "~/ui/new-tab-link";
import { tooManyAttemptsText } from "~/ui/admin/too-many-attempts";

/*
 * A save never meets an ended session unawares. Before a form of the staff portal
 * posts, the portal's one SessionGuard (in the admin shell) asks Better Auth whether
 * the session is still there. If it is, the same form is sent again with the same
 * submit button, and React Router handles it as always. If it ended (signed out in
 * another tab, expired), nothing is sent and nothing on the page changes: a dialog
 * asks to sign in again, then sends the form. Without JavaScript the form posts as
 * it always did, and the server answers 401 (AdminErrorPanel says the session ended).
 */

export const LOGIN_PATH = "/admin/login";
/** The route the dialog signs in with (app/routes/admin/sign-in-again.ts). */
export const SIGN_IN_AGAIN_PATH = "/admin/sign-in-again";
/** Better Auth's session endpoint: JSON, `null` when there is no session. */
const SESSION_URL = "/api/auth/get-session";
/** Forms of the portal that are not saves: signing in and out. */
const UNGUARDED_PATHS = new Set([LOGIN_PATH, "/admin/logout", SIGN_IN_AGAIN_PATH]);
/** `data-session-guard="skip"` on a form leaves it alone. */
const SKIP_ATTRIBUTE = "data-session-guard";

type SessionState = "alive" | "ended" | "unknown";

/** Whether the browser still holds a session: "unknown" when the question failed (offline). */
export async function sessionState(): Promise<SessionState> {
  try {
    const response = await fetch(SESSION_URL, {
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return "unknown";
    const session: unknown = await response.json();
    return session === null ? "ended" : "alive";
  } catch {
    return "unknown";
  }
}

/** Whether a form posted with this submitter is a portal save the guard checks first. */
export function isGuardedSave(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  if (form.getAttribute(SKIP_ATTRIBUTE) === "skip") return false;
  const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
  if (method.toLowerCase() !== "post") return false;
  const action = submitter?.getAttribute("formaction") ?? form.getAttribute("action") ?? "";
  const url = new URL(action, window.location.href);
  if (url.origin !== window.location.origin) return false;
  const path = url.pathname.replace(/\/+$/, "") || "/";
  return /^\/admin(?:\/|$)/.test(path) && !UNGUARDED_PATHS.has(path);
}

/** Forms being sent again by the guard: their submit event goes through. */
const passing = new WeakSet<HTMLFormElement>();

/** Sends the form again as its submitter did (without it when it is gone), past the guard. */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const sameSubmitter =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.isConnected &&
    submitter.form === form &&
    !submitter.disabled;
  passing.add(form);
  try {
    form.requestSubmit(sameSubmitter ? submitter : null);
  } finally {
    passing.delete(form);
  }
}

function focusedElement(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/** A save held back until the session is there: sends it. */
type Save = () => void;

/**
 * Runs `save` once the session is known to be there; when it ended, asks to sign in
 * again first. For saves that are not a form's submit event (a fetcher's submit).
 */
const CheckedSaveContext = createContext<(save: Save) => void>((save) => save());

export function useSessionCheckedSave(): (save: Save) => void {
  return useContext(CheckedSaveContext);
}

/** A save waiting for the editor to sign in again, and where the focus goes after. */
type Held = { save: Save; focusBack: HTMLElement | null };

/** The staff portal's guard: one for the whole portal, around its content. */
export function SessionGuard({ email, children }: { email: string; children: ReactNode }) {
  const [held, setHeld] = useState<Held | null>(null);

  const checkThenSave = useCallback(async (save: Save, focusBack: HTMLElement | null = null) => {
    // Only a session known to have ended holds the save: offline, it goes as before.
    if ((await sessionState()) === "ended") setHeld({ save, focusBack });
    else save();
  }, []);

  // A layout effect: listening before the pages' own submit listeners (passive
  // effects, unsaved-changes.tsx), so they never see a submit that is held back.
  useLayoutEffect(() => {
    const checking = new WeakSet<HTMLFormElement>();
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || passing.has(form) || event.defaultPrevented) {
        return;
      }
      const { submitter } = event;
      if (!isGuardedSave(form, submitter)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Pressed again while the first press is checked: that one sends it.
      if (checking.has(form)) return;
      checking.add(form);
      void checkThenSave(() => resubmit(form, submitter), submitter ?? focusedElement()).finally(
        () => checking.delete(form),
      );
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [checkThenSave]);

  const provided = useCallback(
    (save: Save) => void checkThenSave(save, focusedElement()),
    [checkThenSave],
  );

  return (
    <CheckedSaveContext.Provider value={provided}>
      {children}
      <Dialog.Root open={held !== null} onOpenChange={(open) => (open ? undefined : setHeld(null))}>
        {held ? (
          <SessionEndedDialog
            email={email}
            focusBack={held.focusBack}
            onSignedIn={() => {
              setHeld(null);
              held.save();
            }}
          />
        ) : null}
      </Dialog.Root>
    </CheckedSaveContext.Provider>
  );
}

type SignInOutcome = { ok: true } | { ok: false; message: string };

const signInMessages = {
  incorrect: "The e-mail or password is incorrect.",
  "not-allowed": "This account cannot save here. Sign in in a new tab to see why.",
  other: "Could not sign in. Please try again.",
} as const;

/** Signs in through the portal's route; its answer's cookies are the new session. */
async function signIn(fields: FormData): Promise<SignInOutcome> {
  try {
    const response = await fetch(SIGN_IN_AGAIN_PATH, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(
        [...fields].map(([name, value]) => [name, typeof value === "string" ? value : ""]),
      ),
    });
    if (response.ok) return { ok: true };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get("Retry-After"));
      return { ok: false, message: tooManyAttemptsText(retryAfter > 0 ? retryAfter : 60) };
    }
    const answer = (await response.json().catch(() => null)) as { reason?: unknown } | null;
    const reason = answer?.reason;
    return {
      ok: false,
      message:
        reason === "incorrect" || reason === "not-allowed"
          ? signInMessages[reason]
          : signInMessages.other,
    };
  } catch {
    return { ok: false, message: signInMessages.other };
  }
}

/**
 * "Your session has ended": the e-mail (filled in with the portal's last user) and
 * password, Sign in and save, Cancel, and a link to sign in in a new tab instead.
 * Escape and the backdrop cancel; either way the focus goes back to the Save button.
 */
function SessionEndedDialog({
  email,
  focusBack,
  onSignedIn,
}: {
  email: string;
  focusBack: HTMLElement | null;
  onSignedIn: () => void;
}) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const outcome = await signIn(new FormData(event.currentTarget));
    setBusy(false);
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    setError(outcome.message);
    const password = passwordRef.current;
    if (password) {
      password.value = "";
      password.focus();
    }
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <Dialog.Content
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (email ? passwordRef : emailRef).current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (focusBack?.isConnected) focusBack.focus();
        }}
        className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl"
      >
        <Dialog.Title className="text-lg font-bold text-slate-900">
          Your session has ended
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-700">
          Nothing you typed is lost. Sign in again to finish saving.
        </Dialog.Description>
        <form
          data-session-guard="skip"
          className="mt-5 space-y-4"
          aria-busy={busy}
          onSubmit={(event) => void onSubmit(event)}
        >
          <div role="alert" className="empty:hidden">
            {error ? (
              <p className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900">
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {error}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-email`} className="font-medium text-slate-900">
              Email
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={email}
              className={`${compactInputClass} mt-1.5`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="font-medium text-slate-900">
              Password
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              className={`${compactInputClass} mt-1.5`}
            />
          </div>
          <p className="text-sm text-slate-700">
            <NewTabLink
              href={LOGIN_PATH}
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Sign in in a new tab
            </NewTabLink>{" "}
            instead, then close this and save again.
          </p>
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button type="submit" disabled={busy}>
              {busy ? "Signing in…" : "Sign in and save"}
            </Button>
          </div>
        </form>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
