import { CircleDot } from "lucide-react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { useActionData, useBlocker, useNavigation, type BlockerFunction } from "react-router";
import { ConfirmPrompt } from "~/ui/confirm-dialog";
import { cn } from "~/ui/cn";
import { sameSnapshot, snapshotOf, type FormSnapshot } from "./form-snapshot";

/*
 * Nothing typed in the staff portal is lost by leaving a form. Each form that edits
 * content is watched with useUnsavedChanges; the portal's one UnsavedChangesGuard
 * (in the admin shell) asks before an in-app navigation, and has the browser ask
 * before the tab is closed or reloaded, while a watched form would send something
 * else than it was loaded with. All of it runs after hydration: without JavaScript
 * the forms post as they always did.
 */

type Post = "none" | "sent" | "under-way";

/** One watched form: what it sent when loaded (or last saved), and whether it differs now. */
class FormWatch {
  private ref: RefObject<HTMLFormElement | null> | null = null;
  private baseline: FormSnapshot | null = null;
  /** The element the baseline belongs to: another one is another form (another lab test's row). */
  private baselineForm: HTMLFormElement | null = null;
  private post: Post = "none";
  private dirty = false;
  private readonly listeners = new Set<() => void>();
  private observer: MutationObserver | null = null;
  private observed: HTMLFormElement | null = null;
  private pending: ReturnType<typeof setTimeout> | undefined;

  form(): HTMLFormElement | null {
    return this.ref?.current ?? null;
  }

  /** Read from the page at the moment of asking, not from the last render. */
  isDirty(): boolean {
    const form = this.form();
    return (
      form !== null && this.baseline !== null && !sameSnapshot(snapshotOf(form), this.baseline)
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getDirty = () => this.dirty;

  /** Follows the page's edits; returns the cleanup. */
  start(ref: RefObject<HTMLFormElement | null>): () => void {
    this.ref = ref;
    const onSubmit = (event: Event) => {
      if (event.target !== null && event.target === this.form()) this.post = "sent";
    };
    // Document-wide: a media picker's dialog sets a field from outside the form.
    const later = () => this.refreshSoon();
    const events = ["input", "change", "click", "reset"] as const;
    window.addEventListener("submit", onSubmit, true);
    for (const type of events) document.addEventListener(type, later, true);
    return () => {
      window.removeEventListener("submit", onSubmit, true);
      for (const type of events) document.removeEventListener(type, later, true);
      clearTimeout(this.pending);
      this.observe(null);
      this.ref = null;
    };
  }

  /**
   * After each render of the form's owner. The baseline is read again when the form
   * first shows, when another form element takes its place, and when its own post
   * was saved (a redirect: no action data). A refused post keeps it: the form then
   * shows what was sent, which still differs from what is stored.
   */
  update(navigation: "idle" | "submitting" | "loading", answered: boolean): void {
    const form = this.form();
    if (this.post === "sent" && navigation !== "idle") this.post = "under-way";
    if (this.post === "under-way" && navigation === "idle") {
      this.post = "none";
      if (answered) this.baselineForm = form;
      else this.take(form);
    } else if (this.post === "none" && form !== this.baselineForm) {
      this.take(form);
    }
    this.observe(form);
    this.refresh();
  }

  private take(form: HTMLFormElement | null) {
    this.baselineForm = form;
    this.baseline = form ? snapshotOf(form) : null;
  }

  /** Hidden inputs set by script (the rich-text editor's HTML) change no event, only the DOM. */
  private observe(form: HTMLFormElement | null) {
    if (form === this.observed) return;
    this.observer?.disconnect();
    this.observed = form;
    if (!form) return;
    this.observer ??= new MutationObserver(() => this.refreshSoon());
    this.observer.observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["value", "checked", "name", "disabled"],
    });
  }

  /** Once the event's own updates have rendered. */
  private refreshSoon() {
    clearTimeout(this.pending);
    this.pending = setTimeout(() => this.refresh(), 0);
  }

