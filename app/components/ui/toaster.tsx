import { useEffect } from "react";
import { Toaster as Sonner, toast as showToast } from "sonner";
import type { Toast } from "~/utils/toast";

/** Where toasts appear (admin portal only: the public site writes its outcomes into the page). */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton duration={6000} />;
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
