// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LogoStrip } from "./logo-strip";

afterEach(cleanup);

describe("LogoStrip", () => {
  it("shows only the partners that have a logo, then the closing line", () => {
    render(
      <LogoStrip
        heading="Proud to Partner With"
        more="…and more to come."
        partners={[
          { id: "one", name: "First Studio", logo: "/images/partners/one.svg" },
          { id: "two", name: "No Logo Yet", logo: null },
          { id: "three", name: "Third Clinic", logo: "/images/partners/three.svg" },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "Proud to Partner With" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["First Studio", "Third Clinic"]);
    expect(section.querySelectorAll("img")).toHaveLength(2);
    expect([...section.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      "/images/partners/one.svg",
      "/images/partners/three.svg",
    ]);
    for (const img of section.querySelectorAll("img")) {
      expect(img.getAttribute("width")).toBeTruthy();
      expect(img.getAttribute("height")).toBeTruthy();
    }
    expect(section.textContent).not.toContain("No Logo Yet");
    expect(section.lastElementChild?.lastElementChild?.textContent).toBe("…and more to come.");
  });

  it("still ends with the closing line when no partner has a logo", () => {
    render(
      <LogoStrip
        heading="Partners"
        more="…and more to come."
        partners={[{ id: "two", name: "No Logo Yet", logo: null }]}
      />,
    );
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(screen.getByText("…and more to come.")).toBeTruthy();
  });
});
