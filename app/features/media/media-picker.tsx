import * as Dialog from "@radix-ui/react-dialog";
import { Images } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/ui/button";
import { showToast } from "~/ui/toaster";
import { LibraryBrowser, LibraryDialogFrame } from "./media-library-browser";

/**
 * "Choose from media library": a dialog showing the library's images a page at a time;
 * picking one calls onSelect with its public URL (/uploads/…) and closes the dialog.
 * A new image can be uploaded from the dialog too: it joins the library and is picked
 * at once.
 */
export function MediaPicker({
  onSelect,
  label = "Choose from media library",
}: {
  onSelect: (url: string) => void;
  /** The trigger's text, e.g. "Choose a photo" (it should still say where from). */
  label?: string;
}) {
  const [open, setOpen] = useState(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Images className="size-4" aria-hidden="true" />
          {label}
        </Button>
      </Dialog.Trigger>
      <LibraryDialogFrame
        title="Choose an image"
        description={
          <>
            Pick an image from the media library, or upload a new one here. Alt text and categories
            are edited in the{" "}
            <Link to="/admin/media" className="font-medium text-brand-800 underline">
              Media Library
            </Link>
            .
          </>
        }
      >
        <LibraryBrowser
          altLanguage="en"
          onPick={(image, how) => {
            onSelect(image.url);
            setOpen(false);
            if (how === "uploaded") {
              showToast({
                type: "success",
                title: "Image uploaded",
                description: `${image.originalName ?? image.filename} is in the media library and chosen here.`,
              });
            }
          }}
        />
      </LibraryDialogFrame>
    </Dialog.Root>
  );
}
