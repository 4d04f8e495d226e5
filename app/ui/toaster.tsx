import { useEffect } from "react";
import { Toaster as Sonner, toast as showToast } from "sonner";
import type { Toast } from "~/platform/toast";

/** Where toasts appear (admin portal only: the public site writes its outcomes into the page). */
export function Toaster() {
  // Sonner's "rich" colours miss WCAG AA contrast; these are the site's own, at 4.5:1 or more.
  return (
    <Sonner
      position="top-right"
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

/** Shows a toast that a loader or action returned, once per answer. */
export function useToast(toast: Toast | null | undefined): void {
  useEffect(() => {
    if (!toast) return;
    const options = { description: toast.description };
    if (toast.type === "success") showToast.success(toast.title, options);
    else if (toast.type === "error") showToast.error(toast.title, options);
    else showToast.info(toast.title, options);
  }, [toast]);
}
