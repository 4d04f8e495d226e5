/**
 * What the visual editor makes of HTML pasted from Word or Google Docs
 * (TipTap's transformPastedHTML): the text's structure (headings, paragraphs,
 * lists, links, bold and italic, quotes) and nothing of the word processor's
 * debris (styles, classes, spans, fonts, <o:p>, comments, Word's conditional
 * markup, Google's <b id="docs-internal-guid-…"> wrapper). Tables are outside
 * the site's allowlist: each cell's text is kept as a paragraph. The server's
 * sanitizer (app/platform/sanitize.server.ts) stays the final guard; this only
 * makes the editor show what will be kept. Runs where a DOM is (the browser,
 * happy-dom in tests).
 */

/** Elements kept as they are (their attributes dropped, except a link's href). */
const KEPT = new Set([
  "P",
  "H2",
  "H3",
  "H4",
  "UL",
  "OL",
  "LI",
  "STRONG",
  "EM",
  "A",
  "BLOCKQUOTE",
  "BR",
]);
/** Elements kept under another name. */
const RENAMED: Record<string, string> = { B: "STRONG", I: "EM", H1: "H2", H5: "H4", H6: "H4" };
/** Elements whose contents are no reader's text. */
const DROPPED = new Set([
  "SCRIPT",
  "STYLE",
  "META",
  "LINK",
  "TITLE",
  "HEAD",
  "XML",
  "TEMPLATE",
  "NOSCRIPT",
  "IFRAME",
  "OBJECT",
  "SVG",
  "IMG",
  "O:P",
  "V:SHAPETYPE",
  "V:SHAPE",
  "W:SDT",
]);
/** Block elements that become paragraphs when they hold text directly. */
const BLOCKS = new Set(["DIV", "SECTION", "ARTICLE", "TD", "TH", "CAPTION", "DT", "DD", "PRE"]);

/**
 * Word's conditional markup: `<!--[if …]>…<![endif]-->` (hidden from other programs)
 * and `<![if …]>…<![endif]>` (shown to them: a list's bullet, a picture's fallback,
 * both debris here), and the <o:p> paragraph marks.
 */
function withoutWordMarkup(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!\[if[^\]]*\]>[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<\/?o:p[^>]*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
}

function styleOf(element: Element): string {
  return (element.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "");
}

/** Bold or italic written as a style (Google Docs' spans, Word's "font-weight:bold"). */
function styledMarks(element: Element): { bold: boolean; italic: boolean } {
  const style = styleOf(element);
  const weight = /(?:^|;)font-weight:(bold|[6-9]00)/.exec(style);
  return { bold: weight !== null, italic: /(?:^|;)font-style:italic/.test(style) };
}

/** Google Docs' <b style="font-weight:normal" id="docs-internal-guid-…">, around everything. */
function isGoogleWrapper(element: Element): boolean {
  return (
    element.tagName === "B" &&
    ((element.getAttribute("id") ?? "").startsWith("docs-internal-guid") ||
      /(?:^|;)font-weight:(normal|[1-4]00)/.test(styleOf(element)))
  );
}

/** A Word list paragraph ("mso-list:l0 level1 lfo1"): its list and whether it is numbered. */
function wordListItem(element: Element): { list: string; ordered: boolean } | null {
  if (element.tagName !== "P") return null;
  const match = /mso-list:(l\d+)/.exec(styleOf(element));
  if (!match?.[1]) return null;
  // The marker was in the conditional markup removed above; Word names numbered
  // lists' paragraphs only by their style, so the list's first marker text decides.
  const marker = element.getAttribute("data-list-marker") ?? "";
  return { list: match[1], ordered: /^\s*[\w]{1,4}[.)]/.test(marker) };
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of [...source.childNodes]) cleanNode(child, target, doc);
}

