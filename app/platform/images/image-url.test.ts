import { describe, expect, it } from "vitest";
import {
  dimensionsFromKey,
  thumbnailUrl,
  uploadedImageSource,
  uploadUrl,
  variantKey,
  variantWidthsFor,
} from "./image-url";

describe("uploaded image URLs", () => {
  it("makes variants below the original's width plus its own width, never wider than 1920", () => {
    expect(variantWidthsFor(200)).toEqual([200]);
    expect(variantWidthsFor(320)).toEqual([320]);
    expect(variantWidthsFor(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidthsFor(6000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("names keys, variants and URLs", () => {
    expect(uploadUrl("about-us/ab12-10x20.png")).toBe("/uploads/about-us/ab12-10x20.png");
    expect(variantKey("ab12-10x20.png", 10)).toBe("ab12-10x20.png.10.webp");
    expect(variantKey("ab12-10x20.png", 10, "avif")).toBe("ab12-10x20.png.10.avif");
    expect(dimensionsFromKey("about-us/ab12-1600x1200.jpg")).toEqual({ width: 1600, height: 1200 });
    expect(dimensionsFromKey("photo.jpg")).toBeNull();
    expect(dimensionsFromKey("ab12-0x10.jpg")).toBeNull();
  });

  it("gives the srcset of an uploaded URL, relative or absolute, and nothing for others", () => {
    expect(uploadedImageSource("/uploads/ab12-700x350.webp")).toEqual({
      srcSets: {
        webp: "/uploads/ab12-700x350.webp.320.webp 320w, /uploads/ab12-700x350.webp.640.webp 640w, /uploads/ab12-700x350.webp.700.webp 700w",
      },
      width: 700,
      height: 350,
    });
    expect(uploadedImageSource("/uploads/ab12-400x300.jpg")?.srcSets).toEqual({
      avif: "/uploads/ab12-400x300.jpg.320.avif 320w, /uploads/ab12-400x300.jpg.400.avif 400w",
      webp: "/uploads/ab12-400x300.jpg.320.webp 320w, /uploads/ab12-400x300.jpg.400.webp 400w",
    });
    // A GIF may be animated, which AVIF variants would lose: WebP only.
    expect(
      uploadedImageSource("https://clinic.example.com/uploads/ab12-300x200.gif")?.srcSets,
    ).toEqual({
      webp: "https://clinic.example.com/uploads/ab12-300x200.gif.300.webp 300w",
    });
    expect(uploadedImageSource("/images/mission.svg")).toBeNull();
    expect(uploadedImageSource("/uploads/legacy.jpg")).toBeNull();
    expect(uploadedImageSource("/uploads/a/../ab12-300x200.gif")).toBeNull();
    expect(uploadedImageSource("javascript:alert(1)//uploads/ab12-300x200.gif")).toBeNull();
    expect(uploadedImageSource(null)).toBeNull();
  });

  it("picks a thumbnail of at least the asked width, else the largest variant, else the original", () => {
    const image = { url: "/uploads/x-2000x1000.jpg", variantWidths: [320, 640, 960, 1280, 1920] };
    expect(thumbnailUrl(image)).toBe("/uploads/x-2000x1000.jpg.320.webp");
    expect(thumbnailUrl(image, 400)).toBe("/uploads/x-2000x1000.jpg.640.webp");
    expect(thumbnailUrl({ url: "/uploads/y-100x100.png", variantWidths: [100] }, 320)).toBe(
      "/uploads/y-100x100.png.100.webp",
    );
    expect(thumbnailUrl({ url: "/uploads/z.png", variantWidths: [] })).toBe("/uploads/z.png");
  });
});
