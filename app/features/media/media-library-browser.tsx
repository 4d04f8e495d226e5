import { defaultLocale, languageTags, localeLabels, type Locale } from "~/i18n/locales";
import * as Dialog from "@radix-ui/react-dialog";
import { ImageOff, LoaderCircle, Search, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { compactInputClass, fileInputClass } from "~/ui/form-field";
import { thumbnailUrl } from "~/platform/images/image-url";
import { ACCEPTED_IMAGE_TYPES, ALT_TEXT_MAX_LENGTH, type MediaImage } from "~/features/media/types";
import { uploadWithProgress } from "~/features/media/media-uploader";
import { altTextField, altTextIn } from "~/features/media/alt-texts";
import { useSessionCheckedSave } from "~/ui/admin/session-guard";
import { cn } from "~/ui/cn";
import { pageHref } from "~/platform/paging";
import { useTypingPause } from "~/ui/typing-pause";

/** What the /admin/media loader answers (only the part the browser reads). */
type MediaLibraryData = {
  images: MediaImage[];
  loadFailed?: boolean;
  total: number;
  page: number;
  pageCount: number;
};

/** How long typing pauses before the library is searched: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

/** The language whose alt text the browser shows and asks for at upload. */
export type AltLanguage = Locale;

/**
 * A dialog's frame for the library: overlay, panel, title, description and Close.
 * Radix keeps the focus inside and gives it back to the trigger on closing.
 */
export function LibraryDialogFrame({
  title,
  description,
  children,
  onCloseAutoFocus,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <Dialog.Content
        onCloseAutoFocus={onCloseAutoFocus}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl"
      >
        <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-5">
          <div>
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {description}
            </Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600"
            >
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close</span>
            </button>
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/**
 * The library inside a dialog: an upload in place (the upload route's checks and
 * progress), a search by name, alt text or category, and the images a page at a
 * time (the /admin/media loader's, which searches and pages on the server), each
 * with its alt text. Picking or uploading one calls onPick with it.
 */
export function LibraryBrowser({
  onPick,
  altLanguage,
  askAltAtUpload = false,
}: {
  onPick: (image: MediaImage, how: "picked" | "uploaded") => void;
  /** Whose alt text shows under each image (and is asked at upload). */
  altLanguage: AltLanguage;
  /** Ask for the new image's alt text with the upload. */
  askAltAtUpload?: boolean;
}) {
  const [query, setQuery] = useState("");
  const [searched, setSearched] = useState("");
  const [page, setPage] = useState(1);
  const fetcher = useFetcher<MediaLibraryData>();
  const searchId = useId();

  // The search waits for a pause in the typing, and starts again from the first page.
  const typing = useTypingPause((words: string) => {
    setSearched(words.trim());
    setPage(1);
  }, TYPING_PAUSE_MS);

  const { load, state } = fetcher;
  useEffect(() => {
    // Fresh on every opening (this mounts with the dialog): an upload in another tab shows up.
    void load(pageHref("/admin/media", { q: searched || null }, page));
  }, [load, searched, page]);

  const shown = fetcher.data?.images ?? [];
  const loading = state === "loading" || fetcher.data === undefined;
  const failed = fetcher.data?.loadFailed === true;
  const empty = fetcher.data?.total === 0;
  const pageCount = fetcher.data?.pageCount ?? 1;
  const shownPage = fetcher.data?.page ?? 1;

  return (
    <>
      <PickerUpload
        altLanguage={altLanguage}
        askAlt={askAltAtUpload}
        onUploaded={(image) => onPick(image, "uploaded")}
      />

      <div className="border-b border-slate-200 px-4 py-3 sm:px-5">
        <label htmlFor={searchId} className="sr-only">
          Search images
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              typing.schedule(event.target.value);
            }}
            placeholder="Search images"
            className={cn(compactInputClass, "pl-9")}
          />
        </div>
      </div>

      <div className="min-h-40 flex-1 overflow-y-auto p-4 sm:p-5" aria-busy={loading}>
        {loading && shown.length === 0 ? (
          <p className="text-slate-600" role="status">
            Loading images…
          </p>
        ) : failed ? (
          <p className="text-red-800" role="alert">
            Failed to fetch media files. Close this window and try again.
          </p>
        ) : shown.length === 0 ? (
          <p className="text-slate-600">
            {empty
              ? "The media library is empty. Upload an image above."
              : "No image matches your search."}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {shown.map((image) => (
              <li key={image.id}>
                <PickerItem
                  image={image}
                  altLanguage={altLanguage}
                  onPick={() => onPick(image, "picked")}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {pageCount > 1 ? (
        <nav
          aria-label="Pages of images"
          className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 sm:px-5"
        >
          <Button
            variant="secondary"
            disabled={shownPage <= 1 || loading}
            onClick={() => setPage(shownPage - 1)}
          >
            Previous<span className="sr-only"> page</span>
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            Page {shownPage} of {pageCount}
          </p>
          <Button
            variant="secondary"
            disabled={shownPage >= pageCount || loading}
            onClick={() => setPage(shownPage + 1)}
          >
            Next<span className="sr-only"> page</span>
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function PickerItem({
  image,
  altLanguage,
  onPick,
}: {
  image: MediaImage;
  altLanguage: AltLanguage;
  onPick: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const name = image.originalName ?? image.filename;
  const alt = altTextIn(image.altTexts, altLanguage);
  return (
    <button
      type="button"
      onClick={onPick}
      className="group block w-full overflow-hidden rounded-xl border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex aspect-square items-center justify-center bg-slate-100">
        {broken ? (
          <ImageOff className="size-8 text-slate-500" aria-hidden="true" />
        ) : (
          <img
            src={thumbnailUrl(image)}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="size-full object-cover"
          />
        )}
      </span>
      <span className="block px-2 py-1.5 text-sm">
        <span className="block truncate font-medium text-slate-900 group-hover:text-brand-900">
          <span className="sr-only">Use </span>
          {name}
        </span>
        <span className={cn("line-clamp-2", alt ? "text-slate-600" : "text-amber-800")}>
          {alt ? (
            <>
              <span className="sr-only">Alt text: </span>
              {alt}
            </>
          ) : altLanguage === defaultLocale ? (
            "No alt text"
          ) : (
            `No ${localeLabels[altLanguage]} alt text`
          )}
        </span>
      </span>
    </button>
  );
}

type PickerUploadState =
  | { status: "idle" }
  | { status: "uploading"; name: string; percent: number }
  | { status: "failed"; message: string };

/** Uploads one image from the dialog (once the session is known to be there). */
function PickerUpload({
  onUploaded,
  altLanguage,
  askAlt,
}: {
  onUploaded: (image: MediaImage) => void;
  altLanguage: AltLanguage;
  askAlt: boolean;
}) {
  const inputId = useId();
  const altId = useId();
  const [alt, setAlt] = useState("");
  const [state, setState] = useState<PickerUploadState>({ status: "idle" });
  const checkedSave = useSessionCheckedSave();

  async function send(file: File) {
    setState({ status: "uploading", name: file.name, percent: 0 });
    const text = alt.trim();
    const fields: Record<string, string> =
      askAlt && text ? { [altTextField(altLanguage)]: text } : {};
    const outcome = await uploadWithProgress(file, fields, (fraction) =>
      setState({ status: "uploading", name: file.name, percent: Math.round(fraction * 100) }),
    );
    if (outcome.ok) {
      setState({ status: "idle" });
      setAlt("");
      onUploaded(outcome.image);
    } else {
      setState({ status: "failed", message: outcome.message });
    }
  }

  return (
    <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:px-5 md:grid-cols-2">
      {askAlt ? (
        <div>
          <label htmlFor={altId} className="text-sm font-medium text-slate-900">
            Alt text of the new image
            {altLanguage === defaultLocale ? "" : ` (in ${localeLabels[altLanguage]})`}
          </label>
          <input
            id={altId}
            type="text"
            lang={languageTags[altLanguage]}
            value={alt}
            maxLength={ALT_TEXT_MAX_LENGTH}
            onChange={(event) => setAlt(event.target.value)}
            onKeyDown={(event) => {
              // Enter would reach no form here; it must not do anything surprising.
              if (event.key === "Enter") event.preventDefault();
            }}
            className={cn(compactInputClass, "mt-1.5")}
          />
        </div>
      ) : null}
      <div className={askAlt ? undefined : "md:col-span-2"}>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          Upload a new image
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(",")}
          disabled={state.status === "uploading"}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) checkedSave(() => void send(file));
          }}
          className={cn(fileInputClass, "mt-1.5 w-full")}
        />
      </div>
      <div role="status" className="empty:hidden md:col-span-2">
        {state.status === "uploading" ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Uploading {state.name}… {state.percent}%
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden md:col-span-2">
        {state.status === "failed" ? <p className="text-sm text-red-800">{state.message}</p> : null}
      </div>
    </div>
  );
}