  private refresh() {
    const dirty = this.isDirty();
    if (dirty === this.dirty) return;
    this.dirty = dirty;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Something on the page that may hold unsaved changes: a whole form, or one field of one.
 * `keptOnPage`: what it holds outlives the page's own posts (only leaving loses it).
 */
type Watched = { isDirty(): boolean; form(): HTMLFormElement | null; keptOnPage?: boolean };

/** The watched forms of the page. */
class WatchedForms {
  private readonly watches = new Set<Watched>();
  private readonly listeners = new Set<() => void>();
  /** A watched form whose submit event is being handled: its own post goes ahead. */
  private ownPost: EventTarget | null = null;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  hasForms = () => this.watches.size > 0;

  add(watch: Watched): () => void {
    this.watches.add(watch);
    this.changed();
    return () => {
      this.watches.delete(watch);
      this.changed();
    };
  }

  /** Whether leaving (or, when `leaving` is false, a post that stays on the page) loses something. */
  anyDirty(leaving = true): boolean {
    return [...this.watches].some((watch) => (leaving || !watch.keptOnPage) && watch.isDirty());
  }

  /** Notes a watched form's submit event, before React Router navigates for it. */
  listenForPosts(): () => void {
    const onSubmit = (event: Event) => {
      const { target } = event;
      if (![...this.watches].some((watch) => target !== null && watch.form() === target)) return;
      this.ownPost = target;
      // The navigation starts within the event; a submission stopped before it leaves no mark.
      setTimeout(() => {
        if (this.ownPost === target) this.ownPost = null;
      }, 0);
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }

  takeOwnPost(): boolean {
    const own = this.ownPost !== null;
    this.ownPost = null;
    return own;
  }

  private changed() {
    for (const listener of this.listeners) listener();
  }
}

const WatchedFormsContext = createContext<WatchedForms | null>(null);

/**
 * Whether the form differs from what it was loaded with (or last saved), by what it
 * would send; typing a change and undoing it makes it clean again. While it
 * differs, leaving the page asks first. Call it where the form element is rendered
 * but above any `key` that remounts the form with each answer of the server, so a
 * refused save stays unsaved.
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>): boolean {
  const forms = useContext(WatchedFormsContext);
  const navigation = useNavigation().state;
  const answered = useActionData() !== undefined;
  const [watch] = useState(() => new FormWatch());
  const dirty = useSyncExternalStore(watch.subscribe, watch.getDirty, () => false);

  useEffect(() => watch.start(formRef), [watch, formRef]);
  useEffect(() => forms?.add(watch), [forms, watch]);
  useEffect(() => watch.update(navigation, answered));
  return dirty;
}

/**
 * One field saved on its own (a page entry's in-place value, saved when the field is left):
 * unsaved while it holds something else than what is stored, which includes a value the
 * server refused and one still on its way. Leaving the page then asks, like a form's.
 */
export function useUnsavedField(
  fieldRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  storedValue: string,
): void {
  const forms = useContext(WatchedFormsContext);
  const stored = useRef(storedValue);
  useEffect(() => {
    stored.current = storedValue;
  }, [storedValue]);
  useEffect(
    () =>
      forms?.add({
        isDirty: () => fieldRef.current !== null && fieldRef.current.value !== stored.current,
        form: () => fieldRef.current?.form ?? null,
        // An uncontrolled field keeps its value through the page's other posts.
        keptOnPage: true,
      }),
    [forms, fieldRef],
  );
}

/** The staff portal's guard: one for the whole portal (React Router allows one blocker). */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [forms] = useState(() => new WatchedForms());
  const watching = useSyncExternalStore(forms.subscribe, forms.hasForms, () => false);
  return (
    <WatchedFormsContext.Provider value={forms}>
      {children}
      {/* Only on pages with a form: a blocker makes React Router warn on every #link. */}
      {watching ? <LeaveConfirmation forms={forms} /> : null}
    </WatchedFormsContext.Provider>
  );
}

function LeaveConfirmation({ forms }: { forms: WatchedForms }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      // A watched form's save goes ahead, whatever the page's other forms hold.
      if (forms.takeOwnPost()) return false;
      const samePage =
        currentLocation.pathname === nextLocation.pathname &&
        currentLocation.search === nextLocation.search;
      if (samePage && currentLocation.hash !== nextLocation.hash) return false;
      return forms.anyDirty(!samePage);
    },
    [forms],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => forms.listenForPosts(), [forms]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (forms.anyDirty()) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [forms]);

  return (
    <ConfirmPrompt
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      description="You have unsaved changes on this page. If you leave now, they will be lost."
      cancelLabel="Stay"
      confirmLabel="Leave without saving"
      onCancel={() => (blocker.state === "blocked" ? blocker.reset() : undefined)}
      onConfirm={() => (blocker.state === "blocked" ? blocker.proceed() : undefined)}
    />
  );
}

/** "Unsaved changes" beside a form's Save button, announced when it appears. */
export function UnsavedChangesNote({ show, className }: { show: boolean; className?: string }) {
  return (
    <p role="status" className={cn("text-sm font-medium text-amber-800", className)}>
      {show ? (
        <span className="inline-flex items-center gap-1.5">
          <CircleDot className="size-4 shrink-0" aria-hidden="true" />
          Unsaved changes
        </span>
      ) : null}
    </p>
  );
}

/** The mark of a tab (or a section) whose form has unsaved changes: a dot, and words for screen readers. */
export function UnsavedChangesMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-2 size-2 shrink-0 rounded-full bg-current" />
      <span className="sr-only"> (unsaved changes)</span>
    </>
  );
}