function cleanNode(node: Node, target: Node, doc: Document): void {
  if (node.nodeType === 3) {
    // Word breaks its source's lines inside sentences; a browser reads them as spaces.
    const text = (node.textContent ?? "").replace(/[\s\u00a0]+/g, " ");
    // Whitespace between blocks is not text.
    if (text === " " && target.nodeName === "DIV") return;
    target.appendChild(doc.createTextNode(text));
    return;
  }
  if (node.nodeType !== 1) return; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED.has(tag)) return;
  // Word's bullet or number before a list item's text.
  if (/mso-list:ignore/.test(styleOf(element))) return;

  if (isGoogleWrapper(element)) {
    cleanChildren(element, target, doc);
    return;
  }

  const keptName = RENAMED[tag] ?? (KEPT.has(tag) ? tag : null);
  if (keptName) {
    const copy = doc.createElement(keptName.toLowerCase());
    if (keptName === "A") {
      const href = element.getAttribute("href");
      // Word's bookmarks and footnote anchors (no href, or "#_ftn1") are not links.
      if (!href || href.startsWith("#")) {
        cleanChildren(element, target, doc);
        return;
      }
      copy.setAttribute("href", href);
    }
    // Google Docs writes each paragraph's and heading's bold as a span; a heading is bold anyway.
    const marked = keptName === "P" || keptName === "LI" ? wrapMarks(element, copy, doc) : copy;
    cleanChildren(element, marked, doc);
    target.appendChild(copy);
    return;
  }

  if (tag === "SPAN" || tag === "FONT" || tag === "U" || tag === "SUP" || tag === "SUB") {
    cleanChildren(element, wrapMarks(element, target, doc), doc);
    return;
  }
  if (tag === "TABLE" || tag === "TBODY" || tag === "THEAD" || tag === "TFOOT" || tag === "TR") {
    cleanChildren(element, target, doc);
    return;
  }
  if (BLOCKS.has(tag)) {
    const holdsBlocks = [...element.children].some((child) =>
      /^(P|H[1-6]|UL|OL|DIV|TABLE|BLOCKQUOTE|SECTION)$/.test(child.tagName.toUpperCase()),
    );
    if (holdsBlocks) {
      cleanChildren(element, target, doc);
    } else {
      const paragraph = doc.createElement("p");
      cleanChildren(element, paragraph, doc);
      target.appendChild(paragraph);
    }
    return;
  }
  // Anything else (Word's <st1:…> tags, <ins>, <abbr>, …): its text, without it.
  cleanChildren(element, target, doc);
}

/** `target`, or a <strong>/<em> inside it when the element's style makes its text bold/italic. */
function wrapMarks(element: Element, target: Node, doc: Document): Node {
  const { bold, italic } = styledMarks(element);
  let inner = target;
  if (bold && element.tagName !== "P" && element.tagName !== "LI") {
    const strong = doc.createElement("strong");
    inner.appendChild(strong);
    inner = strong;
  }
  if (italic && element.tagName !== "P" && element.tagName !== "LI") {
    const em = doc.createElement("em");
    inner.appendChild(em);
    inner = em;
  }
  return inner;
}

/** Consecutive Word list paragraphs of one list become one <ul> or <ol>. */
function groupWordLists(root: Element, doc: Document): void {
  let current: { list: string; element: Element } | null = null;
  for (const child of [...root.children]) {
    const item = wordListItem(child);
    if (!item) {
      current = null;
      continue;
    }
    if (
      !current ||
      current.list !== item.list ||
      child.previousElementSibling !== current.element
    ) {
      const list = doc.createElement(item.ordered ? "ol" : "ul");
      child.before(list);
      current = { list: item.list, element: list };
    }
    const li = doc.createElement("li");
    const paragraph = doc.createElement("p");
    while (child.firstChild) paragraph.appendChild(child.firstChild);
    li.appendChild(paragraph);
    current.element.appendChild(li);
    child.remove();
  }
}

/** Marks each Word list paragraph with its marker's text before the conditional markup goes. */
function markWordListMarkers(html: string): string {
  return html.replace(
    /(<p\b[^>]*mso-list:[^>]*)>(\s*<!\[if !supportLists\]>)([\s\S]*?)(<!\[endif\]>)/gi,
    (_all, open: string, start: string, marker: string, end: string) => {
      const text = marker
        .replace(/<[^>]*>/g, "")
        .replace(/&nbsp;/g, " ")
        .replace(/"/g, "")
        .trim();
      return `${open} data-list-marker="${text}">${start}${marker}${end}`;
    },
  );
}

/** Empty paragraphs and formatting (Word's spacing paragraphs, Google's <br> between blocks). */
function dropEmpty(root: Element): void {
  for (const br of [...root.children].filter((child) => child.tagName === "BR")) br.remove();
  for (const element of [...root.querySelectorAll("p, h2, h3, h4, strong, em, li, a")].reverse()) {
    if ((element.textContent ?? "").trim() === "" && element.querySelector("br") === null) {
      element.remove();
    }
  }
}

/** Pasted HTML with only the structure the site keeps. */
export function cleanPastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const parsed = parser.parseFromString(withoutWordMarkup(markWordListMarkers(html)), "text/html");
  const doc = parsed;
  const parents = new Set(
    [...doc.body.querySelectorAll("p[style*='mso-list']")].map((p) => p.parentElement),
  );
  for (const parent of parents) if (parent) groupWordLists(parent, doc);
  const root = doc.createElement("div");
  cleanChildren(doc.body, root, doc);
  dropEmpty(root);
  // Text directly in the body (Google Docs' plain lines) stays as it is; the editor wraps it.
  return root.innerHTML.trim();
}
