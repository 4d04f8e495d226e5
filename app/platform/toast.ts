/** A notification shown once (client-safe; the cookie that carries it is in toast.server.ts). */
export type Toast = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};

export type ToastId = string | number;

/** What the loaded toaster (sonner) offers the page: show one toast (its id), dismiss some. */
export type ToastChannel = {
  show: (toast: Toast) => ToastId;
  dismiss: (ids: Iterable<ToastId>) => void;
};
