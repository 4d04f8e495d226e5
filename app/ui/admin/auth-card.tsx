import type { ReactNode } from "react";
import { ShieldCheck } from "lucide-react";
import type { Toast } from "~/platform/toast";

/**
 * The frame of the pages a person meets before the portal: sign in, forgot password, a new
 * password. One card under the clinic's name, and a way back to the public site.
 */
export function AuthCard({
  title,
  notice,
  children,
}: {
  title: string;
  /** The outcome of the last post or link, written into the page (the toaster shows it too). */
  notice: Toast | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main
        id="main-content"
        className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <ShieldCheck className="size-6" aria-hidden="true" />
            </span>
            <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
            <p className="mt-1 text-slate-600">VIP Walk-In Clinic staff portal</p>
          </div>

          {/* Written into the page too: there without JavaScript, and read by screen readers. */}
          <div role="status" aria-live="polite" className="mb-4 empty:hidden">
            {notice ? (
              <div
                className={
                  notice.type === "error"
                    ? "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
                    : "rounded-xl border border-brand-300 bg-brand-50 p-4 text-brand-900"
                }
              >
                <p className="font-semibold">{notice.title}</p>
                {notice.description ? <p className="mt-1">{notice.description}</p> : null}
              </div>
            ) : null}
          </div>

          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="text-slate-600 underline underline-offset-2 hover:text-slate-900">
            Back to the clinic website
          </a>
        </p>
      </main>
    </div>
  );
}

/** A link under a card's form ("Sign in", "Forgot password?"). */
export const authLinkClass = "font-semibold text-brand-800 underline underline-offset-2";
