import { useState, type ReactNode } from "react";
import { Button } from "~/ui/button";
import { FieldHint, FormField, withHint } from "~/ui/form-field";
import { cn } from "~/ui/cn";
import { MediaPicker } from "./media-picker";

/**
 * An image of a staff form (a post's cover, a team photo): the media library's
 * address of the chosen image, picked (or uploaded in place) with "Choose from media
 * library", and a button that empties it. The address is shown but not typed: a
 * picture from another website would show broken (the server refuses one all the
 * same). `onPreview` hears each new address.
 */
export function ImageUrlField({
  id,
  label,
  error,
  name = "imageUrl",
  defaultValue,
  maxLength,
  hint,
  removeLabel,
  onPreview,
  required = false,
}: {
  id: string;
  label: string;
  error?: string;
  /** The form field's name. */
  name?: string;
  defaultValue: string;
  maxLength: number;
  hint: ReactNode;
  /** The button that empties the field, e.g. "Remove image". */
  removeLabel: string;
  onPreview?: (url: string) => void;
  /** The form refuses a save without an image: not marked (optional). */
  required?: boolean;
}) {
  const [url, setUrl] = useState(defaultValue);
  const pick = (picked: string) => {
    setUrl(picked);
    onPreview?.(picked);
  };
  const hintId = `${id}-hint`;

  return (
    <>
      <FormField
        id={id}
        label={label}
        error={error}
        optionalLabel={required ? undefined : "(optional)"}
      >
        {(control) => (
          <>
            <input
              {...withHint(control, hintId)}
              // Shown, not typed: the look of a read-only value.
              className={cn(
                control.className.replace("bg-white", "bg-slate-100"),
                "font-mono text-sm",
              )}
              name={name}
              type="text"
              readOnly
              maxLength={maxLength}
              placeholder="No image chosen"
              value={url}
            />
            <FieldHint id={hintId}>{hint}</FieldHint>
          </>
        )}
      </FormField>
      <div className="mt-3 flex flex-wrap gap-2">
        <MediaPicker onSelect={pick} />
        {url ? (
          <Button variant="ghost" onClick={() => pick("")}>
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </>
  );
}
