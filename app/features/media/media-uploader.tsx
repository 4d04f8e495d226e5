import { Check, CircleAlert, LoaderCircle, UploadCloud } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { AdminCard } from "~/ui/admin/admin-shell";
import { Button } from "~/ui/button";
import { compactInputClass } from "~/ui/form-field";
import { formatFileSize, formatLimitMb } from "~/features/media/format";
import {
  ACCEPTED_FORMATS_TEXT,
  ACCEPTED_IMAGE_TYPES,
  CATEGORY_MAX_LENGTH,
  MAX_FILES_PER_FORM,
  type MediaImage,
} from "~/features/media/types";
import { cn } from "~/ui/cn";
import { useHydrated } from "~/platform/hydration/use-hydrated";
import { useSessionCheckedSave } from "~/ui/admin/session-guard";
import { showToast } from "~/ui/toaster";

export const UPLOAD_ENDPOINT = "/admin/media/upload";

type UploadOutcome = { ok: true; image: MediaImage } | { ok: false; message: string };

/** Sends one file to the upload route, reporting progress (0 to 1) as it goes. */
export function uploadWithProgress(
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("file", file);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_ENDPOINT);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let message: string | undefined;
      try {
        const parsed = JSON.parse(xhr.responseText) as {
          ok?: boolean;
          message?: string;
          image?: MediaImage;
        };
        if (xhr.status === 201 && parsed.ok && parsed.image) {
          resolve({ ok: true, image: parsed.image });
          return;
        }
        message = parsed.message;
      } catch {
        // Not JSON: a refusal from the guard (401, 403) or a proxy.
      }
      resolve({
        ok: false,
        message:
          message ??
          (xhr.status === 401
            ? "Your session has ended. Sign in again in a new tab, then upload again."
            : xhr.status === 403
              ? "You do not have permission to upload files."
              : xhr.status === 413
                ? "The file is too large."
                : `The upload failed (status ${xhr.status}). Please try again.`),
      });
    });
    xhr.addEventListener("error", () =>
      resolve({ ok: false, message: "The connection failed. Check your network and try again." }),
    );
    xhr.send(body);
  });
}

type Item = {
  id: number;
  name: string;
  size: number;
  progress: number;
  status: "waiting" | "uploading" | "done" | "failed";
  message?: string;
};

/**
 * The upload card: choose images (several at once) or drop them on it. With
 * JavaScript each file is sent on its own with a progress bar; without, the
 * form posts them all to the page's action.
 */
