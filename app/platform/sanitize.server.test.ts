import { describe, expect, it } from "vitest";
import { demoBlogPosts } from "~/startup/seed/demo-content.server";
import { safeImageSrc, safeLinkTarget, sanitizePostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  it("keeps the allowed text structure as it is", () => {
    const html = [
      "<h2>Title</h2>",
      "<h3>Sub</h3>",
      "<h4>Minor</h4>",
      "<p>Some <strong>strong</strong>, <em>em</em>, <b>b</b> and <i>i</i> text.<br />Next line.</p>",
      "<ul><li>one</li></ul>",
      "<ol><li>two</li></ol>",
      "<blockquote>Quote</blockquote>",
    ].join("");
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps the seeded demo posts intact (they use only allowed markup)", () => {
    for (const post of demoBlogPosts) {
      expect(sanitizePostHtml(post.content ?? "")).toBe(post.content);
    }
  });

  it("removes script tags together with their code", () => {
    const clean = sanitizePostHtml(
      '<p>Hi</p><script>alert("x")</script><SCRIPT src="https://evil.example/x.js"></SCRIPT><p>there</p>',
    );
    expect(clean).toBe("<p>Hi</p><p>there</p>");
    expect(clean.toLowerCase()).not.toContain("script");
    expect(clean).not.toContain("alert");
  });

  it("removes event handler attributes from every element", () => {
    const clean = sanitizePostHtml(
      '<p onclick="alert(1)" onmouseover="alert(2)">Text</p><img src="/images/a.svg" alt="A" onerror="alert(3)"><a href="https://example.com" onfocus="alert(4)">link</a>',
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toContain("alert");
    expect(clean).toContain("<p>Text</p>");
  });

  it("removes javascript:, data: and other unsafe link targets, keeping the link text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
      "//evil.example/path",
      "/\\evil.example/path",
      "ftp://files.example.com/a",
      "tel:+14075550142",
    ]) {
      const clean = sanitizePostHtml(`<p><a href="${href}">Click me</a></p>`);
      expect(clean, href).toBe("<p>Click me</p>");
    }
  });

  it("removes iframes, objects, forms and other elements outside the allowlist", () => {
    const clean = sanitizePostHtml(
      [
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<form action="https://evil.example"><input name="q"><button>Go</button></form>',
        "<style>body{display:none}</style>",
        '<svg><a href="javascript:alert(1)">svg</a></svg>',
        "<h1>Big</h1><h5>Small</h5>",
        '<div class="x"><span id="y">Inside</span></div>',
        "<table><tr><td>cell</td></tr></table>",
      ].join(""),
    );
    for (const tag of ["iframe", "object", "embed", "form", "input", "button", "style", "svg"]) {
      expect(clean).not.toContain(`<${tag}`);
    }
    expect(clean).not.toContain("display:none");
    expect(clean).not.toMatch(/<(div|span|table|td|h1|h5)\b/);
    // The text of dropped wrappers stays; a stray <h1> becomes the level below the page's own.
    expect(clean).toContain("<h2>Big</h2>");
    expect(clean).toContain("Inside");
    expect(clean).toContain("cell");
  });

  it("removes style, class, id and any other attribute", () => {
    const clean = sanitizePostHtml(
      '<p style="color:red" class="lead" id="intro" title="t" data-x="1">Red</p><h2 style="background:url(javascript:alert(1))">H</h2>',
    );
    expect(clean).toBe("<p>Red</p><h2>H</h2>");
  });

  it("opens external links in a new tab without leaking the opener, and says so when asked", () => {
    expect(
      sanitizePostHtml(
        '<a href="https://www.cdc.gov/flu/" target="_self" rel="opener" title="x">CDC</a>',
      ),
    ).toBe('<a href="https://www.cdc.gov/flu/" target="_blank" rel="noopener noreferrer">CDC</a>');
    expect(
      sanitizePostHtml('<a href="http://example.com">E</a>', { newTabDescriptionId: "new-tab" }),
    ).toBe(
      '<a href="http://example.com/" target="_blank" rel="noopener noreferrer" aria-describedby="new-tab">E</a>',
    );
  });

  it("keeps mailto: and site links as ordinary links", () => {
    expect(sanitizePostHtml('<a href="mailto:hello@clinic.example.com">Mail</a>')).toBe(
      '<a href="mailto:hello@clinic.example.com">Mail</a>',
    );
    expect(sanitizePostHtml('<a href="/contact" target="_blank">Contact</a>')).toBe(
      '<a href="/contact">Contact</a>',
    );
  });

  it("keeps what the editor's Insert image writes: the library's WebP copy, its size, alt (or decorative) and lazy loading", () => {
    const inserted =
      '<p>Before <img src="/uploads/3f9a0c1b-3000x2000.jpg.1920.webp" alt="A nurse checks a child" width="1920" height="1280" loading="lazy"> after</p>';
    expect(sanitizePostHtml(inserted)).toBe(
      '<p>Before <img src="/uploads/3f9a0c1b-3000x2000.jpg.1920.webp" alt="A nurse checks a child" width="1920" height="1280" loading="lazy" decoding="async" /> after</p>',
    );
    expect(
      sanitizePostHtml(
        '<img src="/uploads/x-40x30.png" alt="" width="40" height="30" loading="lazy">',
      ),
    ).toBe(
      '<img src="/uploads/x-40x30.png" alt="" width="40" height="30" loading="lazy" decoding="async" />',
    );
    // Idempotent: the article page sanitizes the stored HTML again.
    expect(sanitizePostHtml(sanitizePostHtml(inserted))).toBe(sanitizePostHtml(inserted));
  });

  it("keeps images from the site with alt and numeric sizes only, lazily loaded", () => {
    expect(
      sanitizePostHtml(
        '<img src="/uploads/blog/a.jpg" alt="A salad" width="800" height="450" style="border:0" class="x">',
      ),
    ).toBe(
      '<img src="/uploads/blog/a.jpg" alt="A salad" width="800" height="450" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="/images/hero.svg" width="100%" height="x">')).toBe(
      '<img src="/images/hero.svg" alt="" loading="lazy" decoding="async" />',
    );
    // Another host's image would be blocked by the page's policy (img-src 'self'): dropped.
    for (const src of [
      "https://cdn.example.com/a.jpg",
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "//evil.example/a.png",
      "/\\evil.example/a.png",
      "images/relative.png",
      "",
    ]) {
      expect(sanitizePostHtml(`<p>a<img src="${src}" alt="x">b</p>`), src).toBe("<p>ab</p>");
    }
  });

  it("escapes text so it cannot become markup", () => {
    expect(sanitizePostHtml("<p>1 < 2 &amp; 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
    expect(sanitizePostHtml("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    );
  });
});

describe("sanitizePostHtml and the staff portal's editor", () => {
  it("keeps what the TipTap editor writes, tidying its link attributes", () => {
    const tiptap = [
      "<h2>Heading</h2><h3>Smaller</h3>",
      '<p>Plain <strong>bold</strong> <em>italic</em> <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.cdc.gov/flu/">CDC</a><br>next</p>',
      "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>",
      "<blockquote><p>Quote</p></blockquote><p></p>",
    ].join("");
    expect(sanitizePostHtml(tiptap)).toBe(
      [
        "<h2>Heading</h2><h3>Smaller</h3>",
        '<p>Plain <strong>bold</strong> <em>italic</em> <a href="https://www.cdc.gov/flu/" target="_blank" rel="noopener noreferrer">CDC</a><br />next</p>',
        "<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>",
        "<blockquote><p>Quote</p></blockquote><p></p>",
      ].join(""),
    );
  });

  it("closes the elements after a dropped link or image properly", () => {
    expect(
      sanitizePostHtml(
        '<p>Text <a href="javascript:alert(1)">bad</a> <a href="https://www.cdc.gov/">CDC</a></p>',
      ),
    ).toBe(
      '<p>Text bad <a href="https://www.cdc.gov/" target="_blank" rel="noopener noreferrer">CDC</a></p>',
    );
    expect(sanitizePostHtml('<img src=x onerror="alert(1)"><p>after</p><p>next</p>')).toBe(
      "<p>after</p><p>next</p>",
    );
    expect(
      sanitizePostHtml('<a href="javascript:x"><img src="/a.png"></a><a href="/x">y</a>'),
    ).toBe('<img src="/a.png" alt="" loading="lazy" decoding="async" /><a href="/x">y</a>');
  });

  it("is idempotent: sanitizing on save and again before render keeps the same HTML", () => {
    for (const html of [
      '<p><a href="https://example.com">x</a> <a href="/contact">y</a></p>',
      '<p><img src="/uploads/a.jpg" alt="A" width="10"></p>',
      "<h1>One</h1><p>1 &lt; 2</p>",
      ...attackVectors,
    ]) {
      const once = sanitizePostHtml(html);
      expect(sanitizePostHtml(once), html).toBe(once);
    }
  });

  it("leaves nothing script-capable of the known stored-XSS vectors", () => {
    const allowedTags = ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "b", "i"];
    allowedTags.push("a", "blockquote", "br", "img");
    const allowed: Record<string, string[]> = {
      a: ["href", "target", "rel"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
    };
    for (const vector of attackVectors) {
      const clean = sanitizePostHtml(vector);
      for (const { tag, attributes } of tagsIn(clean)) {
        expect(allowedTags, vector).toContain(tag);
        for (const [name, value] of attributes) {
          expect(allowed[tag] ?? [], `${vector}: <${tag} ${name}>`).toContain(name);
          if (name === "href" || name === "src") expect(value).toMatch(/^(https?:\/\/|\/[^/\\])/);
        }
      }
    }
  });

  it("drops the contents of raw-text elements, as a browser would read them (mutation XSS)", () => {
    for (const vector of [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<iframe><img title="</iframe><img src=x onerror=alert(1)>"></iframe>',
      '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
      '<noframes><img title="</noframes><img src=x onerror=alert(1)>"></noframes>',
      "<plaintext><img src=x onerror=alert(1)>",
    ]) {
      const clean = sanitizePostHtml(`<p>Before</p>${vector}`);
      expect(clean.startsWith("<p>Before</p>"), vector).toBe(true);
      // At most the quote that followed the closing tag is left, as text.
      expect(clean.slice("<p>Before</p>".length), vector).toMatch(/^(|"&gt;)$/);
    }
  });

  // We stay on sanitize-html 2.17.5 while Node 20 is supported (docs/decisions/012):
  // 2.17.6 and 2.17.7 fixed SVG animations that retarget a link and the raw text of
  // <textarea> and <xmp>. Neither reaches through this allowlist.
  it("withstands what sanitize-html fixed after 2.17.5", () => {
    for (const vector of [
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      '<svg><a><set attributeName="xlink:href" to="javascript:alert(1)"/><text>x</text></a></svg>',
      "<textarea>&lt;img src=x onerror=alert(1)&gt;</textarea>",
      "<xmp><img src=x onerror=alert(1)></xmp>",
      "<p><textarea></p><img src=x onerror=alert(1)></textarea></p>",
    ]) {
      const clean = sanitizePostHtml(`<p>Before</p>${vector}`);
      expect(clean, vector).not.toMatch(/animate|<set|javascript:|onerror|<img|<textarea|<xmp/i);
      expect(
        tagsIn(clean).every(({ tag }) => ["p", "a"].includes(tag)),
        clean,
      ).toBe(true);
    }
  });
});

/** The elements of sanitized HTML (always double-quoted attributes) with their attributes. */
function tagsIn(html: string): { tag: string; attributes: [string, string][] }[] {
  const tags = [...html.matchAll(/<([a-z0-9]+)((?:\s+[^\s=>"/]+(?:="[^"]*")?)*)\s*\/?>/gi)];
  // Everything that looks like a tag must have been read as one.
  expect(html.replace(/<\/?[a-z0-9]+((?:\s+[^\s=>"/]+(?:="[^"]*")?)*)\s*\/?>/gi, "")).not.toContain(
    "<",
  );
  return tags.map(([, tag = "", rest = ""]) => ({
    tag: tag.toLowerCase(),
    attributes: [...rest.matchAll(/\s+([^\s=>"/]+)(?:="([^"]*)")?/g)].map(
      ([, name = "", value = ""]): [string, string] => [name.toLowerCase(), value],
    ),
  }));
}

/** The vectors the browser test (tests/e2e/admin-blog.spec.ts) saves through the editor. */
const attackVectors = [
  "<script>window.__xss = 1</script>",
  '<img src=x onerror="window.__xss = 1">',
  '<img src="/images/blog-default.svg" onload="window.__xss = 1">',
  '<svg onload="window.__xss = 1"></svg>',
  '<svg><a xlink:href="javascript:window.__xss = 1"><text>svg link</text></a></svg>',
  '<a href="javascript:window.__xss = 1">js link</a>',
  '<a href="JaVaScRiPt&#x3A;window.__xss=1">entity link</a>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss = 1"></iframe>',
  '<p style="background:url(javascript:window.__xss=1); width: expression(window.__xss=1)">styled</p>',
  "<style>@import 'javascript:window.__xss=1';</style>",
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<p onclick="window.__xss = 1" onmouseover="window.__xss = 1">handlers</p>',
  '<a href="https://example.com/" onfocus="window.__xss = 1" autofocus>focus</a>',
  '<strong onmouseenter="window.__xss = 1">bold</strong>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<details open ontoggle="window.__xss = 1"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss = 1">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<video><source onerror="window.__xss = 1"></video>',
  '<img src="/uploads/a.png" alt="&quot; onerror=&quot;window.__xss=1">',
];

describe("the URL rules", () => {
  it("tells external, mailto and site links apart", () => {
    expect(safeLinkTarget("https://example.com/a?b=1#c")).toEqual({
      kind: "external",
      href: "https://example.com/a?b=1#c",
    });
    expect(safeLinkTarget("mailto:a@example.com")).toEqual({
      kind: "mailto",
      href: "mailto:a@example.com",
    });
    expect(safeLinkTarget("/health-tips")).toEqual({ kind: "internal", href: "/health-tips" });
    expect(safeLinkTarget("#section")).toBeNull();
    expect(safeLinkTarget(undefined)).toBeNull();
  });

  it("accepts only paths on this site as image sources", () => {
    expect(safeImageSrc("https://cdn.example.com/a.webp")).toBeNull();
    expect(safeImageSrc(" /uploads/a.webp ")).toBe("/uploads/a.webp");
    expect(safeImageSrc("blob:https://example.com/1")).toBeNull();
    expect(safeImageSrc("mailto:a@example.com")).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
  });
});
