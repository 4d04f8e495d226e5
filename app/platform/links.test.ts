import { describe, expect, it } from "vitest";
import {
  htmlAddressProblems,
  isEditorLink,
  isSiteImage,
  isSitePath,
  isTextLink,
  isWebAddress,
} from "./links";

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

  it("takes an e-mail link as well in an article's or a page's text", () => {
    expect(isTextLink("mailto:front@clinic.example")).toBe(true);
    expect(isTextLink("/contact")).toBe(true);
    expect(isTextLink("https://www.cdc.gov/flu/")).toBe(true);
    expect(isTextLink("www.cdc.gov/flu/")).toBe(false);
    expect(isTextLink("http://example.com")).toBe(false);
    expect(isTextLink("javascript:alert(1)")).toBe(false);
    expect(isTextLink("/\\evil.example")).toBe(false);
  });

  it("names the first off-site picture and the first bad link in editor HTML", () => {
    expect(
      htmlAddressProblems(
        '<p><a href="/contact">us</a> <A HREF=\'mailto:a@b.example\'>mail</A> <a href="https://x.example">x</a></p>' +
          '<img src="/uploads/a.webp" alt=""><img src="data:image/png;base64,AA" alt="">',
      ),
    ).toEqual({ image: undefined, link: undefined });
    expect(
      htmlAddressProblems(
        '<img alt="a" src="/uploads/a.webp"><IMG SRC=//cdn.example/b.png><img src="https://c.example/c.png">' +
          '<a href="https://ok.example">ok</a><a class="x" href="/\\evil.example/phish">bad</a><a href="http://d.example">d</a>',
      ),
    ).toEqual({ image: "//cdn.example/b.png", link: "/\\evil.example/phish" });
    expect(
      htmlAddressProblems('<a href="www.cdc.gov/flu/">CDC</a><a href="http://x.example">x</a>'),
    ).toEqual({
      image: undefined,
      link: "www.cdc.gov/flu/",
    });
  });

  it("leaves script links and odd picture sources to the sanitizer (attacks, not mistakes)", () => {
    expect(
      htmlAddressProblems(
        '<img src=x onerror="alert(1)"><img src="javascript:alert(1)">' +
          '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#x3A;alert(1)">b</a>' +
          '<a href="data:text/html,hi">c</a><a href="#top">d</a>',
      ),
    ).toEqual({ image: undefined, link: undefined });
  });
});
