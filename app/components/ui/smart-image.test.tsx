// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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
    expect(fallback.getAttribute("src")).toBe("/images/fallback.svg");
    fireEvent.error(fallback);
    const box = screen.getByRole("img", { name: "Exam room (Image unavailable)" });
    expect(box.tagName).toBe("DIV");
    expect(box.textContent).toContain("Image unavailable");
  });

  it("uses the fallback straight away when there is no source, and renderFailed when given", () => {
    render(<SmartImage src={null} fallbackSrc={null} {...props} renderFailed={() => <p>AB</p>} />);
    expect(screen.getByText("AB")).toBeTruthy();
    cleanup();
    render(<SmartImage src="" {...props} />);
    expect(screen.getByRole("img", { name: "Exam room" }).getAttribute("src")).toBe(
      "/images/fallback.svg",
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

  it("serves an uploaded image from its WebP variants, sized from its key when no box is given", () => {
    render(
      <SmartImage
        src="/uploads/about-us/0123456789abcdef-1000x750.jpg"
        alt="Founder"
        unavailableLabel="Image unavailable"
      />,
    );
    const image = screen.getByRole("img", { name: "Founder" });
    expect(image.getAttribute("src")).toBe("/uploads/about-us/0123456789abcdef-1000x750.jpg");
    expect(image.getAttribute("srcset")).toBe(
      [320, 640, 960, 1000]
        .map((w) => `/uploads/about-us/0123456789abcdef-1000x750.jpg.${w}.webp ${w}w`)
        .join(", "),
    );
    expect(image.getAttribute("sizes")).toBe("auto, 100vw");
    expect(image.getAttribute("width")).toBe("1000");
    expect(image.getAttribute("height")).toBe("750");
  });

  it("keeps the caller's box and sizes for an uploaded image, and drops the srcset on the fallback", () => {
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
    expect(image.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
    expect(image.getAttribute("srcset")?.split(", ").at(-1)).toBe(
      "/uploads/0123456789abcdef-4000x3000.png.1920.webp 1920w",
    );
    fireEvent.error(image);
    const fallback = screen.getByRole("img", { name: "Exam room" });
    expect(fallback.getAttribute("src")).toBe("/images/fallback.svg");
    expect(fallback.getAttribute("srcset")).toBeNull();
  });

  it("adds no srcset to built-in artwork or other hosts' images", () => {
    render(<SmartImage src="/images/room.jpg" {...props} />);
    expect(screen.getByRole("img", { name: "Exam room" }).getAttribute("srcset")).toBeNull();
    cleanup();
    render(<SmartImage src="/uploads/../secret-10x10.jpg" {...props} />);
    expect(screen.getByRole("img", { name: "Exam room" }).getAttribute("srcset")).toBeNull();
  });
});
