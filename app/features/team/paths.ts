/** A member's profile address, /team/<slug> (before the language's prefix: localizePath). */
export function teamMemberPath(member: { slug: string }): string {
  return `/team/${member.slug}`;
}