export function MediaUploader({
  maxUploadBytes,
  errors,
}: {
  maxUploadBytes: number;
  /** Files the page's action refused (the form without JavaScript). */
  errors?: { name: string; message: string }[];
}) {
  const hydrated = useHydrated();
  const inputId = useId();
  const categoryId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(1);
  const revalidator = useRevalidator();
  const checkedSave = useSessionCheckedSave();
  const submitting = useNavigation().state === "submitting";
  const busy = items.some((item) => item.status === "waiting" || item.status === "uploading");
  const limit = formatLimitMb(maxUploadBytes);

  function update(id: number, change: Partial<Item>) {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }

  async function upload(files: File[]) {
    if (files.length === 0) return;
    const category = categoryRef.current?.value.trim() ?? "";
    const queued = files.map((file) => ({ file, id: nextId.current++ }));
    setItems((current) => [
      ...current.filter((item) => item.status !== "done"),
      ...queued.map(({ file, id }) => ({
        id,
        name: file.name,
        size: file.size,
        progress: 0,
        status: "waiting" as const,
      })),
    ]);
    let uploaded = 0;
    // One at a time: the progress bars fill in order and the server decodes one image at once.
    for (const { file, id } of queued) {
      let outcome: UploadOutcome;
      if (file.size > maxUploadBytes) {
        outcome = {
          ok: false,
          message: `"${file.name}" is too large. Images can be at most ${limit}.`,
        };
      } else {
        update(id, { status: "uploading" });
        outcome = await uploadWithProgress(file, category ? { category } : {}, (progress) =>
          update(id, { progress }),
        );
      }
      if (outcome.ok) {
        uploaded += 1;
        update(id, { status: "done", progress: 1 });
      } else {
        update(id, { status: "failed", message: outcome.message });
        showToast({ type: "error", title: "Failed to upload file", description: outcome.message });
      }
    }
    if (uploaded > 0) {
      showToast({
        type: "success",
        title: "File uploaded successfully",
        description: uploaded > 1 ? `${uploaded} files were uploaded.` : undefined,
      });
      await revalidator.revalidate();
    }
  }

  /** Chosen or dropped files go up at once: once the session is known to be there. */
  function sendChecked(files: File[]) {
    if (files.length > 0) checkedSave(() => void upload(files));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    sendChecked(Array.from(event.dataTransfer.files));
  }

  return (
    <AdminCard
      title="Upload images"
      description={`${ACCEPTED_FORMATS_TEXT}, up to ${limit} each. Visitors get resized copies that load fast on phones.`}
    >
      <Form
        method="post"
        encType="multipart/form-data"
        onSubmit={(event) => {
          // With JavaScript the files went up as they were chosen; this is the fallback path.
          if (!hydrated) return;
          event.preventDefault();
          void upload(Array.from(inputRef.current?.files ?? []));
          if (inputRef.current) inputRef.current.value = "";
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="media-drop-zone"
          className={cn(
            "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors",
            dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
          )}
        >
          <UploadCloud className="size-10 text-brand-700" aria-hidden="true" />
          <p className="font-medium text-slate-900">
            {hydrated ? "Drag and drop images here, or choose them:" : "Choose images to upload:"}
          </p>
          <label htmlFor={inputId} className="sr-only">
            Images to upload
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="files"
            type="file"
            multiple
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            aria-describedby={hintId}
            onChange={(event) => {
              if (!hydrated) return;
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = "";
              sendChecked(files);
            }}
            className="block w-full max-w-sm text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-700 file:px-5 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
          />
          <p id={hintId} className="text-sm text-slate-600">
            {hydrated
              ? "Uploading starts as soon as you choose or drop files."
              : `Up to ${MAX_FILES_PER_FORM} images at a time.`}
          </p>
        </div>

        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <label htmlFor={categoryId} className="text-sm font-medium text-slate-900">
              Category <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input
              ref={categoryRef}
              id={categoryId}
              name="category"
              list={`${categoryId}-suggestions`}
              maxLength={CATEGORY_MAX_LENGTH}
              placeholder="e.g. team, blog"
              className={cn(compactInputClass, "mt-1.5")}
            />
            <datalist id={`${categoryId}-suggestions`}>
              <option value="team" />
              <option value="blog" />
              <option value="about-us" />
              <option value="general" />
            </datalist>
          </div>
          {hydrated ? null : (
            <Button type="submit" disabled={submitting}>
              Upload
            </Button>
          )}
        </div>
      </Form>

      {items.length > 0 ? (
        <div className="mt-5">
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-semibold text-slate-900">Uploads</h3>
            {busy ? null : (
              <Button variant="ghost" onClick={() => setItems([])}>
                Clear list
              </Button>
            )}
          </div>
          <ul className="mt-2 space-y-3" aria-label="Upload progress">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
        </div>
      ) : null}

      {errors && errors.length > 0 ? (
        <div
          role="alert"
          className="mt-5 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          <p className="flex items-center gap-2 font-semibold">
            <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
            Failed to upload file
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-8 text-sm">
            {errors.map((error, index) => (
              <li key={`${error.name}-${index}`}>{error.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </AdminCard>
  );
}

function UploadRow({ item }: { item: Item }) {
  const percent = Math.round(item.progress * 100);
  const labelId = useId();
  const statusText =
    item.status === "waiting"
      ? "Waiting"
      : item.status === "uploading"
        ? percent >= 100
          ? "Processing…"
          : `${percent}%`
        : item.status === "done"
          ? "Uploaded"
          : "Failed";
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-center gap-2 text-sm">
        {item.status === "done" ? (
          <Check className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        ) : item.status === "failed" ? (
          <CircleAlert className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        ) : (
          <LoaderCircle
            className={cn(
              "size-4 shrink-0 text-slate-500",
              item.status === "uploading" && "animate-spin",
            )}
            aria-hidden="true"
          />
        )}
        <span id={labelId} className="min-w-0 flex-1 truncate font-medium text-slate-900">
          {item.name}
        </span>
        <span className="shrink-0 text-slate-600">{formatFileSize(item.size)}</span>
        <span
          className={cn(
            "w-24 shrink-0 text-right font-medium",
            item.status === "failed" ? "text-red-800" : "text-slate-700",
          )}
        >
          {statusText}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            "h-full rounded-full transition-[width]",
            item.status === "failed" ? "bg-red-600" : "bg-brand-600",
          )}
          style={{ width: `${item.status === "failed" ? 100 : percent}%` }}
        />
      </div>
      {item.message ? <p className="mt-2 text-sm text-red-800">{item.message}</p> : null}
    </li>
  );
}
