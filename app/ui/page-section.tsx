import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

/**
 * A band of a page: a <section> named by its heading (or by `label` when it has none),
 * its content in the page's container. With `heading`, the section's SectionHeading
 * comes first, with the id `labelledBy` names.
 */
export function PageSection({
  id,
  labelledBy,
  label,
  className,
  heading,
  children,
}: {
  /** The section's own id, for in-page links (e.g. "#faq"). */
  id?: string;
  /** The id of the heading that names the section. */
  labelledBy?: string;
  /** The section's name when no heading names it. */
  label?: string;
  className?: string;
  heading?: Omit<ComponentProps<typeof SectionHeading>, "id">;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} aria-label={label} className={className}>
      <Container>
        {heading ? <SectionHeading id={labelledBy} {...heading} /> : null}
        {children}
      </Container>
    </section>
  );
}
