import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { describeSvg, listSvgSources } from "../../../scripts/build-images";
import { shippedImageFile, shippedImageSource, shippedImageWidths } from "./shipped-images";
import { shippedImages } from "./shipped-images.generated";

describe("shipped artwork", () => {
  it("renders standard widths from a quarter to twice an SVG's size, small logos at 1-3x", () => {
    expect(shippedImageWidths(1200)).toEqual([320, 480, 720, 960, 1280]);
    expect(shippedImageWidths(1600)).toEqual([480, 720, 960, 1280]);
    expect(shippedImageWidths(640)).toEqual([320, 480, 720, 960, 1280]);
    expect(shippedImageWidths(400)).toEqual([320, 480, 720]);
    expect(shippedImageWidths(160)).toEqual([160, 320, 480]);
    expect(shippedImageWidths(64)).toEqual([64, 128, 192]);
  });

  it("names renderings after the SVG's path and content hash", () => {
    const image = {
      url: "/images/partners/logo.svg",
      hash: "0123456789",
      width: 160,
      height: 64,
      widths: [160],
    };
    expect(shippedImageFile(image, 160, "avif")).toBe(
      "images/generated/partners/logo.0123456789-160.avif",
    );
    const source = shippedImageSource("/images/partners/logo.svg", { [image.url]: image });
    expect(source).toEqual({
      srcSets: {
        avif: "/images/generated/partners/logo.0123456789-160.avif 160w",
        webp: "/images/generated/partners/logo.0123456789-160.webp 160w",
      },
      src: "/images/generated/partners/logo.0123456789-160.webp",
      width: 160,
      height: 64,
    });
    expect(shippedImageSource("/images/other.svg", { [image.url]: image })).toBeNull();
    expect(shippedImageSource(null, { [image.url]: image })).toBeNull();
  });

  it("draws every SVG with shapes alone: no text in a font the building machine may lack, no other file", async () => {
    for (const file of await listSvgSources()) {
      const svg = await readFile(file, "utf8");
      expect(svg, file).not.toMatch(/<text\b|font-family|<image\b|href="(?!#)|url\((?!#)/);
    }
  });

  it("has a manifest that matches every SVG under public/images (run `npm run images`)", async () => {
    const described = await Promise.all((await listSvgSources()).map(describeSvg));
    expect(described.length).toBeGreaterThan(20);
    expect(shippedImages).toEqual(Object.fromEntries(described.map((image) => [image.url, image])));
  });
});
