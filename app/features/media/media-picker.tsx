import * as Dialog from "@radix-ui/react-dialog";
import { ImageOff, Images, LoaderCircle, Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { compactInputClass, fileInputClass } from "~/ui/form-field";
import { thumbnailUrl } from "~/platform/images/image-url";
import { ACCEPTED_IMAGE_TYPES, type MediaImage } from "~/features/media/types";
import { uploadWithProgress } from "~/features/media/media-uploader";
import { useSessionCheckedSave } from "~/ui/admin/session-guard";
import { showToast } from "~/ui/toaster";
import { cn } from "~/ui/cn";
import { pageHref } from "~/platform/paging";
import { useTypingPause } from "~/ui/typing-pause";

/** What the /admin/media loader answers (only the part the picker reads). */
type MediaLibraryData = {
  images: MediaImage[];
  loadFailed?: boolean;
  total: number;
  page: number;
  pageCount: number;
};

/** How long typing pauses before the library is searched: one request per word, not per key. */
const TYPING_PAUSE_MS = 250;

/**
 * "Choose from media library": a dialog showing the library's images a page at a time
 * (the /admin/media loader's, which searches and pages on the server); picking one
 * calls onSelect with its public URL (/uploads/…) and closes the dialog. A new image
 * can be uploaded from the dialog too: it joins the library and is picked at once.
 */
export function MediaPicker({ onSelect }: { onSelect: (url: string) => void }) {
  const [open, setOpen] = useState(false);
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
    // Fresh on every opening: an upload in another tab shows up.
    if (open) void load(pageHref("/admin/media", { q: searched || null }, page));
  }, [open, load, searched, page]);

  const shown = fetcher.data?.images ?? [];
  const loading = state === "loading" || (open && fetcher.data === undefined);
  const failed = fetcher.data?.loadFailed === true;
  const empty = fetcher.data?.total === 0;
  const pageCount = fetcher.data?.pageCount ?? 1;
  const shownPage = fetcher.data?.page ?? 1;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Images className="size-4" aria-hidden="true" />
          Choose from media library
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl">
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-5">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">
                Choose an image
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Pick an image from the media library, or upload a new one here. Alt text and
                categories are edited in the{" "}
                <Link to="/admin/media" className="font-medium text-brand-800 underline">
                  Media Library
                </Link>
                .
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">Close</span>
              </button>
            </Dialog.Close>
          </div>

          <PickerUpload
            onUploaded={(image) => {
              onSelect(image.url);
              setOpen(false);
              showToast({
                type: "success",
                title: "Image uploaded",
                description: `${image.originalName ?? image.filename} is in the media library and chosen here.`,
              });
            }}
          />

          <div className="border-b border-slate-200 px-5 py-3">
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

          <div className="min-h-40 flex-1 overflow-y-auto p-5" aria-busy={loading}>
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
                      onPick={() => {
                        onSelect(image.url);
                        setOpen(false);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {pageCount > 1 ? (
            <nav
              aria-label="Pages of images"
              className="flex items-center justify-between gap-2 border-t border-slate-200 px-5 py-3"
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerItem({ image, onPick }: { image: MediaImage; onPick: () => void }) {
  const [broken, setBroken] = useState(false);
  const label = image.altText ?? image.originalName ?? image.filename;
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
      <span className="block truncate px-2 py-1.5 text-sm text-slate-800 group-hover:text-brand-900">
        <span className="sr-only">Use </span>
        {label}
      </span>
    </button>
  );
}

type PickerUploadState =
  | { status: "idle" }
  | { status: "uploading"; name: string; percent: number }
  | { status: "failed"; message: string };

/** Uploads one image from the picker (once the session is known to be there). */
function PickerUpload({ onUploaded }: { onUploaded: (image: MediaImage) => void }) {
  const inputId = useId();
  const [state, setState] = useState<PickerUploadState>({ status: "idle" });
  const checkedSave = useSessionCheckedSave();

  async function send(file: File) {
    setState({ status: "uploading", name: file.name, percent: 0 });
    const outcome = await uploadWithProgress(file, {}, (fraction) =>
      setState({ status: "uploading", name: file.name, percent: Math.round(fraction * 100) }),
    );
    if (outcome.ok) {
      setState({ status: "idle" });
      onUploaded(outcome.image);
    } else {
      setState({ status: "failed", message: outcome.message });
    }
  }

  return (
    <div className="border-b border-slate-200 px-5 py-3">
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
      <div role="status" className="empty:hidden">
        {state.status === "uploading" ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Uploading {state.name}… {state.percent}%
          </p>
        ) : null}
      </div>
      <div role="alert" className="empty:hidden">
        {state.status === "failed" ? (
          <p className="mt-2 text-sm text-red-800">{state.message}</p>
        ) : null}
      </div>
    </div>
  );
}
