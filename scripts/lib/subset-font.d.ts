// subset-font ships no types; this is the part of its API scripts/lib/inter-subset.ts uses.
declare module "subset-font" {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      variationAxes?: Record<string, Axis>;
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
