import * as Dialog from "@radix-ui/react-dialog";
import { LoaderCircle, X } from "lucide-react";
import { NewTabLink } from "~/ui/new-tab-link";
import { useState, type RefObject } from "react";

export type BookingDialogMessages = {
  title: string;
  note: string;
  frameTitle: string;
  loading: string;
  close: string;
  openInNewTab: string;
};

/**
 * The full-screen Request Appointment overlay: the
 * third-party booking page in a frame. Radix traps focus and closes on the X
 * button, a click on the backdrop and Escape. The frame only exists while the
 * dialog is open, so nothing is requested from the booking host before the
 * visitor asks. Focus goes back to whichever button opened it.
 */
export function BookingDialog({
  open,
  onOpenChange,
  src,
  t,
  newTab,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  src: string;
  t: BookingDialogMessages;
  newTab: string;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; this dialog has two openers instead.
            const opener = returnFocusTo.current;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          className="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-2xl bg-white shadow-2xl sm:inset-6 lg:inset-10"
        >
          <div className="flex items-start gap-4 border-b border-slate-200 px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold text-slate-900 sm:text-xl">
                {t.title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t.note}
              </Dialog.Description>
            </div>
            <Dialog.Close className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900">
              <X className="size-6" aria-hidden="true" />
              <span className="sr-only">{t.close}</span>
            </Dialog.Close>
          </div>
          <BookingFrame src={src} t={t} />
          <p className="border-t border-slate-200 px-4 py-2 text-center text-sm">
            <NewTabLink
              href={src}
              newTabLabel={newTab}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
            >
              {t.openInNewTab}
            </NewTabLink>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted with the dialog's content, so every opening starts in the loading state. */
function BookingFrame({ src, t }: { src: string; t: BookingDialogMessages }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative flex-1 bg-slate-50">
      {loaded ? null : (
        <p
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 text-slate-600"
        >
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          {t.loading}
        </p>
      )}
      {/* Painted over the loading text; the booking page covers it once it draws. */}
      <iframe
        src={src}
        title={t.frameTitle}
        onLoad={() => setLoaded(true)}
        // A booking form needs scripts, forms and its own cookies; it may not navigate this page.
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        className="relative size-full border-0"
      />
    </div>
  );
}
