import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applicationScreenScript } from "../app/features/membership";
import { bookingWatchScript } from "../app/features/booking";
import { defaultClinicSettings } from "../app/platform/clinic";
import {
  contentSecurityPolicy,
  frameOrigins,
  inlineScriptHashes,
  scriptHash,
} from "./content-security-policy";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inlineScriptHashes", () => {
  /** The scripts the client may insert (after a client-side navigation), always allowed. */
  const clientInserted = [sha256(applicationScreenScript), sha256(bookingWatchScript)];

  it("hashes every inline script's text, inert ones included, once each", () => {
    const html = [
      "<script>console.log(1)</script>",
      '<script type="text/x-deferred-script">window.__data = "é"</script>',
      '<script type="module">import "/assets/a.js";</script>',
      "<script>console.log(1)</script>",
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [
        sha256("console.log(1)"),
        sha256('window.__data = "é"'),
        sha256('import "/assets/a.js";'),
        ...clientInserted,
      ].sort(),
    );
  });

  it("skips external scripts, JSON-LD data blocks and empty scripts", () => {
    const html = [
      '<script src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"MedicalClinic"}</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual(clientInserted);
  });

  it("hashes the text as the browser's parser sees it, with line breaks as LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toContain(
      sha256("a()\nb()\nc()"),
    );
  });

  it("always allows the scripts the client inserts after navigating to the application or the booking page", () => {
    expect(inlineScriptHashes("<p>No scripts</p>")).toEqual([
      scriptHash(applicationScreenScript),
      scriptHash(bookingWatchScript),
    ]);
  });
});

describe("contentSecurityPolicy", () => {
  const frames = ["https://www.youtube-nocookie.com"];

  it("allows inline scripts by this response's nonce", () => {
    const policy = contentSecurityPolicy({ scripts: { nonce: "abc123" }, frames });
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com;");
    // A framed host may be asked whether it answers (reachable.ts); no other.
    expect(policy).toContain("connect-src 'self' https://www.youtube-nocookie.com;");
  });

  it("or by the hashes of a stored page's scripts, and no inline script without either", () => {
    expect(
      contentSecurityPolicy({ scripts: { hashes: ["sha256-a=", "sha256-b="] }, frames }),
    ).toContain("script-src 'self' 'sha256-a=' 'sha256-b=';");
    expect(contentSecurityPolicy({ scripts: { hashes: [] }, frames: [] })).toContain(
      "script-src 'self'; ",
    );
    expect(contentSecurityPolicy({ scripts: { hashes: [] }, frames: [] })).toContain(
      "frame-src 'none'",
    );
    expect(contentSecurityPolicy({ scripts: { hashes: [] }, frames: [] })).toContain(
      "connect-src 'self';",
    );
  });

  it("lets nobody frame the site, but the site itself frame the demo's stand-in pages", () => {
    const policy = contentSecurityPolicy({ scripts: { nonce: "n" }, frames });
    expect(policy).toContain("frame-ancestors 'none'");
    expect(
      contentSecurityPolicy({ scripts: { nonce: "n" }, frames, framedBySite: true }),
    ).toContain("frame-ancestors 'self'");
  });
});

describe("frameOrigins", () => {
  it("lists the demo's stand-ins as the site itself, and a clinic's own pages by their https origin", () => {
    expect(frameOrigins([defaultClinicSettings])).toEqual([
      "'self'",
      "https://www.google.com",
      "https://www.youtube-nocookie.com",
    ]);
    const own = structuredClone(defaultClinicSettings);
    own.urls.bookingWidget = "https://book.example.org/widget?x=1";
    own.urls.membershipSignup = "http://insecure.example.org/signup";
    // An address that is not https is never framed.
    expect(frameOrigins([own])).toEqual([
      "https://book.example.org",
      "https://www.google.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(
      contentSecurityPolicy({ scripts: { nonce: "n" }, frames: frameOrigins([own]) }),
    ).toContain("connect-src 'self' https://book.example.org https://www.google.com");
  });
});
