import * as Tabs from "@radix-ui/react-tabs";
import { History, Save } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import {
  UnsavedChangesMark,
  UnsavedChangesNote,
  useUnsavedChanges,
} from "~/ui/admin/unsaved-changes";
import { AboutUsImageField } from "~/features/site-content/about-us-image-field";
import {
  AboutUsFieldError,
  aboutUsControlProps,
} from "~/features/site-content/about-us-field-error";
import { Button } from "~/ui/button";
import type { AboutUsImageSection } from "~/features/site-content/about-us";
import {
  ABOUT_US_GROUP_FIELD,
  ABOUT_US_PRESENCE_ID,
  ABOUT_US_SAVE_INTENT,
  aboutUsEmptyCount,
  aboutUsEmptyNote,
  aboutUsFieldName,
  aboutUsFieldSuffix,
  type AboutUsField,
  type AboutUsGroup,
  type AboutUsTab,
} from "~/features/site-content/about-us-form";
import type { AboutUsEditorContent } from "~/features/site-content/about-us.server";
import { INTENT_FIELD } from "~/platform/forms/field-names";
import { EditConflictNotice, type EditConflict } from "~/ui/admin/edit-conflict";
import { historyPath, PresenceNote, usePresence, type OtherEditor } from "~/features/history";
import { BASE_VERSION_FIELD } from "~/ui/admin/editor-form";
import { cn } from "~/ui/cn";
import { AdminAlert } from "~/ui/admin/admin-alert";
import { PreviewButton } from "~/ui/admin/preview-button";
import {
  defaultLocale,
  languageTags,
  localeLabels,
  localizePath,
  locales,
  type Locale,
} from "~/i18n/locales";
import { translatedLocales } from "~/platform/localized-texts";

const ABOUT_US_PREVIEW_PATH = "/admin/about-us/preview";

/** A refused save: its tab, and by form field name its messages and what was sent. */
type ActionData = {
  group: AboutUsGroup | null;
  fieldErrors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
  /** Someone saved the tab first: its version now and what differs. */
  version?: number;
  conflict?: EditConflict;
  conflictLabels?: Record<string, string>;
};

/**
 * The About Us editor: six tabs, each its own form saved on its own. The tabs
 * are links (?tab=…) so they also work before JavaScript; with it, switching
 * keeps what was typed in the other tabs.
 */
