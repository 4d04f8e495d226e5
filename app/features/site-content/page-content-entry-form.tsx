import { useRef, useState } from "react";
import { localeLabels, locales } from "~/i18n/locales";
import { History } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { historyPath, PresenceNote, usePresence, type OtherEditor } from "~/features/history";
import { EditConflictNotice, type EditConflict } from "~/ui/admin/edit-conflict";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import { AdminCard } from "~/ui/admin/admin-shell";
import { UnsavedChangesNote, useUnsavedChanges } from "~/ui/admin/unsaved-changes";
import { Button, ButtonLink } from "~/ui/button";
import { FormField } from "~/ui/form-field";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import {
  isSiteSettingSection,
  PAGE_CONTENT_NAME_MAX,
  PAGE_CONTENT_VALUE_MAX,
  pageContentTypeLabels,
  pageContentTypeValues,
  SITE_PAGE_NAME,
  siteSettingContentType,
  siteSettingSections,
  suggestedPageNames,
  suggestedSectionNames,
  type PageContentFieldErrors,
  type PageContentFormEntry,
  type PageContentType,
} from "~/features/site-content/page-content-form";
import { pageContentPagePath } from "~/features/site-content/page-content-pages";
import { editablePages, editableTextAt, placeholderMeanings } from "./editable-texts";
import { PreviewButton } from "~/ui/admin/preview-button";

type Outcome = {
  fieldErrors?: PageContentFieldErrors;
  values?: Partial<Record<string, string>>;
  /** Someone saved first: their version (the form's base from now on) and what differs. */
  version?: number;
  conflict?: EditConflict;
};

const noOtherEditors: readonly OtherEditor[] = [];

const PAGE_CONTENT_PREVIEW_PATH = "/admin/page-content/preview";

const conflictLabels = { contentType: "Content type", contentValue: "Content" };

const typeHints: Record<PageContentType, string> = {
  text: "Plain text, shown as written.",
  html: "HTML. Only paragraphs, headings, lists, links, images and bold/italic are kept; anything else is removed when saved.",
  url: "A full web address starting with https://.",
  json: 'Structured data in JSON, e.g. {"title": "Hello"}. It must be valid JSON.',
};

/** Pages the site embeds in a frame: the security policy follows the address saved here. */
const framedSections: ReadonlySet<string> = new Set(["booking_widget", "membership_signup"]);

