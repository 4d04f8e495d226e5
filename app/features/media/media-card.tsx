import { Check, Copy, ImageOff, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/ui/button";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { SmartImage } from "~/ui/smart-image";
import { formatFileSize } from "~/features/media/format";
import type { ImageUse } from "~/features/media/types";
import { compactInputClass } from "~/ui/form-field";
import { CLINIC_TIME_ZONE } from "~/platform/clinic";
import { ALT_TEXT_MAX_LENGTH, type MediaImage } from "~/features/media/types";
import { cn } from "~/ui/cn";
import { showToast } from "~/ui/toaster";
import { EditConflictNotice, type EditConflict } from "~/ui/admin/edit-conflict";
import { languageTags, localeLabels, locales, type Locale } from "~/i18n/locales";
import {
  altTextBaseField,
  altTextField,
  missesEnglishAltText,
  missingTranslatedAltTexts,
} from "~/features/media/alt-texts";

/** How long the copy button shows its check mark after a copy. */
export const COPIED_INDICATOR_MS = 2000;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeZone: CLINIC_TIME_ZONE,
});

/** Each language's alt text field, in the order of the locale list. */
const altTextLabel = (locale: Locale) => `Alt text (${localeLabels[locale]})`;
const conflictLabels = Object.fromEntries(
  locales.map((locale) => [altTextField(locale), altTextLabel(locale)]),
);
/** "Portuguese or Spanish": the languages a note names. */
const languageList = new Intl.ListFormat("en-US", { type: "disjunction" });

/**
 * One image of the library: preview, facts, where it is used, alt text, copy URL and
 * delete (offered only for an image nothing uses: the server refuses the others too).
 */
export function MediaCard({
  image,
  uses,
  altTextError,
  altTextConflict,
}: {
  image: MediaImage;
  uses: ImageUse[];
  altTextError?: string;
  /**
   * A save refused because a colleague saved the texts first: the differences, what was
   * typed (kept in the fields) and what is stored now (the form's new base), per language.
   */
  altTextConflict?: {
    conflict: EditConflict;
    yours: Record<Locale, string>;
    stored: Record<Locale, string>;
  };
}) {
  const altId = useId();
  const errorId = `${altId}-error`;
  const hintId = `${altId}-hint`;
  const missingAlt = missesEnglishAltText(image.altTexts);
  const missingTranslations = missingTranslatedAltTexts(image.altTexts);
  const navigation = useNavigation();
  // What staff called the file; older uploads only have the stored name.
  const shownName = image.originalName ?? image.filename;
  const savingAlt =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "alt-text" &&
    navigation.formData.get("id") === image.id;

  return (
    <article
      aria-label={shownName}
      data-filename={image.filename}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-2xl border bg-white",
        missingAlt ? "border-amber-300" : "border-slate-200",
      )}
    >
      <SmartImage
        src={image.url}
        alt={image.altTexts.en ?? ""}
        width={4}
        height={3}
        sizes="(min-width: 1536px) 20rem, (min-width: 1280px) 25vw, (min-width: 640px) 40vw, 90vw"
        fallbackSrc={null}
        unavailableLabel="Image unavailable"
        className="aspect-[4/3] w-full"
        renderFailed={() => (
          <div
            role="img"
            aria-label={`${shownName} (image unavailable)`}
            className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-600"
            data-testid="media-broken-image"
          >
            <ImageOff className="size-10" aria-hidden="true" />
            <span aria-hidden="true">Image unavailable</span>
          </div>
        )}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900" title={shownName}>
            {shownName}
          </p>
          {image.originalName ? (
            <p className="truncate text-xs text-slate-600" title={image.filename}>
              Stored as {image.filename}
            </p>
          ) : null}
          <p className="mt-0.5 text-sm text-slate-600">
            {formatFileSize(image.fileSize)}
            {image.width && image.height ? ` · ${image.width} × ${image.height}` : ""}
            {" · "}
            <time dateTime={image.uploadDate}>{dateFormat.format(new Date(image.uploadDate))}</time>
          </p>
          {image.category || missingAlt || missingTranslations.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-2">
              {image.category ? (
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                  {image.category}
                </span>
              ) : null}
              {missingAlt ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  <TriangleAlert className="size-3.5" aria-hidden="true" />
                  No alt text
                </span>
              ) : null}
              {missingTranslations.length > 0 ? (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                  data-testid="missing-translated-alt"
                >
                  No{" "}
                  {languageList.format(missingTranslations.map((locale) => localeLabels[locale]))}{" "}
                  alt text
                </span>
              ) : null}
            </p>
          ) : null}
        </div>

        <ImageUses uses={uses} />

        {altTextConflict ? (
          <EditConflictNotice
            conflict={altTextConflict.conflict}
            labels={conflictLabels}
            itemName="image's alt text"
          />
        ) : null}
        <Form method="post" className="mt-auto">
          <input type="hidden" name="intent" value="alt-text" />
          <input type="hidden" name="id" value={image.id} />
          {/*
           * What the card shows as stored (after a refused save, what is stored now): a
           * colleague's save in between is not overwritten unseen.
           */}
          {locales.map((locale) => (
            <input
              key={locale}
              type="hidden"
              name={altTextBaseField(locale)}
              value={altTextConflict?.stored[locale] ?? image.altTexts[locale] ?? ""}
            />
          ))}
          <div className="grid gap-2">
            <p id={hintId} className="text-xs text-slate-600">
              A page in a language left empty shows the image without a description.
            </p>
            {locales.map((locale) => (
              <div key={locale}>
                <label
                  htmlFor={`${altId}-${locale}`}
                  className="text-sm font-medium text-slate-900"
                >
                  {altTextLabel(locale)}
                </label>
                <input
                  id={`${altId}-${locale}`}
                  name={altTextField(locale)}
                  lang={languageTags[locale]}
                  key={`${image.altTexts[locale] ?? ""}|${altTextConflict?.yours[locale] ?? ""}`}
                  defaultValue={altTextConflict?.yours[locale] ?? image.altTexts[locale] ?? ""}
                  maxLength={ALT_TEXT_MAX_LENGTH}
                  aria-invalid={altTextError ? true : undefined}
                  aria-describedby={altTextError ? `${hintId} ${errorId}` : hintId}
                  className={cn(compactInputClass, "mt-1 w-full")}
                />
              </div>
            ))}
            <Button
              type="submit"
              variant="secondary"
              disabled={savingAlt}
              className="justify-self-start"
            >
              Save alt text<span className="sr-only"> for {shownName}</span>
            </Button>
          </div>
          {altTextError ? (
            <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
              {altTextError}
            </p>
          ) : null}
        </Form>

        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <CopyUrlButton url={image.url} filename={shownName} />
          {uses.length > 0 ? (
            <p className="text-right text-sm text-slate-600">In use: replace it to delete</p>
          ) : (
            <ConfirmDialog
              triggerVariant="ghost"
              trigger={
                <>
                  <Trash2 className="size-4" aria-hidden="true" />
                  Delete<span className="sr-only"> {shownName}</span>
                </>
              }
              title="Delete this file?"
              description="Are you sure you want to delete this file? It is kept in the Trash, from which it can be restored."
              confirmLabel="Delete file"
              fields={{ intent: "delete", id: image.id }}
            />
          )}
        </div>
      </div>
    </article>
  );
}

