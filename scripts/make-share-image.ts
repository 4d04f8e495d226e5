/**
 * Makes the images that represent the site when a page is shared or indexed,
 * from SVG drawn here with the brand's colours (app/app.css tokens) and mark
 * (app/ui/layout/logo.tsx), rendered by sharp:
 *
 *   public/images/share/share-<locale>.jpg  1200×630, the clinic's name and the tagline,
 *                                           one per language of app/i18n/locales.ts
 *   public/images/share/logo-512.png     512×512, the mark alone (structured data's logo)
 *
 * The texts are the layout dictionaries' tagline and the clinic's default name,
 * so the pages' og:image:alt ("<name>: <tagline>", app/platform/seo/meta.ts) says what
 * the picture shows. Run it again after changing the name, the tagline or the
 * brand, and commit the output:
 *
 *   npx tsx scripts/make-share-image.ts
 *
 * Text is set in the machine's sans-serif font (Liberation Sans or DejaVu Sans
 * on Debian), so the output can differ slightly from one machine to another.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { defaultClinicSettings } from "../app/platform/clinic";
import { locales } from "../app/i18n/locales";
import { getMessages } from "../app/i18n/messages.server";

const outDir = path.join(import.meta.dirname, "..", "public", "images", "share");

/** app/app.css */
const colors = {
  brand50: "#effcf9",
  brand100: "#c9f5ec",
  brand300: "#58d6c5",
  brand600: "#0d7d75",
  brand700: "#0f6660",
  brand800: "#11514d",
  brand900: "#134440",
  brand950: "#042826",
  accent400: "#fbbf24",
};

const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'Inter', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Breaks text into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The clinic's mark: a rounded square with a cross, as in logo.tsx (viewBox 32). */
function mark(x: number, y: number, size: number, square: string, cross: string): string {
  const scale = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect width="32" height="32" rx="9" fill="${square}"/>
    <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="${cross}"/>
  </g>`;
}

function shareSvg(name: string, tagline: string): string {
  const taglineLines = wrap(tagline, 30);
  const nameLines = wrap(name, 18);
  const nameTop = 300 - (nameLines.length - 1) * 40;
  const nameText = nameLines
    .map(
      (line, index) =>
        `<text x="80" y="${nameTop + index * 80}" font-family="${FONT}" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("\n");
  const taglineTop = nameTop + nameLines.length * 80 + 10;
  const taglineText = taglineLines
    .map(
      (line, index) =>
        `<text x="80" y="${taglineTop + index * 50}" font-family="${FONT}" font-size="38" font-weight="400" fill="${colors.brand100}">${escapeXml(line)}</text>`,
    )
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.brand700}"/>
      <stop offset="1" stop-color="${colors.brand950}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1010" cy="300" r="260" fill="${colors.brand600}" opacity="0.35"/>
  <circle cx="1010" cy="300" r="180" fill="${colors.brand800}" opacity="0.6"/>
  ${mark(900, 190, 220, colors.brand50, colors.brand700)}
  ${nameText}
  ${taglineText}
  <rect x="80" y="${nameTop - 110}" width="120" height="8" rx="4" fill="${colors.accent400}"/>
  <rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${colors.brand300}"/>
</svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  ${mark(0, 0, 512, colors.brand700, "#ffffff")}
</svg>`;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const name = defaultClinicSettings.name;
  const images = locales.map((locale) => ({
    file: `share-${locale}.jpg`,
    tagline: getMessages(locale).common.layout.tagline,
  }));
  for (const { file, tagline } of images) {
    const target = path.join(outDir, file);
    await sharp(Buffer.from(shareSvg(name, tagline)))
      .jpeg({ quality: 86, mozjpeg: true, chromaSubsampling: "4:4:4" })
      .toFile(target);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
  const logo = path.join(outDir, "logo-512.png");
  await sharp(Buffer.from(logoSvg())).png({ compressionLevel: 9 }).toFile(logo);
  console.log(`wrote ${path.relative(process.cwd(), logo)}`);
}

await main();
