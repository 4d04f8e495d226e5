/** The compressed forms this server keeps of its files and pages, best first. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The best of `available` that an Accept-Encoding header accepts, or null for the
 * uncompressed body. A coding with q=0 is refused, `*` stands for any coding the
 * header does not name, and among accepted codings the higher q wins, then ours
 * (brotli is smaller than gzip for the same text).
 */
export function preferredEncoding(
  header: string | undefined,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";");
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=(.*)$/i.exec(parameter);
      // A malformed weight refuses the coding rather than guessing.
      if (match) weight = Number(match[1]?.trim() || NaN);
    }
    if (!Number.isFinite(weight)) weight = 0;
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0));
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
