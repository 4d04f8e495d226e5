import { useEffect } from "react";
import { toast as sonnerToast, Toaster } from "sonner";
import type { Toast } from "~/platform/toast";

/** The public site's sonner, loaded on demand by PublicToaster. */
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
  return <Toaster position="top-center" richColors closeButton />;
}
