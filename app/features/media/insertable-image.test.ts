import { describe, expect, it } from "vitest";
import { insertableImage, libraryAltText } from "./insertable-image";

describe("insertableImage", () => {
  it("takes the widest WebP copy with its own size", () => {
    expect(
      insertableImage({
        url: "/uploads/ab12-3000x2000.jpg",
        width: 3000,
        height: 2000,
        variantWidths: [320, 640, 960, 1280, 1920],
      }),
    ).toEqual({ src: "/uploads/ab12-3000x2000.jpg.1920.webp", width: 1920, height: 1280 });
  });

  it("keeps the original when no copy was made, sized from the library or its key", () => {
    expect(
      insertableImage({ url: "/uploads/cd-40x30.png", width: 40, height: 30, variantWidths: [] }),
    ).toEqual({ src: "/uploads/cd-40x30.png", width: 40, height: 30 });
    expect(
      insertableImage({
        url: "/uploads/cd-40x30.png",
        width: null,
        height: null,
        variantWidths: [40],
      }),
    ).toEqual({ src: "/uploads/cd-40x30.png.40.webp", width: 40, height: 30 });
    expect(
      insertableImage({ url: "/uploads/old.png", width: null, height: null, variantWidths: [] }),
    ).toEqual({ src: "/uploads/old.png", width: null, height: null });
  });
});

describe("libraryAltText", () => {
  it("reads the article's language, with no English stand-in for another language", () => {
    const image = { altTexts: { en: " A nurse " } };
    expect(libraryAltText(image, "en")).toBe("A nurse");
    expect(libraryAltText(image, "pt-BR")).toBe("");
    expect(libraryAltText(image, "es")).toBe("");
    expect(libraryAltText({ altTexts: { es: "Una enfermera" } }, "es")).toBe("Una enfermera");
    expect(libraryAltText({ altTexts: { "pt-BR": "Uma enfermeira" } }, "pt-BR")).toBe(
      "Uma enfermeira",
    );
  });
});
