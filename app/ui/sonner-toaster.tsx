import { useEffect } from "react";
import { toast as sonnerToast, Toaster } from "sonner";
import type { ToastChannel, ToastId } from "~/platform/toast";

/** Sonner, loaded on demand by the Toaster, in the site's colours. */
export default function SonnerToaster({
  onReady,
  onClosed,
}: {
  onReady: (channel: ToastChannel | null) => void;
  /** A toast closed (by its timer, its close button or a dismissal). */
  onClosed: (id: ToastId) => void;
}) {
  // Runs after <Toaster> (a child) has subscribed, so nothing delivered here is lost.
  useEffect(() => {
    const forget = (toast: { id: ToastId }) => onClosed(toast.id);
    onReady({
      show: ({ type, title, description }) =>
        sonnerToast[type](title, { description, onDismiss: forget, onAutoClose: forget }),
      dismiss: (ids) => {
        for (const id of ids) sonnerToast.dismiss(id);
      },
    });
    return () => onReady(null);
  }, [onReady, onClosed]);
  // Sonner's "rich" colours miss WCAG AA contrast; these are the site's own, at 4.5:1 or more.
  return (
    <Toaster
      position="top-center"
      // Below the sticky header (public: 4rem, 5rem from lg; portal: about 4.3rem), so a
      // toast never covers the menu or the signed-in name.
      offset={{ top: "5.75rem" }}
      mobileOffset={{ top: "5rem" }}
      closeButton
      duration={6000}
      toastOptions={{
        classNames: {
          toast: "rounded-xl! border! shadow-lg!",
          success: "border-brand-300! bg-brand-50! text-brand-900!",
          error: "border-red-300! bg-red-50! text-red-900!",
          info: "border-slate-300! bg-white! text-slate-900!",
          description: "text-inherit!",
        },
      }}
    />
  );
}
