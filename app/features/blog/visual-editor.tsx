import type { Locale } from "~/i18n/locales";
import { EditorContent, mergeAttributes, Node, useEditor, useEditorState } from "@tiptap/react";
import type { Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import {
  useId,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type SetStateAction,
} from "react";
import { Button } from "~/ui/button";
import { inputClass } from "~/ui/form-field";
import { cn } from "~/ui/cn";
import { isSiteImage, isTextLink, linkRuleMessages } from "~/platform/links";
import { ImageInsertDialog, type InsertedImage } from "~/features/media";
import { cleanPastedHtml } from "./paste-cleaner";

/**
 * The TipTap editor of a blog post. Loaded with a dynamic import by
 * RichTextEditor once the edit page runs in the browser, so TipTap is in its
 * own chunk and never in a public page's bundle; `immediatelyRender: false`
 * keeps it out of the server render too. It offers the formatting the site's
 * allowlist keeps (app/platform/sanitize.server.ts): bold, italic, h2/h3, lists,
 * links, quotes and images from the media library (Insert image). Pasted HTML
 * (Word, Google Docs) is cleaned to that structure first (paste-cleaner.ts).
 */

/** An <img> already in a post survives a round trip through the editor. */
const PostImage = Node.create({
  name: "image",
  inline: true,
  group: "inline",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
      loading: { default: null },
    };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    // Shown in the editor only (the post's HTML keeps the <img>): a picture from another
    // website would be blocked by the policy and show broken, so it shows as its address,
    // which the save then names and refuses.
    return ({ node }) => {
      const src = String(node.attrs.src ?? "");
      if (isSiteImage(src)) {
        const image = document.createElement("img");
        for (const [name, value] of Object.entries(node.attrs)) {
          if (value !== null && value !== undefined) image.setAttribute(name, String(value));
        }
        return { dom: image };
      }
      const placeholder = document.createElement("span");
      placeholder.className =
        "inline-block rounded border border-dashed border-red-400 bg-red-50 px-2 py-1 text-sm text-red-800";
      placeholder.textContent = `Picture from another website, which the site cannot show: ${src}`;
      return { dom: placeholder };
    };
  },
});

/** Where a link may point: the portal's rule for links in text (app/platform/links.ts). */
export function linkHref(raw: string): string | null {
  const value = raw.trim();
  return value !== "" && isTextLink(value) ? value : null;
}

export default function BlogVisualEditor({
  initialHtml,
  onChange,
  labelId,
  describedBy,
  invalid,
  locale,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** The article's language: the alt text of an inserted image is asked in it. */
  locale: Locale;
  /** Used by the fallback when this module fails to load (see RichTextEditor). */
  onUnavailable?: () => void;
}) {
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    // TipTap 3 with server rendering: the editor is made in the browser, after mount.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        // h4 stays readable for older posts; the toolbar offers h2 and h3.
        heading: { levels: [2, 3, 4] },
        // Outside the allowlist: they would be removed on save.
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => linkHref(url) !== null,
          // The sanitizer adds target and rel to external links on save.
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
      PostImage,
    ],
    content: initialHtml,
    editorProps: {
      // Word's and Google Docs' clipboard: their structure, without their styles and debris.
      transformPastedHTML: (html) => cleanPastedHtml(html),
      handleKeyDown: (_view, event) => {
        // Control+K (Command+K) opens the link's address, as in word processors.
        if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: cn(
          "min-h-72 px-4 py-3 text-base leading-relaxed text-slate-800 focus:outline-none",
          // The article page's look (PostContent), so the editor shows what readers see.
          "[&>*:first-child]:mt-0 [&_p]:mt-3",
          "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
          "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold",
          "[&_h4]:mt-5 [&_h4]:text-lg [&_h4]:font-semibold",
          "[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6",
          "[&_li_p]:mt-1 [&_strong]:font-semibold [&_strong]:text-slate-900",
          "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4",
          "[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_blockquote]:italic",
          "[&_img]:my-3 [&_img]:inline-block [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
        ),
      },
    },
    // Empty paragraphs at the end (the editor keeps one to type into) are not content.
    onUpdate: ({ editor: current }) =>
      onChange(current.isEmpty ? "" : current.getHTML().replace(/(?:<p><\/p>)+$/, "")),
  });

  if (!editor) return <EditorPlaceholder />;
  return (
    <div
      className={cn(
        "mt-2 rounded-xl border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30",
        invalid ? "border-red-600" : "border-slate-300",
      )}
    >
      <Toolbar editor={editor} locale={locale} linkOpen={linkOpen} setLinkOpen={setLinkOpen} />
      <EditorContent editor={editor} />
    </div>
  );
}