export function AboutUsEditor({
  initialTab,
  tabs,
  content,
  versions,
  others: othersOnLoad,
  defaultImages,
  actionData,
}: {
  initialTab: AboutUsGroup;
  tabs: AboutUsTab[];
  content: AboutUsEditorContent;
  /** Each tab's version, which its form sends back (app/features/history/). */
  versions: Record<AboutUsGroup, number> | null;
  /** The other editors who had About Us open when the page loaded. */
  others: readonly OtherEditor[];
  defaultImages: Record<AboutUsImageSection, string>;
  actionData: ActionData | undefined;
}) {
  // The tab picked here counts for the ?tab= it was picked on. A save lands on
  // ?tab=<its tab>, which then shows until another is picked. Derived, not copied into
  // state, and without a remount: what was typed in the other tabs stays.
  const [chosen, setChosen] = useState({ tab: initialTab, on: initialTab });
  const tab = chosen.on === initialTab ? chosen.tab : initialTab;
  // The tabs whose form has unsaved changes, marked in the tab list.
  const [unsavedTabs, setUnsavedTabs] = useState<ReadonlySet<AboutUsGroup>>(() => new Set());
  const markUnsaved = useCallback(
    (group: AboutUsGroup, unsaved: boolean) =>
      setUnsavedTabs((marked) => {
        if (marked.has(group) === unsaved) return marked;
        const next = new Set(marked);
        if (unsaved) next.add(group);
        else next.delete(group);
        return next;
      }),
    [],
  );

  const others = usePresence("about-us", ABOUT_US_PRESENCE_ID, othersOnLoad);

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setChosen({ tab: value as AboutUsGroup, on: initialTab })}
      className="space-y-6"
    >
      <PresenceNote others={others} noun="About Us page" />
      <Tabs.List aria-label="About Us sections" className="flex flex-wrap gap-2">
        {tabs.map(({ group, label }) => (
          <Tabs.Trigger key={group} value={group} asChild>
            <Link
              to={`?tab=${group}`}
              replace
              preventScrollReset
              // With JavaScript, Radix switches the tab; the link is for browsers without it.
              onClick={(event) => event.preventDefault()}
              className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {label}
              {unsavedTabs.has(group) ? <UnsavedChangesMark /> : null}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((definition) => (
        <Tabs.Content
          key={definition.group}
          value={definition.group}
          forceMount
          className="data-[state=inactive]:hidden"
        >
          <TabForm
            tab={definition}
            content={content}
            version={versions?.[definition.group]}
            defaultImages={defaultImages}
            actionData={actionData?.group === definition.group ? actionData : undefined}
            onUnsavedChange={markUnsaved}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function TabForm({
  tab,
  content,
  version,
  defaultImages,
  actionData,
  onUnsavedChange,
}: {
  tab: AboutUsTab;
  content: AboutUsEditorContent;
  version: number | undefined;
  defaultImages: Record<AboutUsImageSection, string>;
  actionData: ActionData | undefined;
  onUnsavedChange: (group: AboutUsGroup, unsaved: boolean) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);
  useEffect(() => onUnsavedChange(tab.group, unsaved), [onUnsavedChange, tab.group, unsaved]);
  const navigation = useNavigation();
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get(ABOUT_US_GROUP_FIELD) === tab.group;
  const errors = actionData?.fieldErrors ?? {};
  const sent = actionData?.values;
  const errorCount = Object.keys(errors).length;
  const hasImage = tab.fields.some((field) => field.kind === "image");
  // Each section in each language as the form shows it: what was sent back, or what is saved.
  const shown = Object.fromEntries(
    tab.fields.map(({ section }) => [
      section,
      Object.fromEntries(
        locales.map((locale) => [
          locale,
          sent?.[aboutUsFieldName(section, locale)] ?? content[section][locale],
        ]),
      ) as Record<Locale, string>,
    ]),
  );
  // With JavaScript, the empty counts follow what is typed; without it, what was loaded.
  const [typed, setTyped] = useState<typeof shown | null>(null);
  const readTyped = () => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    setTyped(
      Object.fromEntries(
        tab.fields.map(({ section }) => [
          section,
          Object.fromEntries(
            locales.map((locale) => {
              const value = data.get(aboutUsFieldName(section, locale));
              return [locale, typeof value === "string" ? value : ""];
            }),
          ) as Record<Locale, string>,
        ]),
      ),
    );
  };

  return (
    <AdminCard
      title={`${tab.label} section`}
      description={`${localeLabels[defaultLocale]} is required. A field left empty in another language shows that language's built-in text (${translatedLocales
        .map((locale) => `${localeLabels[locale]}: ${localizePath("/about", locale)}`)
        .join(", ")}).`}
    >
      <Form
        ref={formRef}
        onInput={readTyped}
        method="post"
        encType={hasImage ? "multipart/form-data" : undefined}
        preventScrollReset
        className="space-y-5"
        aria-label={`${tab.label} section`}
      >
        <input type="hidden" name={INTENT_FIELD} value={ABOUT_US_SAVE_INTENT} />
        <input type="hidden" name={ABOUT_US_GROUP_FIELD} value={tab.group} />
        {version === undefined ? null : (
          <input type="hidden" name={BASE_VERSION_FIELD} value={actionData?.version ?? version} />
        )}
        {actionData?.conflict ? (
          <EditConflictNotice
            conflict={actionData.conflict}
            labels={actionData.conflictLabels ?? {}}
            itemName="tab"
            reloadHref={`/admin/about-us?tab=${tab.group}`}
          />
        ) : null}
        {translatedLocales.length > 0 && tab.fields.some((field) => field.kind !== "image") ? (
          <ul
            aria-label="Empty texts by language"
            aria-live="polite"
            className="flex flex-wrap gap-2 text-sm"
          >
            {translatedLocales.map((locale) => {
              const empty = aboutUsEmptyCount(tab, typed ?? shown, locale);
              return (
                <li
                  key={locale}
                  className={cn(
                    "rounded-full border px-3 py-1",
                    empty > 0
                      ? "border-amber-300 bg-amber-50 text-amber-900"
                      : "border-emerald-300 bg-emerald-50 text-emerald-900",
                  )}
                >
                  {aboutUsEmptyNote(tab, empty, locale)}
                </li>
              );
            })}
          </ul>
        ) : null}
        {errorCount > 0 ? (
          <AdminAlert role="alert">
            {errorCount === 1
              ? "One field needs your attention."
              : `${errorCount} fields need your attention.`}
          </AdminAlert>
        ) : null}
        {tab.fields.map((field) =>
          field.kind === "image" ? (
            <AboutUsImageField
              key={`${field.section}:${content[field.section].en}`}
              section={field.section as AboutUsImageSection}
              label={field.label}
              value={sent?.[aboutUsFieldName(field.section)] ?? content[field.section].en}
              defaultImage={defaultImages[field.section as AboutUsImageSection]}
              error={errors[aboutUsFieldName(field.section)]}
            />
          ) : (
            <LocalizedField
              key={field.section}
              field={field}
              value={shown[field.section] ?? content[field.section]}
              errors={errors}
            />
          ),
        )}
        {/* Stays in reach at the bottom of the screen while a long tab scrolls by. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-x-4 gap-y-2 rounded-b-2xl border-t border-slate-200 bg-white/95 px-5 py-3 backdrop-blur sm:-mx-6 sm:-mb-6 sm:px-6">
          <Link
            to={historyPath("about-us", tab.group)}
            className="mr-auto inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-800 underline underline-offset-2"
          >
            <History className="size-4" aria-hidden="true" />
            History<span className="sr-only"> of the {tab.label} tab</span>
          </Link>
          <UnsavedChangesNote show={unsaved} />
          <PreviewButton action={ABOUT_US_PREVIEW_PATH} size="md" />
          <Button type="submit" disabled={saving}>
            <Save className="size-4" aria-hidden="true" />
            {saving ? "Saving…" : `Save ${tab.label}`}
          </Button>
        </div>
      </Form>
    </AdminCard>
  );
}

/** A text in each language of the locale list: a column each, stacked on a narrow screen. */
function LocalizedField({
  field,
  value,
  errors,
}: {
  field: AboutUsField;
  value: Record<Locale, string>;
  errors: Partial<Record<string, string>>;
}) {
  const baseId = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-slate-900">{field.label}</legend>
      {/* As many columns as fit at 16rem each: two or three side by side on a wide screen. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,16rem),1fr))] gap-4">
        {locales.map((locale) => {
          const name = aboutUsFieldName(field.section, locale);
          const id = `${baseId}-${aboutUsFieldSuffix(locale)}`;
          const error = errors[name];
          const control = {
            id,
            name,
            lang: languageTags[locale],
            defaultValue: value[locale],
            maxLength: field.maxLength,
            required: locale === defaultLocale,
            ...aboutUsControlProps(error, `${id}-error`),
          } as const;
          return (
            <div key={locale}>
              <label htmlFor={id} className="text-sm font-medium text-slate-700">
                {localeLabels[locale]}
                {locale === defaultLocale ? null : <span className="font-normal"> (optional)</span>}
              </label>
              {field.kind === "paragraph" ? (
                <textarea
                  rows={field.section.includes("paragraph") ? 6 : 3}
                  {...control}
                  // Grows with its text where the browser can (the rows are the fallback).
                  className={cn(control.className, "field-sizing-content min-h-24")}
                />
              ) : (
                <input
                  type="text"
                  inputMode={field.kind === "link" ? "url" : undefined}
                  {...control}
                />
              )}
              <AboutUsFieldError id={`${id}-error`} error={error} className="mt-1.5" />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
