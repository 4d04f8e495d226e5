import { useId, useState } from "react";
import { MediaPicker } from "~/features/media";
import { Button } from "~/ui/button";
import { SmartImage } from "~/ui/smart-image";
import { fileInputClass } from "~/ui/form-field";
import { cn } from "~/ui/cn";
import type { AboutUsImageSection } from "~/features/site-content/about-us";
import { ABOUT_US_URL_MAX, aboutUsFieldName } from "~/features/site-content/about-us-form";
import { ACCEPTED_IMAGE_TYPES } from "~/features/media";
import { AboutUsFieldError, aboutUsControlProps } from "./about-us-field-error";
import { isSiteImage } from "~/platform/links";

/**
 * An About Us image (one for every language): its preview, its address (picked,
 * or uploaded in place, with the media library's dialog; shown, not typed), or a
 * new file uploaded with the tab's save into about-us/ (which works without
 * JavaScript). Empty: the page's built-in artwork.
 */
export function AboutUsImageField({
  section,
  label,
  value,
  defaultImage,
  error,
}: {
  section: AboutUsImageSection;
  label: string;
  value: string;
  defaultImage: string;
  error?: string;
}) {
  const [url, setUrl] = useState(value);
  const id = useId();
  const urlId = `${id}-url`;
  const fileId = `${id}-file`;
  const errorId = `${id}-error`;
  // Only a picture on this site is shown: another host's would be blocked (img-src 'self')
  // and show broken; the save refuses it with the rule's message.
  const preview = isSiteImage(url.trim()) ? url.trim() : defaultImage;

  return (
    <fieldset className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-600">(every language)</span>
      </legend>
      <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
        <div>
          <SmartImage
            key={preview}
            src={preview}
            alt=""
            width={16}
            height={10}
            sizes="16rem"
            fallbackSrc={null}
            unavailableLabel="Preview unavailable"
            className="aspect-[16/10] w-full rounded-xl border border-slate-200"
          />
          <p className="mt-1.5 text-sm text-slate-600">
            {url.trim() ? "Current image" : "Built-in artwork"}
          </p>
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <label htmlFor={urlId} className="text-sm font-medium text-slate-700">
              Image URL
            </label>
            <input
              id={urlId}
              name={aboutUsFieldName(section)}
              type="text"
              readOnly
              value={url}
              placeholder="Empty: built-in artwork"
              maxLength={ABOUT_US_URL_MAX}
              {...aboutUsControlProps(error, errorId)}
              className={cn(
                aboutUsControlProps(error, errorId).className.replace("bg-white", "bg-slate-100"),
                "bg-slate-50 font-mono text-sm",
              )}
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <MediaPicker onSelect={setUrl} />
              {url ? (
                <Button variant="ghost" onClick={() => setUrl("")}>
                  Use built-in artwork
                </Button>
              ) : null}
            </div>
          </div>
          <div>
            <label htmlFor={fileId} className="text-sm font-medium text-slate-700">
              Or upload a new image
            </label>
            <input
              id={fileId}
              name={aboutUsFieldName(section, "file")}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              className={cn(fileInputClass, "mt-1.5 w-full")}
            />
            <p className="mt-1 text-sm text-slate-600">
              Saved with this tab; it replaces the URL above.
            </p>
          </div>
          <AboutUsFieldError id={errorId} error={error} />
        </div>
      </div>
    </fieldset>
  );
}