export function EditorPlaceholder() {
  return (
    <div
      className="mt-2 flex min-h-80 items-center justify-center rounded-xl border border-slate-300 bg-slate-50 text-sm text-slate-600"
      role="status"
    >
      Loading the editor…
    </div>
  );
}

type ToolbarState = {
  bold: boolean;
  italic: boolean;
  h2: boolean;
  h3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

type ToolbarButton = {
  key: string;
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** A format that is on or off (aria-pressed); actions such as Undo have none. */
  pressed?: boolean;
  shortcut?: string;
  disabled?: boolean;
  expanded?: boolean;
  hasPopup?: "dialog";
  controls?: string;
  separatorBefore?: boolean;
};

const toolButtonClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:opacity-40 aria-pressed:bg-brand-100 aria-pressed:text-brand-900";

function Toolbar({
  editor,
  locale,
  linkOpen,
  setLinkOpen,
}: {
  editor: Editor;
  locale: Locale;
  linkOpen: boolean;
  setLinkOpen: Dispatch<SetStateAction<boolean>>;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }): ToolbarState => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [imageOpen, setImageOpen] = useState(false);
  const linkPanelId = useId();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const imageButtonRef = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState("bold");

  // Gives the text its focus back at once when a button (by keyboard) or the link panel
  // has it. TipTap's focus command waits a frame, and that late focus re-applies the old
  // selection over keys typed meanwhile (End, then Enter, would replace linked words).
  const focusText = () => {
    if (!editor.view.hasFocus()) editor.view.focus();
  };
  const chain = () => {
    focusText();
    return editor.chain();
  };
  const buttons: ToolbarButton[] = [
    {
      key: "bold",
      label: "Bold",
      icon: Bold,
      shortcut: "Control+B",
      pressed: state.bold,
      onClick: () => chain().toggleBold().run(),
    },
    {
      key: "italic",
      label: "Italic",
      icon: Italic,
      shortcut: "Control+I",
      pressed: state.italic,
      onClick: () => chain().toggleItalic().run(),
    },
    {
      key: "h2",
      label: "Heading",
      icon: Heading2,
      shortcut: "Control+Alt+2",
      pressed: state.h2,
      onClick: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      label: "Subheading",
      icon: Heading3,
      shortcut: "Control+Alt+3",
      pressed: state.h3,
      onClick: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bulletList",
      label: "Bulleted list",
      icon: List,
      shortcut: "Control+Shift+8",
      pressed: state.bulletList,
      onClick: () => chain().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: "Numbered list",
      icon: ListOrdered,
      shortcut: "Control+Shift+7",
      pressed: state.orderedList,
      onClick: () => chain().toggleOrderedList().run(),
    },
    {
      key: "blockquote",
      label: "Quote",
      icon: Quote,
      shortcut: "Control+Shift+B",
      pressed: state.blockquote,
      onClick: () => chain().toggleBlockquote().run(),
    },
    {
      key: "link",
      label: "Link",
      icon: Link2,
      shortcut: "Control+K",
      pressed: state.link,
      expanded: linkOpen,
      controls: linkOpen ? linkPanelId : undefined,
      onClick: () => setLinkOpen((open) => !open),
    },
    {
      key: "image",
      label: "Insert image",
      icon: ImagePlus,
      hasPopup: "dialog",
      onClick: () => setImageOpen(true),
    },
    {
      key: "undo",
      label: "Undo",
      icon: Undo2,
      shortcut: "Control+Z",
      disabled: !state.canUndo,
      separatorBefore: true,
      onClick: () => chain().undo().run(),
    },
    {
      key: "redo",
      label: "Redo",
      icon: Redo2,
      shortcut: "Control+Shift+Z",
      disabled: !state.canRedo,
      onClick: () => chain().redo().run(),
    },
  ];
  // One tab stop for the whole toolbar (ARIA toolbar pattern): the last focused enabled button.
  const tabStop = buttons.some((button) => button.key === focusKey && !button.disabled)
    ? focusKey
    : "bold";

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const enabled = [
      ...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? []),
    ];
    const current = enabled.indexOf(event.target as HTMLButtonElement);
    if (current === -1) return;
    const last = enabled.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    enabled[next]?.focus();
  }

  return (
    <div className="border-b border-slate-200">
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap items-center gap-0.5 p-1.5"
        onKeyDown={onToolbarKeyDown}
      >
        {buttons.map(({ key, label, icon: Icon, separatorBefore, ...button }) => (
          <span key={key} className="contents">
            {separatorBefore ? (
              <span className="mx-1 h-7 w-px bg-slate-200" aria-hidden="true" />
            ) : null}
            <button
              ref={key === "image" ? imageButtonRef : undefined}
              type="button"
              className={toolButtonClass}
              title={label}
              aria-pressed={button.pressed}
              aria-keyshortcuts={button.shortcut}
              aria-expanded={button.expanded}
              aria-haspopup={button.hasPopup}
              aria-controls={button.controls}
              disabled={button.disabled}
              tabIndex={key === tabStop ? 0 : -1}
              onFocus={() => setFocusKey(key)}
              // A pointer press must not take the focus from the text: the caret and
              // the selection stay where they are, and keys typed at once land there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={button.onClick}
            >
              <Icon className="size-5" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </button>
          </span>
        ))}
      </div>
      <ImageInsertDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        altLanguage={locale}
        onInsert={(image: InsertedImage) =>
          // At the caret (the selection stays in the editor while the dialog is open).
          editor
            .chain()
            .insertContent({ type: "image", attrs: { ...image, loading: "lazy" } })
            .run()
        }
        // Inserted: back to the text, after the image; cancelled: back to the button.
        onClosed={(inserted) => (inserted ? focusText() : imageButtonRef.current?.focus())}
      />
      {linkOpen ? (
        <LinkPanel
          id={linkPanelId}
          editor={editor}
          isLink={state.link}
          onClose={() => {
            setLinkOpen(false);
            focusText();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The link's address, inline under the toolbar (not a nested <form>: it lives
 * inside the post's form, so Enter applies the link instead of saving the post).
 */
function LinkPanel({
  id,
  editor,
  isLink,
  onClose,
}: {
  id: string;
  editor: Editor;
  isLink: boolean;
  onClose: () => void;
}) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState<string>(
    () => (editor.getAttributes("link").href as string | undefined) ?? "",
  );
  const [error, setError] = useState<string | null>(null);

  function apply() {
    if (value.trim() === "") {
      remove();
      return;
    }
    const href = linkHref(value);
    if (!href) {
      setError(linkRuleMessages.textLink);
      return;
    }
    // No .focus() in these chains: onClose gives the text its focus back at once.
    const chain = editor.chain();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({
          type: "text",
          text: value.trim(),
          marks: [{ type: "link", attrs: { href } }],
        })
        .run();
    } else {
      chain.extendMarkRange("link").setLink({ href }).run();
    }
    onClose();
  }

  function remove() {
    editor.chain().extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <div
      id={id}
      className="flex flex-col gap-2 border-t border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
          Link address
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="url"
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens for this one field
          autoFocus
          value={value}
          placeholder="https://www.example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClass, "mt-1 py-2")}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onClose();
            }
          }}
        />
        {error ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={apply}>
          Apply link
        </Button>
        {isLink ? (
          <Button variant="secondary" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
