import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type ReactNode } from "react";
import { Form } from "react-router";
import { Button, type ButtonVariant } from "./button";

/**
 * A destructive action behind a question: every deletion asks for confirmation.
 * The trigger opens a dialog whose confirm button posts a real form with the
 * given hidden fields; Cancel, Escape and the backdrop close it unchanged.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  fields,
  triggerVariant = "secondary",
}: {
  /** The trigger button's content (give it an accessible name). */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  /** Hidden inputs of the form, e.g. { intent: "delete", id }. */
  fields: Record<string, string>;
  triggerVariant?: ButtonVariant;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={triggerVariant}>{trigger}</Button>
      </Dialog.Trigger>
      <ConfirmPanel title={title} description={description}>
        <Form method="post" className={actionsClass} onSubmit={() => setOpen(false)}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Dialog.Close asChild>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Button type="submit" variant="danger">
            {confirmLabel}
          </Button>
        </Form>
      </ConfirmPanel>
    </Dialog.Root>
  );
}

/**
 * The same question asked by the page itself rather than by a button: open while
 * `open` is true, with the safe answer first and focused. Escape and the backdrop
 * give the safe answer. Closed, it gives the focus back to where it was (it has no
 * trigger for Radix to return it to).
 */
export function ConfirmPrompt({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <ConfirmPanel
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          focusedBefore.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
          cancelRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusedBefore.current?.focus();
          focusedBefore.current = null;
        }}
      >
        <div className={actionsClass}>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </ConfirmPanel>
    </Dialog.Root>
  );
}

const actionsClass = "mt-6 flex flex-wrap justify-end gap-3";

/** The look of every confirmation: the dimmed page, and a panel with the question and its answers. */
function ConfirmPanel({
  title,
  description,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description: string;
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <Dialog.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
      >
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
