import { useState, type ReactNode } from "react";
import { Button } from "~/ui/button";
import { FieldHint, FormField, withHint } from "~/ui/form-field";
import { MediaPicker } from "./media-picker";

/**
 * An image's URL in a staff form: typed, or picked from the media library, with
 * a button that empties it. `onPreview` hears the URL to preview: when the field
 * is left, and at once when a picture is picked or removed (not every keystroke).
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
}) {
  const [url, setUrl] = useState(defaultValue);
  const pick = (picked: string) => {
    setUrl(picked);
    onPreview?.(picked);
  };
  const hintId = `${id}-hint`;

  return (
    <>
      <FormField id={id} label={label} error={error} optionalLabel="(optional)">
        {(control) => (
          <>
            <input
              {...withHint(control, hintId)}
              name={name}
              type="url"
              inputMode="url"
              maxLength={maxLength}
              placeholder="https://"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              onBlur={() => onPreview?.(url)}
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
