import { format } from "~/i18n/format";
import { isLocale, languageTags, localeFromPathname, type Locale } from "~/i18n/locales";
import { getMessages } from "~/i18n/messages.server";
import { demoStandInPaths, type DemoStandIn } from "~/platform/clinic";
import { escapeHtml } from "~/platform/html";

/**
 * The pages a fresh install shows in the booking overlay and on the membership application
 * page, in place of the clinic's third-party services (issue 28): the demo's defaults point
 * at these paths, so the flows work before the clinic sets its own addresses. Each page says
 * it is a demo, has the form a patient would expect, and keeps nothing: a send only answers
 * that nothing was sent. Plain HTML with its own small stylesheet, no script: it is shown in
 * a frame on the site's pages (server/security-headers.ts lets the site alone frame it).
 */
export type StandIn = DemoStandIn;

/**
 * The frame's first request names the page that holds it (Referer, same origin), so the
 * stand-in speaks that page's language; its own form and link then carry it as ?lang=.
 * Opened on its own it speaks English.
 */
export function standInLocale(request: Request): Locale {
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  if (isLocale(asked)) return asked;
  const referer = request.headers.get("referer");
  if (!referer) return "en";
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? localeFromPathname(from.pathname) : "en";
  } catch {
    return "en";
  }
}

/** The site's palette and type, in a few rules (the page has no access to the app's stylesheet). */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#effcf9}
main{max-width:36rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.badge{display:inline-block;border-radius:999px;background:#fef3c7;color:#78350f;font-size:.875rem;font-weight:700;padding:.25rem .75rem}
.notice{margin:.75rem 0 1.5rem;border:1px solid #fcd34d;border-radius:.75rem;background:#fffbeb;color:#78350f;padding:.75rem 1rem;font-size:.9375rem}
h1{margin:.5rem 0 .25rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
form{display:grid;gap:1rem;border:1px solid #e2e8f0;border-radius:1rem;background:#fff;padding:1.25rem}
label{display:grid;gap:.375rem;font-weight:600}
input,select,textarea{font:inherit;min-height:2.75rem;border:1px solid #94a3b8;border-radius:.5rem;padding:.5rem .75rem;background:#fff;color:inherit}
input:focus,select:focus,textarea:focus,button:focus,a:focus{outline:3px solid #0d7d75;outline-offset:2px}
button,.again{justify-self:start;min-height:2.75rem;border:0;border-radius:999px;background:#0f6660;color:#fff;font:inherit;font-weight:700;padding:.5rem 1.5rem;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center}
button:hover,.again:hover{background:#11514d}
.done{border-left:4px solid #0f6660;background:#fff;padding:1rem;border-radius:.5rem}
`;

function field(id: string, label: string, control: string): string {
  return `<label for="${id}">${escapeHtml(label)}${control.replace("<ID>", id)}</label>`;
}

function options(labels: Record<string, string>): string {
  return Object.entries(labels)
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label)}</option>`)
    .join("");
}

/** The stand-in page: its form, or (after a send) the answer that nothing was sent. */
export function renderStandIn(kind: StandIn, locale: Locale, sent: boolean): string {
  const t = getMessages(locale).demo;
  const page = t[kind];
  const path = `${demoStandInPaths[kind]}?lang=${locale}`;
  const common = [
    field("name", t.fields.name, '<input id="<ID>" name="name" autocomplete="name" required>'),
    field(
      "phone",
      t.fields.phone,
      '<input id="<ID>" name="phone" type="tel" autocomplete="tel" required>',
    ),
  ];
  const specific =
    kind === "booking"
      ? [
          field("date", t.booking.date, '<input id="<ID>" name="date" type="date" required>'),
          field(
            "time",
            t.booking.timeOfDay,
            `<select id="<ID>" name="time">${options(t.booking.times)}</select>`,
          ),
          field(
            "reason",
            t.booking.reason,
            '<textarea id="<ID>" name="reason" rows="3" maxlength="500"></textarea>',
          ),
        ]
      : [
          field(
            "email",
            t.fields.email,
            '<input id="<ID>" name="email" type="email" autocomplete="email" required>',
          ),
          field(
            "plan",
            t.signup.plan,
            `<select id="<ID>" name="plan">${options(t.signup.plans)}</select>`,
          ),
        ];
  const body = sent
    ? `<p class="done" role="status">${escapeHtml(page.done)}</p><p><a class="again" href="${path}">${escapeHtml(t.startOver)}</a></p>`
    : `<form method="post" action="${path}">${[...common, ...specific].join("")}<button type="submit">${escapeHtml(page.submit)}</button></form>`;
  return `<!doctype html>
<html lang="${languageTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t.badge}: ${page.title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main aria-labelledby="stand-in-title">
<span class="badge">${escapeHtml(t.badge)}</span>
<h1 id="stand-in-title">${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.lead)}</p>
<p class="notice">${escapeHtml(format(t.notice, { service: page.service }))}</p>
${body}
</main>
</body>
</html>
`;
}
