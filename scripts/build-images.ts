/**
 * Renders the site's shipped artwork (public/images/**\/*.svg) as responsive AVIF and
 * WebP files under public/images/generated/, and writes the manifest the pages build
 * their srcsets from (app/platform/images/shipped-images.generated.ts, committed).
 *
 *   npm run images          (part of `npm run build` and `npm run dev`)
 *
 * File names carry a hash of the source, so browsers may cache them for a year: an
 * edited SVG gets new names. Files already rendered are kept, and every rendering is also
 * kept in a cache shared by every checkout on the machine (IMAGE_CACHE_DIR, by default
 * ~/.cache/clinic-website/images), keyed by the source's hash, the width, the format and
 * the encoder's settings: a clean clone, a worktree or the deployment check's copy renders
 * nothing that was rendered once. After changing an SVG, run this and commit the manifest
 * (a unit test compares it with the sources).
 */
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism, homedir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { VARIANT_FORMATS, type VariantFormat } from "../app/platform/images/image-url";
import {
  GENERATED_IMAGES_DIR,
  shippedImageFile,
  shippedImageWidths,
  type ShippedImage,
} from "../app/platform/images/shipped-images";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const imagesDir = path.join(publicDir, "images");
const outputDir = path.join(publicDir, GENERATED_IMAGES_DIR);
const manifestPath = path.join(root, "app/platform/images/shipped-images.generated.ts");

/** Where renderings are kept between checkouts and runs (never inside one checkout). */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.IMAGE_CACHE_DIR) return path.resolve(env.IMAGE_CACHE_DIR);
  const cacheHome = env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(cacheHome, "clinic-website", "images");
}

/** The encoders' settings: a change in them (or in libvips) is a new cache key. */
const ENCODERS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 80, effort: 4 },
} as const satisfies Record<VariantFormat, object>;
const encoderKey = createHash("sha256")
  .update(JSON.stringify({ ENCODERS, vips: sharp.versions.vips }))
  .digest("hex")
  .slice(0, 8);

/** A rendering's name in the cache: the source's hash, the width, the encoder settings. */
export function cachedRenderingName(image: ShippedImage, width: number, format: VariantFormat) {
  return `${image.hash}-${width}-${encoderKey}.${format}`;
}

export async function listSvgSources(): Promise<string[]> {
  const entries = await readdir(imagesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(outputDir + path.sep))
    .sort();
}

function svgSize(svg: string, file: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const viewBox = /viewBox="\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(tag);
  const width = Number(/\bwidth="([\d.]+)"/.exec(tag)?.[1] ?? viewBox?.[1]);
  const height = Number(/\bheight="([\d.]+)"/.exec(tag)?.[1] ?? viewBox?.[2]);
  if (!(width > 0 && height > 0)) throw new Error(`${file}: no width/height or viewBox`);
  return { width: Math.round(width), height: Math.round(height) };
}

/** The manifest entry of one SVG: its URL, size, content hash and widths. */
export async function describeSvg(file: string): Promise<ShippedImage> {
  const svg = await readFile(file, "utf8");
  const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
  const { width, height } = svgSize(svg, file);
  const url = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
  return { url, hash, width, height, widths: shippedImageWidths(width) };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function render({
  source,
  image,
  width,
  format,
  target,
  cacheDir,
}: {
  source: string;
  image: ShippedImage;
  width: number;
  format: VariantFormat;
  target: string;
  cacheDir: string;
}): Promise<"kept" | "cached" | "rendered"> {
  if (await exists(target)) return "kept";
  await mkdir(path.dirname(target), { recursive: true });
  const cached = path.join(cacheDir, cachedRenderingName(image, width, format));
  if (await exists(cached)) {
    await copyFile(cached, target);
    return "cached";
  }
  // Rasterise at the target width (density scales the SVG's own size), never blurry.
  const pipeline = sharp(source, { density: (72 * width) / image.width }).resize({ width });
  const encoded = format === "avif" ? pipeline.avif(ENCODERS.avif) : pipeline.webp(ENCODERS.webp);
  const bytes = await encoded.toBuffer();
  await writeFile(target, bytes);
  // Into the cache under a temporary name first: another checkout may read it meanwhile.
  await mkdir(cacheDir, { recursive: true });
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, cached);
  return "rendered";
}

function manifestSource(images: ShippedImage[]): string {
  const entries = images.map(
    (image) => `  ${JSON.stringify(image.url)}: ${JSON.stringify(image)},`,
  );
  return [
    "// Generated by scripts/build-images.ts (npm run images) from public/images/**/*.svg. Do not edit.",
    'import type { ShippedImage } from "./shipped-images";',
    "",
    "export const shippedImages: Readonly<Record<string, ShippedImage>> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

async function main() {
  const started = Date.now();
  const sources = await listSvgSources();
  const images = await Promise.all(sources.map(describeSvg));

  const manifest = manifestSource(images);
  const previous = await readFile(manifestPath, "utf8").catch(() => "");
  if (previous !== manifest) await writeFile(manifestPath, manifest);

  // Every file the manifest calls for; the ones already on disk are kept as they are.
  const renderings = images.flatMap((image, index) =>
    image.widths.flatMap((width) =>
      VARIANT_FORMATS.map((format) => ({
        source: sources[index]!,
        image,
        width,
        format,
        target: path.join(publicDir, shippedImageFile(image, width, format)),
      })),
    ),
  );
  const cacheDir = imageCacheDir();
  const queue = [...renderings];
  const outcomes = { kept: 0, cached: 0, rendered: 0 };
  const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      outcomes[await render({ ...next, cacheDir })] += 1;
    }
  });
  await Promise.all(workers);

  // Files of SVGs that changed or went away.
  const wanted = new Set(renderings.map((rendering) => rendering.target));
  const existing = await readdir(outputDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  let removed = 0;
  for (const entry of existing) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !wanted.has(file)) {
      await rm(file);
      removed += 1;
    }
  }

  console.log(
    `images: ${images.length} SVGs, ${outcomes.rendered} files rendered, ` +
      `${outcomes.cached} copied from ${cacheDir}, ${outcomes.kept} up to date, ` +
      `${removed} removed (${((Date.now() - started) / 1000).toFixed(1)} s)` +
      (previous !== manifest ? "; manifest updated" : ""),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