/** Where the image is shown on the site, each place linked to where it is edited. */
function ImageUses({ uses }: { uses: ImageUse[] }) {
  if (uses.length === 0) {
    return <p className="text-sm text-slate-600">Not used on the site.</p>;
  }
  return (
    <details className="text-sm" data-testid="image-uses">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-slate-900">
        Used in {uses.length} {uses.length === 1 ? "place" : "places"}
      </summary>
      <ul className="space-y-1 pb-1">
        {uses.map((use) => (
          <li key={`${use.href} ${use.label}`}>
            <a
              href={use.href}
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {use.kind}: {use.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Copies the image's full URL; a check mark shows for two seconds. Where the browser refuses
 * (no clipboard permission, an insecure origin), the address shows selected in a field
 * instead, to copy by hand.
 */
function CopyUrlButton({ url, filename }: { url: string; filename: string }) {
  const [copied, setCopied] = useState(false);
  const [copyByHand, setCopyByHand] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const addressField = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Focused and selected as it appears, so Ctrl+C (or a long press) is all that is left to do.
  useEffect(() => {
    addressField.current?.focus();
    addressField.current?.select();
  }, [copyByHand]);

  async function copy() {
    const address = new URL(url, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(address);
      setCopyByHand(null);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      showToast({ type: "success", title: "Copied!", description: "URL copied to clipboard" });
    } catch {
      setCopyByHand(address);
      showToast({
        type: "error",
        title: "Could not copy the URL",
        description: "The address is shown below the image: select it and copy it.",
      });
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={() => void copy()} data-copied={copied || undefined}>
        {copied ? (
          <Check className="size-4 text-brand-700" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? "Copied" : "Copy URL"}
        <span className="sr-only"> of {filename}</span>
      </Button>
      {copyByHand ? (
        <label className="order-last basis-full text-sm font-medium text-slate-700">
          Address of {filename}
          <input
            type="text"
            readOnly
            value={copyByHand}
            ref={addressField}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
          />
        </label>
      ) : null}
    </>
  );
}
