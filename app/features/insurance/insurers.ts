/**
 * The insurers accepted at the clinic: five insurers with three plans each.
 * Names and logos are data; the
 * descriptions and plan names live in the insurance dictionaries, keyed by id.
 * The logos are neutral placeholder marks drawn for this site, not the
 * insurers' trademarks. Client-safe.
 */

export type Insurer = {
  id: string;
  /** The insurer's name, the same in every language. */
  name: string;
  /** Path of the placeholder mark under /public. */
  logo: string;
};

/** Every insurer mark is a square of this size. */
export const INSURER_LOGO_SIZE = { width: 64, height: 64 } as const;

/** How many plans the page lists for each insurer. */
export const PLANS_PER_INSURER = 3;

export const insurers = [
  { id: "cigna", name: "Cigna", logo: "/images/insurers/cigna.svg" },
  { id: "aetna", name: "Aetna", logo: "/images/insurers/aetna.svg" },
  { id: "florida-blue", name: "Florida Blue", logo: "/images/insurers/florida-blue.svg" },
  { id: "medicaid", name: "Medicaid", logo: "/images/insurers/medicaid.svg" },
  { id: "medicare", name: "Medicare", logo: "/images/insurers/medicare.svg" },
] as const satisfies readonly Insurer[];

export type InsurerId = (typeof insurers)[number]["id"];

/** What an insurer card shows, in the visitor's language. */
export type InsurerCard = Insurer & { description: string; plans: readonly string[] };

/** The insurers' cards, with the descriptions and plans of one language. */
export function insurerCards(
  list: readonly Insurer[],
  texts: Readonly<Record<string, { description: string; plans: readonly string[] }>>,
): InsurerCard[] {
  return list.map((insurer) => {
    const text = texts[insurer.id];
    if (!text) throw new Error(`No texts for insurer "${insurer.id}"`);
    return { ...insurer, description: text.description, plans: text.plans };
  });
}
