import type { ReactNode } from "react";

/** The band at the top of every page: its one <h1> and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1
          id="page-title"
          className="max-w-3xl scroll-mt-24 text-3xl font-bold tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-slate-600 sm:text-xl">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
