// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./paste-cleaner";

/** What Word for Windows puts on the clipboard (trimmed, but in its own shape). */
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"
xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft Word 15">
<style><!--
 /* Font Definitions */
 @font-face {font-family:"Cambria Math";}
p.MsoNormal {margin:0in; font-size:12.0pt; font-family:"Calibri",sans-serif;}
--></style>
<!--[if gte mso 9]><xml><o:shapedefaults v:ext="edit" spidmax="1026" /></xml><![endif]-->
</head>
<body lang=EN-US style='tab-interval:.5in;word-wrap:break-word'>
<!--StartFragment-->
<h1 style='margin-top:12.0pt'><span style='font-size:16.0pt;font-family:"Calibri Light"'>Staying
hydrated<o:p></o:p></span></h1>
<p class=MsoNormal><span style='font-family:"Arial",sans-serif;color:#333333'>Drink water
<b style='mso-bidi-font-weight:normal'>before</b> you feel thirsty, and <i>carry</i> a bottle.
See the <a href="https://www.cdc.gov/healthy-water/">CDC page</a>.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Water<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span
style='font-family:Symbol'><span style='mso-list:Ignore'>·<span
style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Coconut water<o:p></o:p></p>
<p class=MsoNormal>Then:</p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Rest<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='mso-list:l1 level1 lfo2'><![if !supportLists]><span
style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]>Drink<o:p></o:p></p>
<p class=MsoQuote><i>Water is life.</i></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse'>
 <tr><td width=312 valign=top style='width:3.25in'><p class=MsoNormal>Age<o:p></o:p></p></td>
  <td width=312 valign=top><p class=MsoNormal>Cups<o:p></o:p></p></td></tr>
</table>
<p class=MsoNormal><!--[if gte vml 1]><v:shape id="Picture_x0020_1" style='width:100pt'>
<v:imagedata src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png" o:title=""/>
</v:shape><![endif]--><![if !vml]><img width=133 height=100
src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image002.jpg" v:shapes="Picture_x0020_1"><![endif]>Closing line.</p>
<!--EndFragment-->
</body></html>`;

/** What Google Docs puts on the clipboard. */
const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5c2f1a7e-7fff-4e2b-9c1d-1f1f1f1f1f1f"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Sleep well</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Adults need </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">seven hours</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;"> or more</span><span style="font-size:11pt;font-weight:400;">. Read </span><a href="https://www.sleepfoundation.org/" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">the guide</span></a><span style="font-size:11pt;">.</span></p><br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-weight:400;">Dark room</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">No screens</span></p></li></ul><ol style="margin-top:0;"><li dir="ltr" style="list-style-type:decimal;"><p dir="ltr" role="presentation"><span style="font-weight:400;">Same hour</span></p></li></ol></b><br class="Apple-interchange-newline">`;

describe("cleanPastedHtml", () => {
  it("keeps a Word document's structure and drops its styles, spans, fonts, comments and conditional markup", () => {
    const clean = cleanPastedHtml(WORD_HTML);
    expect(clean).toContain("<h2>Staying hydrated</h2>");
    expect(clean).toContain(
      '<p>Drink water <strong>before</strong> you feel thirsty, and <em>carry</em> a bottle. See the <a href="https://www.cdc.gov/healthy-water/">CDC page</a>.</p>',
    );
    expect(clean).toContain("<ul><li><p>Water</p></li><li><p>Coconut water</p></li></ul>");
    expect(clean).toContain("<p>Then:</p><ol><li><p>Rest</p></li><li><p>Drink</p></li></ol>");
    expect(clean).toContain("<p><em>Water is life.</em></p>");
    // The table's cells stay as paragraphs (tables are outside the site's allowlist).
    expect(clean).toContain("<p>Age</p>");
    expect(clean).toContain("<p>Cups</p>");
    expect(clean).toContain("<p>Closing line.</p>");
    for (const debris of [
      "style",
      "class",
      "<span",
      "<font",
      "o:p",
      "<!--",
      "[if",
      "endif",
      "mso",
      "Calibri",
      "<img",
      "file:",
      "·",
      "<table",
      "<td",
      "<meta",
      "v:shape",
      "data-list-marker",
    ]) {
      expect(clean, debris).not.toContain(debris);
    }
    // Word's empty spacing paragraph is gone.
    expect(clean).not.toMatch(/<p>\s*<\/p>/);
  });

  it("unwraps Google Docs' docs-internal-guid <b> and turns its styled spans into bold and italic", () => {
    const clean = cleanPastedHtml(GOOGLE_DOCS_HTML);
    expect(clean).toBe(
      "<h2>Sleep well</h2>" +
        '<p>Adults need <strong>seven hours</strong><em> or more</em>. Read <a href="https://www.sleepfoundation.org/">the guide</a>.</p>' +
        "<ul><li><p>Dark room</p></li><li><p>No screens</p></li></ul>" +
        "<ol><li><p>Same hour</p></li></ol>",
    );
  });

  it("drops scripts, event handlers and other attributes; the server's sanitizer stays the guard for addresses", () => {
    const clean = cleanPastedHtml(
      '<p onclick="x()" id="a" data-x="1">Hi <script>alert(1)</script><a href="javascript:alert(1)" target="_blank" onclick="y()">there</a></p><style>p{}</style><svg><text>drawn</text></svg>',
    );
    expect(clean).toBe('<p>Hi <a href="javascript:alert(1)">there</a></p>');
  });

  it("leaves the editor's own HTML as it is", () => {
    const own =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> with <a href="/contact">a link</a>.</p><blockquote><p>Quote</p></blockquote><ul><li><p>One</p></li></ul>';
    expect(cleanPastedHtml(own)).toBe(own);
  });

  it("keeps Word's bookmarks' text without a link", () => {
    expect(cleanPastedHtml('<p><a name="_Toc1">Intro</a> and <a href="#_ftn1">[1]</a></p>')).toBe(
      "<p>Intro and [1]</p>",
    );
  });
});
