import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  controlCharacterIn,
  isCrossSiteRequest,
  PUBLIC_BODY_LIMIT,
} from "./request-guards";

const site = "https://clinic.example.com";
const post = {
  method: "POST",
  origin: undefined,
  fetchSite: undefined,
  requestOrigin: site,
  siteOrigin: site,
};

describe("cross-site requests", () => {
  it("lets the site's own posts through, under its public origin or the addressed host", () => {
    expect(isCrossSiteRequest({ ...post, origin: site })).toBe(false);
    expect(
      isCrossSiteRequest({
        ...post,
        origin: "http://127.0.0.1:3000",
        requestOrigin: "http://127.0.0.1:3000",
      }),
    ).toBe(false);
    expect(isCrossSiteRequest({ ...post, fetchSite: "same-origin" })).toBe(false);
    // Typed into the address bar or opened from a bookmark.
    expect(isCrossSiteRequest({ ...post, fetchSite: "none" })).toBe(false);
  });

  it("refuses posts from another site, a sibling subdomain or a sandboxed page", () => {
    expect(isCrossSiteRequest({ ...post, origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteRequest({ ...post, origin: "https://clinic.example.com.evil.example" })).toBe(
      true,
    );
    expect(isCrossSiteRequest({ ...post, origin: "http://clinic.example.com" })).toBe(true);
    expect(isCrossSiteRequest({ ...post, origin: "null" })).toBe(true);
    expect(isCrossSiteRequest({ ...post, fetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteRequest({ ...post, fetchSite: "same-site" })).toBe(true);
    // Origin decides over a contradicting Sec-Fetch-Site.
    expect(
      isCrossSiteRequest({ ...post, origin: "https://evil.example", fetchSite: "same-origin" }),
    ).toBe(true);
  });

  it("never refuses reads, and lets a client that is not a browser post", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect(isCrossSiteRequest({ ...post, method, origin: "https://evil.example" })).toBe(false);
    }
    expect(isCrossSiteRequest(post)).toBe(false);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(isCrossSiteRequest({ ...post, method, origin: "https://evil.example" })).toBe(true);
    }
  });
});

describe("body limits", () => {
  it("keeps public forms small and gives the staff portal room for images", () => {
    expect(bodyLimitFor("/contact")).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor("/pt/foundation")).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor("/administrator")).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor("/admin/media")).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitFor("/admin")).toBeGreaterThan(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor("/admin.data")).toBeGreaterThan(PUBLIC_BODY_LIMIT);
    expect(bodyLimitFor("/api/auth/sign-in/email")).toBe(PUBLIC_BODY_LIMIT);
  });
});

describe("control characters in the address", () => {
  it("finds them in the path (no page can have one) and in the query, raw or percent-encoded", () => {
    expect(controlCharacterIn("/health-tips/%00")).toBe("path");
    expect(controlCharacterIn("/pt/team/a%0Ab")).toBe("path");
    expect(controlCharacterIn("/about\u0000")).toBe("path");
    expect(controlCharacterIn("/admin/lab-tests?q=%00")).toBe("query");
    expect(controlCharacterIn("/lab-tests?q=a%1fb")).toBe("query");
    expect(controlCharacterIn("/?x=%7F")).toBe("query");
  });

  it("lets every ordinary address through, encoded spaces, accents and percent signs included", () => {
    for (const url of [
      "/",
      "/pt/sobre",
      "/lab-tests?q=vitamin%20d",
      "/health-tips?category=nutri%C3%A7%C3%A3o",
      "/lab-tests?q=100%25",
      "/lab-tests?q=%20%2F%3F",
      "/assets/app-2f0a.js",
    ]) {
      expect(controlCharacterIn(url), url).toBeNull();
    }
  });
});
