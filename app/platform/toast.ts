/** A notification shown once (client-safe; the cookie that carries it is in toast.server.ts). */
export type Toast = {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};
