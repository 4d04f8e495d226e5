import { describe, expect, it } from "vitest";
import { localeFromPathname, localizePath, switchLocalePath, unlocalizedPathname } from "./locales";

describe("the language prefixes (/pt, /es)", () => {
  it.each([
    ["/", "en"],
    ["/about", "en"],
    ["/pt", "pt-BR"],
    ["/pt/", "pt-BR"],
    ["/pt/team/abc", "pt-BR"],
    ["/ptolemy", "en"],
    ["/partners", "en"],
    ["/es", "es"],
    ["/es/contact", "es"],
    ["/essentials", "en"],
  ])("%s is %s", (pathname, locale) => {
    expect(localeFromPathname(pathname)).toBe(locale);
  });

  it.each([
    ["/pt", "/"],
    ["/pt/about", "/about"],
    ["/about", "/about"],
    ["/", "/"],
    ["/ptolemy", "/ptolemy"],
    ["/es/about", "/about"],
    ["/es", "/"],
  ])("strips the prefix of %s", (pathname, expected) => {
    expect(unlocalizedPathname(pathname)).toBe(expected);
  });

  it("localizes paths, keeping query and hash", () => {
    expect(localizePath("/", "pt-BR")).toBe("/pt");
    expect(localizePath("/about", "pt-BR")).toBe("/pt/about");
    expect(localizePath("/?q=1", "pt-BR")).toBe("/pt?q=1");
    expect(localizePath("/#faq", "pt-BR")).toBe("/pt#faq");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(localizePath("https://example.com/x", "pt-BR")).toBe("https://example.com/x");
  });

  it("switches to the same page in the other language and back", () => {
    expect(switchLocalePath("/team/42", "pt-BR")).toBe("/pt/team/42");
    expect(switchLocalePath("/pt/team/42", "en")).toBe("/team/42");
    expect(switchLocalePath("/pt", "en")).toBe("/");
    expect(switchLocalePath("/", "pt-BR")).toBe("/pt");
    expect(switchLocalePath("/pt/about", "pt-BR")).toBe("/pt/about");
  });
});
