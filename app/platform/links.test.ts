import { describe, expect, it } from "vitest";
import { isEditorLink, isSiteImage, isSitePath, isWebAddress } from "./links";

describe("the rule for links staff type", () => {
  it.each([
    ["/contact", true],
    ["/schedule-visit?from=about#form", true],
    ["/pt/sobre", true],
    ["/", true],
    ["//evil.example/phish", false],
    ["/\\evil.example/phish", false],
    ["/a\\b", false],
    ["/a b", false],
    ["/a\u0000b", false],
    ["/a\tb", false],
    ["contact", false],
    ["", false],
  ])("site path %j: %s", (value, ok) => {
    expect(isSitePath(value)).toBe(ok);
  });

  it.each([
    ["https://example.com/visit?x=1", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["http://example.com", false],
    ["https:/example.com", false],
    ["https:\\\\example.com", false],
    ["https://exa mple.com", false],
    ["https://", false],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["mailto:front@clinic.example", false],
    ["example.com", false],
  ])("web address %j: %s", (value, ok) => {
    expect(isWebAddress(value)).toBe(ok);
  });

  it("takes a site path or a full https address, and nothing else", () => {
    expect(isEditorLink("/contact")).toBe(true);
    expect(isEditorLink("https://example.com")).toBe(true);
    expect(isEditorLink("/\\evil.example")).toBe(false);
    expect(isEditorLink("http://example.com")).toBe(false);
  });

  it("takes only pictures on this site for an image field", () => {
    expect(isSiteImage("/images/blog-default.svg")).toBe(true);
    expect(isSiteImage("/uploads/2026/a.webp")).toBe(true);
    expect(isSiteImage("http://example.com/a.png")).toBe(false);
    expect(isSiteImage("https://example.com/a.png")).toBe(false);
    expect(isSiteImage("//example.com/a.png")).toBe(false);
    expect(isSiteImage("images/a.png")).toBe(false);
  });
});
