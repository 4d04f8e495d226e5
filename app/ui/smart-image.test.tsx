// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SmartImage } from "./smart-image";

afterEach(cleanup);

// happy-dom never fetches images and reports them complete at once; in a browser
// they are still loading when the component mounts, which is what these tests model.
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, "complete", {
    configurable: true,
    get: () => false,
  });
});

const props = { alt: "Exam room", width: 800, height: 600, unavailableLabel: "Image unavailable" };

describe("SmartImage", () => {
  it("is sized, lazy and marked as loading until it loads", () => {
    render(<SmartImage src="/images/room.jpg" {...props} />);
    const image = screen.getByRole("img", { name: "Exam room" });
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("600");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.dataset.state).toBe("loading");
    fireEvent.load(image);
    expect(image.dataset.state).toBe("loaded");
  });

  it("loads eagerly with high priority when it is the page's main image", () => {
    render(<SmartImage src="/images/hero.jpg" {...props} priority />);
    const image = screen.getByRole("img", { name: "Exam room" });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("switches to the fallback image on error, then to an 'Image unavailable' box", () => {
    render(<SmartImage src="/images/broken.jpg" fallbackSrc="/images/fallback.svg" {...props} />);
    fireEvent.error(screen.getByRole("img", { name: "Exam room" }));
    const fallback = screen.getByRole("img", { name: "Exam room" });
    expect(fallback.getAttribute("src")).toMatch(/^\/images\/generated\/fallback\./);
    fireEvent.error(fallback);
    const box = screen.getByRole("img", { name: "Exam room (Image unavailable)" });
    expect(box.tagName).toBe("DIV");
    expect(box.textContent).toContain("Image unavailable");
  });

  it("moves on once when one failure is reported twice (an error replayed at hydration, and the check)", () => {
    render(<SmartImage src="/images/broken.jpg" fallbackSrc="/images/fallback.svg" {...props} />);
    const image = screen.getByRole("img", { name: "Exam room" });
    act(() => {
      fireEvent.error(image);
      fireEvent.error(image);
    });
    expect(screen.getByRole("img", { name: "Exam room" }).getAttribute("src")).toMatch(
      /^\/images\/generated\/fallback\./,
    );
  });

  it("uses the fallback straight away when there is no source, and renderFailed when given", () => {
    render(<SmartImage src={null} fallbackSrc={null} {...props} renderFailed={() => <p>AB</p>} />);
    expect(screen.getByText("AB")).toBeTruthy();
    cleanup();
    render(<SmartImage src="" {...props} />);
    expect(screen.getByRole("img", { name: "Exam room" }).getAttribute("src")).toMatch(
      /^\/images\/generated\/fallback\./,
    );
  });

  it("notices an image that failed before hydration attached its handlers", () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "complete");
    Object.defineProperty(HTMLImageElement.prototype, "complete", {
      configurable: true,
      get: () => true,
    });
    try {
      render(<SmartImage src="/images/broken.jpg" fallbackSrc={null} {...props} />);
      expect(screen.getByRole("img", { name: "Exam room (Image unavailable)" }).tagName).toBe(
        "DIV",
      );
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, "complete", complete);
    }
  });

  it("serves an uploaded image as AVIF and WebP variants, sized from its key when no box is given", () => {
    render(
      <SmartImage
        src="/uploads/about-us/0123456789abcdef-1000x750.jpg"
        alt="Founder"
        unavailableLabel="Image unavailable"
      />,
    );
    const image = screen.getByRole("img", { name: "Founder" });
    expect(image.getAttribute("src")).toBe("/uploads/about-us/0123456789abcdef-1000x750.jpg");
    expect(image.getAttribute("width")).toBe("1000");
    expect(image.getAttribute("height")).toBe("750");
    const sources = sourcesOf(image);
    expect(sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const { type, srcset, sizes } of sources) {
      const format = type.replace("image/", "");
      expect(srcset).toBe(
        [320, 640, 960, 1000]
          .map((w) => `/uploads/about-us/0123456789abcdef-1000x750.jpg.${w}.${format} ${w}w`)
          .join(", "),
      );
      expect(sizes).toBe("auto, 100vw");
    }
    // The standard applies the sources' "auto" only when the lazy <img> says "auto" too.
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("sizes")).toBe("auto");
  });

  it("keeps the caller's box and sizes for an uploaded image, then shows the fallback artwork", () => {
    render(
      <SmartImage
        src="/uploads/0123456789abcdef-4000x3000.png"
        {...props}
        sizes="(min-width: 1024px) 50vw, 100vw"
        priority
      />,
    );
    const image = screen.getByRole("img", { name: "Exam room" });
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("600");
    const [avif] = sourcesOf(image);
    expect(avif?.sizes).toBe("(min-width: 1024px) 50vw, 100vw");
    expect(image.hasAttribute("sizes")).toBe(false);
    expect(avif?.srcset.split(", ").at(-1)).toBe(
      "/uploads/0123456789abcdef-4000x3000.png.1920.avif 1920w",
    );
    fireEvent.error(image);
    const fallback = screen.getByRole("img", { name: "Exam room" });
    expect(fallback.getAttribute("src")).toMatch(
      /^\/images\/generated\/fallback\.[0-9a-f]{10}-\d+\.webp$/,
    );
    expect(sourcesOf(fallback)[0]?.srcset).toMatch(
      /\/images\/generated\/fallback\.[0-9a-f]{10}-320\.avif 320w/,
    );
  });

  it("serves the site's own SVG artwork from its renderings, and anything else as it is", () => {
    render(<SmartImage src="/images/hero.svg" {...props} />);
    const hero = screen.getByRole("img", { name: "Exam room" });
    expect(hero.getAttribute("src")).toMatch(/^\/images\/generated\/hero\.[0-9a-f]{10}-480\.webp$/);
    expect(sourcesOf(hero)[1]?.srcset).toMatch(/hero\.[0-9a-f]{10}-1280\.webp 1280w$/);
    cleanup();
    render(<SmartImage src="/images/room.jpg" {...props} />);
    const other = screen.getByRole("img", { name: "Exam room" });
    expect(other.getAttribute("src")).toBe("/images/room.jpg");
    expect(sourcesOf(other)).toEqual([]);
    cleanup();
    render(<SmartImage src="/uploads/../secret-10x10.jpg" {...props} />);
    expect(sourcesOf(screen.getByRole("img", { name: "Exam room" }))).toEqual([]);
  });
});

function sourcesOf(image: HTMLElement) {
  const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
  return [...(picture?.querySelectorAll("source") ?? [])].map((source) => ({
    type: source.getAttribute("type") ?? "",
    srcset: source.getAttribute("srcset") ?? "",
    sizes: source.getAttribute("sizes") ?? "",
  }));
}
