import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";

/** What a page shows when the thing asked for does not exist (served with status 404). */
export function NotFoundContent({
  code,
  title,
  text,
  backLabel,
  backTo,
}: {
  code?: string;
  title: string;
  text: string;
  backLabel: string;
  backTo: string;
}) {
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      {code ? (
        <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">{code}</p>
      ) : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <ButtonLink to={backTo} size="lg" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {backLabel}
      </ButtonLink>
    </Container>
  );
}
