import { Send } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";

import type { FontStyleKey } from "@domain/fonts/font-styles";
import type { Platform } from "@domain/text/platforms";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { Button } from "~/components/ui/button";
import type { CopyToasts } from "~/components/ui/copy-button";
import { CopyPlainButton } from "~/components/ui/copy-plain-button";
import { copyText } from "~/components/ui/copy-text";
import { showToast } from "~/components/ui/toast";

import { shareLinkHref } from "./share-link";

const PLAIN_COPY_TOASTS: CopyToasts = {
  copied: {
    title: "Plain Bio Copied",
    description: "Plain letters: readable, searchable, clickable tags.",
    variant: "success",
  },
  failed: BIO_COPY_TOASTS.failed,
};

/** The workshop's keyboard shortcuts, as the '?' list shows them. */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: "Ctrl/⌘ + Enter", does: "Generate bios from the AI Bio Generator's inputs" },
  { keys: "Alt + Shift + C", does: "Copy the bio in the editor" },
  { keys: "Ctrl/⌘ + Z", does: "Undo the last change to the bio (Ctrl/⌘ + Shift + Z redoes it)" },
  { keys: "?", does: "Show these shortcuts" },
];

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio"))
  );
}

export interface EditorExtrasProps {
  text: string;
  /** The text's plain letters and the style they are in (null after an edit the style could not follow). */
  plain: string;
  font: FontStyleKey | null;
  platform: Platform;
}

/**
 * Under the editor: 'Copy plain' beside the styled copy, 'Share' (a link whose fragment carries
 * the draft: docs/product.md#share-a-draft) and the keyboard shortcuts, which work anywhere in the
 * page: Ctrl/⌘+Enter generates, Alt+Shift+C copies the editor, '?' lists them.
 */
export function EditorExtras({ text, plain, font, platform }: EditorExtrasProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const blank = text.trim() === "";
  // The shortcut copies the text as it is when pressed; the listener is added once. Updated before
  // the browser paints, so a key pressed the moment a style lands copies the styled text.
  const latest = useRef(text);
  useLayoutEffect(() => {
    latest.current = text;
  }, [text]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key === "Enter") {
        const form = document.querySelector<HTMLFormElement>("#ai-generator form");
        if (!form) return;
        event.preventDefault();
        form.requestSubmit();
      } else if (event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === "KeyC") {
        event.preventDefault();
        void copyEditor();
      } else if (event.key === "?" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)) {
        event.preventDefault();
        dialog.current?.showModal();
      }
    }
    async function copyEditor() {
      const current = latest.current;
      if (current.trim() === "") {
        void showToast({ title: "Nothing to Copy", description: "The editor is empty.", variant: "destructive" });
        return;
      }
      const ok = await copyText(current);
      void showToast(ok ? BIO_COPY_TOASTS.copied : BIO_COPY_TOASTS.failed);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  async function share() {
    const href = shareLinkHref(window.location.origin, {
      text: font === null ? text : plain,
      platform,
      font: font ?? "normal",
    });
    const ok = await copyText(href);
    void showToast(
      ok
        ? {
            title: "Share Link Copied",
            description: "The draft rides in the link after '#', which browsers never send: our server never sees it.",
            variant: "success",
          }
        : { title: "Copy Failed", description: "Please copy the link manually.", variant: "destructive" },
    );
  }

  return (
    <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
      <CopyPlainButton
        size="sm"
        text={text}
        plain={font && font !== "normal" ? plain : undefined}
        toasts={PLAIN_COPY_TOASTS}
      />
      <Button size="sm" variant="ghost" onClick={() => void share()} disabled={blank}>
        <Send aria-hidden="true" />
        Share
      </Button>
      <Button size="sm" variant="ghost" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        Shortcuts
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="shortcuts-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-5 text-fg shadow-lg backdrop:bg-black/50"
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <h2 id="shortcuts-title" className="text-lg font-semibold">
          Keyboard shortcuts
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          {SHORTCUTS.map(({ keys, does }) => (
            <div key={keys} className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
              <dt className="shrink-0 font-mono font-semibold sm:w-36">{keys}</dt>
              <dd className="text-fg-muted">{does}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="mt-4 text-right">
          <Button type="submit" size="sm" variant="primary">
            Close
          </Button>
        </form>
      </dialog>
    </div>
  );
}
