// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { controlsScript } from "~/platform/controls/controls-script";
import { GalleryCarousel, type GallerySlide } from "./gallery-carousel";

afterEach(cleanup);

// happy-dom never fetches images and reports them complete (and broken) at once; in a
// browser they are still loading when the component mounts.
beforeAll(() => {
  // The inline script every page carries moves the carousel (app/platform/controls).
  new Function(controlsScript)();
  Object.defineProperty(HTMLImageElement.prototype, "complete", {
    configurable: true,
    get: () => false,
  });
});

const labels = {
  heading: "Photo Gallery",
  subtitle: "",
  viewportLabel: "Photos",
  previous: "Previous photo",
  next: "Next photo",
  slideLabel: "{index} of {total}",
  announcement: "Photo {index} of {total}: {caption}",
  unavailable: "Image unavailable",
};

const slides: GallerySlide[] = ["Tents", "Screenings", "Volunteers"].map((caption, index) => ({
  id: `slide-${index}`,
  src: `/images/${index}.svg`,
  alt: `${caption} illustration`,
  caption,
  width: 800,
  height: 500,
}));

function renderCarousel() {
  render(
    <>
      <h2 id="gallery-title">Photo Gallery</h2>
      <GalleryCarousel slides={slides} t={labels} headingId="gallery-title" />
    </>,
  );
  const region = screen.getByRole("region", { name: "Photo Gallery" });
  return {
    region,
    viewport: within(region).getByRole("group", { name: "Photos" }),
    previous: within(region).getByRole("button", { name: "Previous photo" }),
    next: within(region).getByRole("button", { name: "Next photo" }),
    /** The slide assistive technology sees (the others are aria-hidden and inert). */
    visibleSlide: () => {
      const visible = within(region)
        .getAllByRole("group", { hidden: true })
        .filter(
          (group) =>
            group.getAttribute("aria-roledescription") === "slide" &&
            group.getAttribute("aria-hidden") !== "true",
        );
      expect(visible).toHaveLength(1);
      return visible[0] as HTMLElement;
    },
    live: () => region.querySelector('[aria-live="polite"]')?.textContent,
  };
}

function pointer(type: "pointerDown" | "pointerUp", target: HTMLElement, x: number, y = 100) {
  fireEvent[type](target, {
    pointerId: 1,
    pointerType: "touch",
    isPrimary: true,
    button: 0,
    clientX: x,
    clientY: y,
  });
}

describe("GalleryCarousel, moved by the page's controls script", () => {
  it("is a labelled carousel region whose slides are labelled n of total", () => {
    const { region, visibleSlide, previous, next, live } = renderCarousel();
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
    expect(within(visibleSlide()).getByText("Tents").tagName).toBe("FIGCAPTION");
    const image = within(visibleSlide()).getByRole("img", { name: "Tents illustration" });
    expect(image.getAttribute("src")).toBe("/images/0.svg");
    expect(image.getAttribute("width")).toBe("800");
    expect(image.getAttribute("height")).toBe("500");
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(next.getAttribute("aria-controls")).toBe("gallery-viewport");
    expect(live()).toBe("");
  });

  it("moves with the buttons, announces the new photo and disables the buttons at the ends", () => {
    const { visibleSlide, previous, next, live, viewport } = renderCarousel();
    fireEvent.click(next);
    expect(visibleSlide().getAttribute("aria-label")).toBe("2 of 3");
    expect(live()).toBe("Photo 2 of 3: Screenings");
    expect((previous as HTMLButtonElement).disabled).toBe(false);

    next.focus();
    fireEvent.click(next);
    expect(visibleSlide().getAttribute("aria-label")).toBe("3 of 3");
    expect((next as HTMLButtonElement).disabled).toBe(true);
    // The focus does not fall to the page when its button is disabled.
    expect(document.activeElement).toBe(viewport);

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
    expect((previous as HTMLButtonElement).disabled).toBe(true);
  });

  it("follows the arrow keys, Home and End, and stops at the ends", () => {
    const { visibleSlide, viewport } = renderCarousel();
    fireEvent.keyDown(viewport, { key: "ArrowLeft" });
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
    fireEvent.keyDown(viewport, { key: "ArrowRight" });
    expect(visibleSlide().getAttribute("aria-label")).toBe("2 of 3");
    fireEvent.keyDown(viewport, { key: "End" });
    expect(visibleSlide().getAttribute("aria-label")).toBe("3 of 3");
    fireEvent.keyDown(viewport, { key: "ArrowRight" });
    expect(visibleSlide().getAttribute("aria-label")).toBe("3 of 3");
    fireEvent.keyDown(viewport, { key: "Home" });
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
    // A shortcut with a modifier is not ours.
    fireEvent.keyDown(viewport, { key: "ArrowRight", altKey: true });
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
  });

  it("follows swipes of one pointer", () => {
    const { visibleSlide, viewport } = renderCarousel();
    pointer("pointerDown", viewport, 300);
    pointer("pointerUp", viewport, 100);
    expect(visibleSlide().getAttribute("aria-label")).toBe("2 of 3");
    pointer("pointerDown", viewport, 100);
    pointer("pointerUp", viewport, 300);
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
    // A vertical drag (page scroll) and a release without a press do nothing.
    pointer("pointerDown", viewport, 300, 100);
    pointer("pointerUp", viewport, 200, 400);
    pointer("pointerUp", viewport, 0);
    expect(visibleSlide().getAttribute("aria-label")).toBe("1 of 3");
  });
});
