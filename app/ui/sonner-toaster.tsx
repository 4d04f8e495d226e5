import { useEffect } from "react";
import { toast as sonnerToast, Toaster } from "sonner";
import type { Toast } from "~/platform/toast";

/** Sonner, loaded on demand by the Toaster, in the site's colours. */
export default function SonnerToaster({
  onReady,
}: {
  onReady: (deliver: ((toast: Toast) => void) | null) => void;
}) {
  // Runs after <Toaster> (a child) has subscribed, so nothing delivered here is lost.
  useEffect(() => {
    onReady(({ type, title, description }) => sonnerToast[type](title, { description }));
    return () => onReady(null);
  }, [onReady]);
  // Sonner's "rich" colours miss WCAG AA contrast; these are the site's own, at 4.5:1 or more.
  return (
    <Toaster
      position="top-center"
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
