import * as Dialog from "@radix-ui/react-dialog";
import { ArrowLeft } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/ui/button";
import { compactInputClass } from "~/ui/form-field";
import { cn } from "~/ui/cn";
import { thumbnailUrl } from "~/platform/images/image-url";
import { defaultLocale, languageTags, localeLabels } from "~/i18n/locales";
import { ALT_TEXT_MAX_LENGTH, type MediaImage } from "./types";
import { insertableImage, libraryAltText, type InsertableImage } from "./insertable-image";
import { LibraryBrowser, LibraryDialogFrame, type AltLanguage } from "./media-library-browser";

/** An image the article editor inserts: a library path, its size and its alt text ("" decorative). */
export type InsertedImage = InsertableImage & { alt: string };

export const ALT_REQUIRED = "Describe the image, or mark it as decorative.";

/**
 * "Insert image" of the article editor: the media library (search, pages, upload in
 * place with its alt text), then the chosen image's alt text to confirm or edit (in
 * the article's language; required unless the image is decorative). Open while
 * `open`; the caller decides where the focus goes on closing (onClosed tells whether
 * an image was inserted).
 */
export function ImageInsertDialog({
  open,
  onOpenChange,
  altLanguage,
  onInsert,
  onClosed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  altLanguage: AltLanguage;
  onInsert: (image: InsertedImage) => void;
  onClosed: (inserted: boolean) => void;
}) {
  const [chosen, setChosen] = useState<MediaImage | null>(null);
  const inserted = useRef(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <LibraryDialogFrame
        title={chosen ? "Describe the image" : "Insert an image"}
        description={
          chosen ? (
            "Alt text is read aloud to people who cannot see the image. It is kept in this article; the library's own text stays as it is."
          ) : (
            <>
              Pick an image from the media library, or upload a new one here. Images from other
              websites cannot be shown on the site. Manage images in the{" "}
              <Link to="/admin/media" className="font-medium text-brand-800 underline">
                Media Library
              </Link>
              .
            </>
          )
        }
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // The next opening starts at the library again.
          setChosen(null);
          onClosed(inserted.current);
          inserted.current = false;
        }}
      >
        {chosen ? (
          <AltTextStep
            key={chosen.id}
            image={chosen}
            altLanguage={altLanguage}
            onBack={() => setChosen(null)}
            onInsert={(alt) => {
              inserted.current = true;
              onInsert({ ...insertableImage(chosen), alt });
              onOpenChange(false);
            }}
          />
        ) : (
          <LibraryBrowser altLanguage={altLanguage} askAltAtUpload onPick={setChosen} />
        )}
      </LibraryDialogFrame>
    </Dialog.Root>
  );
}

function AltTextStep({
  image,
  altLanguage,
  onBack,
  onInsert,
}: {
  image: MediaImage;
  altLanguage: AltLanguage;
  onBack: () => void;
  onInsert: (alt: string) => void;
}) {
  const altId = useId();
  const hintId = `${altId}-hint`;
  const errorId = `${altId}-error`;
  const decorativeId = useId();
  const [alt, setAlt] = useState(() => libraryAltText(image, altLanguage));
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  const name = image.originalName ?? image.filename;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is rendered in the post's form's React tree: its submit must not reach it.
    event.stopPropagation();
    const text = alt.trim();
    if (!decorative && text === "") {
      setError(true);
      altRef.current?.focus();
      return;
    }
    onInsert(decorative ? "" : text);
  }

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="grid flex-1 gap-4 overflow-y-auto p-4 sm:grid-cols-[12rem_1fr] sm:p-5">
        <div>
          <img
            src={thumbnailUrl(image)}
            alt=""
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            className="aspect-square w-full max-w-32 rounded-xl border border-slate-200 bg-slate-100 object-contain sm:max-w-48"
          />
          <p className="mt-1.5 text-sm break-all text-slate-700">{name}</p>
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor={altId} className="font-medium text-slate-900">
              Alt text{altLanguage === defaultLocale ? "" : ` (in ${localeLabels[altLanguage]})`}{" "}
              <span className="font-normal text-slate-600">
                {decorative ? "(not needed)" : "(required)"}
              </span>
            </label>
            <input
              ref={altRef}
              id={altId}
              type="text"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- this step asks this one thing
              autoFocus
              lang={languageTags[altLanguage]}
              value={alt}
              disabled={decorative}
              maxLength={ALT_TEXT_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(" ")}
              onChange={(event) => {
                setAlt(event.target.value);
                setError(false);
              }}
              className={cn(compactInputClass, "mt-1.5 disabled:bg-slate-100")}
            />
            {error ? (
              <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
                {ALT_REQUIRED}
              </p>
            ) : null}
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              What the image shows, in a sentence (&quot;A nurse taking a child&apos;s blood
              pressure&quot;).
            </p>
          </div>
          <div className="flex items-start gap-3">
            <input
              id={decorativeId}
              type="checkbox"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.target.checked);
                setError(false);
              }}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={decorativeId} className="text-slate-900">
              Decorative: it adds nothing to the text, so screen readers skip it
            </label>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the library
        </Button>
        <Button type="submit" variant="primary">
          Insert image
        </Button>
      </div>
    </form>
  );
}
