import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
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
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          <Form
            method="post"
            className="mt-6 flex flex-wrap justify-end gap-3"
            onSubmit={() => setOpen(false)}
          >
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