/** The page's create and edit forms (distinct modes; page, section and language fixed in edit). */
export function PageContentEntryForm({
  mode,
  entry,
  prefill,
  others: othersOnLoad = noOtherEditors,
  outcome,
}: {
  mode: "create" | "edit";
  entry?: PageContentFormEntry & { version?: number };
  prefill?: { pageName: string; sectionName: string; locale?: string; contentValue?: string };
  /** Other editors with this entry open (edit mode). */
  others?: readonly OtherEditor[];
  outcome?: Outcome;
}) {
  const editing = mode === "edit" && entry !== undefined;
  const sent = outcome?.values ?? {};
  const errors = outcome?.fieldErrors ?? {};
  const [pageName, setPageName] = useState(
    editing ? entry.pageName : (sent.pageName ?? prefill?.pageName ?? ""),
  );
  const [sectionName, setSectionName] = useState(
    editing ? entry.sectionName : (sent.sectionName ?? prefill?.sectionName ?? ""),
  );
  const prefillSection = prefill?.sectionName.trim().toLowerCase() ?? "";
  const prefillType =
    prefill?.pageName.trim().toLowerCase() === SITE_PAGE_NAME &&
    isSiteSettingSection(prefillSection)
      ? siteSettingContentType(prefillSection)
      : "text";
  const initialType = (sent.contentType ?? entry?.contentType ?? prefillType) as PageContentType;
  const [contentType, setContentType] = useState<PageContentType>(
    pageContentTypeValues.includes(initialType) ? initialType : "text",
  );
  const busy = useNavigation().state === "submitting";
  // Keyed on the entry, not on the answer: a refused save stays unsaved here.
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  const others = usePresence("page-content", editing ? entry.id : null, othersOnLoad);

  const page = pageName.trim().toLowerCase();
  const section = sectionName.trim().toLowerCase();
  const siteSetting = page === SITE_PAGE_NAME && isSiteSettingSection(section) ? section : null;
  const framed = siteSetting ? framedSections.has(siteSetting) : false;
  const editable = editableTextAt(page, section);
  const pageSections = editablePages.find((candidate) => candidate.pageName === page)?.texts;

  function chooseSection(value: string) {
    setSectionName(value);
    const name = value.trim().toLowerCase();
    // A clinic fact has one right type: pick it for the editor.
    if (page === SITE_PAGE_NAME && isSiteSettingSection(name)) {
      setContentType(siteSettingContentType(name));
    }
  }

  return (
    <AdminCard
      title={editing ? "Edit content entry" : "New content entry"}
      description={
        editing
          ? "The page, section and language of an entry stay as they are; change its type or content."
          : "Pick a suggested page and section or type your own (lowercase letters, digits, - and _)."
      }
    >
      {editing ? <PresenceNote others={others} noun="entry" className="mb-5" /> : null}
      <Form ref={formRef} method="post" className="space-y-5">
        <input type="hidden" name={INTENT_FIELD} value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={entry.id} /> : null}
        {editing && entry.version !== undefined ? (
          <input
            type="hidden"
            name={BASE_VERSION_FIELD}
            value={outcome?.version ?? entry.version}
          />
        ) : null}
        {outcome?.conflict ? (
          <EditConflictNotice
            conflict={outcome.conflict}
            labels={conflictLabels}
            itemName="entry"
            reloadHref={`/admin/content?edit=${entry?.id ?? ""}`}
          />
        ) : null}

        {editing ? (
          <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">Page</dt>
              <dd className="font-mono font-semibold break-all text-slate-900">{entry.pageName}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Section</dt>
              <dd className="font-mono font-semibold break-all text-slate-900">
                {entry.sectionName}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">Language</dt>
              <dd className="font-semibold text-slate-900">{localeLabels[entry.locale]}</dd>
            </div>
          </dl>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="page-content-page" label="Page name" error={errors.pageName}>
              {(control) => (
                <input
                  {...control}
                  name="pageName"
                  list="page-content-page-suggestions"
                  required
                  maxLength={PAGE_CONTENT_NAME_MAX}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={pageName}
                  onChange={(event) => setPageName(event.target.value)}
                />
              )}
            </FormField>
            <datalist id="page-content-page-suggestions">
              {suggestedPageNames.map((name) => (
                <option key={name} value={name} />
              ))}
            </datalist>
            <FormField id="page-content-section" label="Section name" error={errors.sectionName}>
              {(control) => (
                <input
                  {...control}
                  name="sectionName"
                  list="page-content-section-suggestions"
                  required
                  maxLength={PAGE_CONTENT_NAME_MAX}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  value={sectionName}
                  onChange={(event) => chooseSection(event.target.value)}
                />
              )}
            </FormField>
            <datalist id="page-content-section-suggestions">
              {pageSections?.map((text) => (
                <option key={text.section} value={text.section} label={text.label} />
              ))}
              {suggestedSectionNames.map((name) => (
                <option
                  key={name}
                  value={name}
                  label={
                    isSiteSettingSection(name)
                      ? `site: ${siteSettingSections[name].label}`
                      : undefined
                  }
                />
              ))}
            </datalist>
            <FormField id="page-content-locale" label="Language" error={errors.locale}>
              {(control) => (
                <select
                  {...control}
                  name="locale"
                  defaultValue={sent.locale ?? prefill?.locale ?? "en"}
                  className={`${control.className} min-h-11`}
                >
                  {locales.map((locale) => (
                    <option key={locale} value={locale}>
                      {localeLabels[locale]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
        )}

        {editable ? (
          <div
            id="page-content-placement"
            className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          >
            <p>
              Shows on {editable.page.label} ({editable.page.path}): {editable.text.label}. It
              replaces the shipped text in this language only; plain text.
            </p>
            {editable.text.placeholders?.map((name) => (
              <p key={name} className="mt-1">
                <code className="font-mono">{`{${name}}`}</code> is replaced by{" "}
                {placeholderMeanings[name]}.
              </p>
            ))}
          </div>
        ) : null}

        {siteSetting ? (
          <p className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
            Clinic fact: {siteSettingSections[siteSetting].label}. It replaces the built-in value
            everywhere on the public site.
            {framed ? (
              <>
                {" "}
                The site shows this page inside a frame, and its security settings allow the host of
                the address saved here. Until one is saved, the site shows its own demo page.
              </>
            ) : null}
          </p>
        ) : null}

        <FormField id="page-content-type" label="Content type" error={errors.contentType}>
          {(control) => (
            <select
              {...control}
              name="contentType"
              value={contentType}
              onChange={(event) => setContentType(event.target.value as PageContentType)}
              className={`${control.className} min-h-11 sm:max-w-xs`}
            >
              {pageContentTypeValues.map((type) => (
                <option key={type} value={type}>
                  {pageContentTypeLabels[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <div>
          <FormField id="page-content-value" label="Content" error={errors.contentValue}>
            {(control) => (
              <textarea
                {...control}
                aria-describedby={
                  [control["aria-describedby"], "page-content-value-hint"]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                name="contentValue"
                required
                maxLength={PAGE_CONTENT_VALUE_MAX}
                rows={contentType === "html" || contentType === "json" ? 8 : 3}
                defaultValue={
                  sent.contentValue ?? entry?.contentValue ?? prefill?.contentValue ?? ""
                }
                className={`${control.className} ${contentType === "text" ? "" : "font-mono text-sm"}`}
              />
            )}
          </FormField>
          <p id="page-content-value-hint" className="mt-1.5 text-sm text-slate-600">
            {typeHints[contentType]}
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" disabled={busy}>
            {editing ? "Save changes" : "Create entry"}
          </Button>
          {/* Only an entry that shows on a page has something to preview. */}
          {pageContentPagePath({
            pageName: pageName.trim().toLowerCase(),
            sectionName: sectionName.trim().toLowerCase(),
          }) ? (
            <PreviewButton action={PAGE_CONTENT_PREVIEW_PATH} size="md" />
          ) : null}
          <ButtonLink to="/admin/content" variant="secondary">
            Cancel
          </ButtonLink>
          <UnsavedChangesNote show={unsaved} />
          {editing ? (
            <Link
              to={historyPath("page-content", entry.id)}
              className="ml-auto inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-2"
            >
              <History className="size-4" aria-hidden="true" />
              History and earlier versions
            </Link>
          ) : null}
        </div>
      </Form>
    </AdminCard>
  );
}
