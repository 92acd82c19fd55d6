import { PenLine } from "lucide-react";
import { useEffect, useState, type RefObject } from "react";

import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { useCharacterCounter } from "~/components/bio/platform-counter";
import { Badge } from "~/components/ui/badge";
import { IconButton } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";

import { scrollToSection } from "./use-active-section";

/**
 * On phones and tablets, while the editor is scrolled out of view: a bar docked at the bottom with
 * the start of the bio, how many characters are left, a way back to the editor and 'Copy Bio'. So
 * a font or symbol chosen far from the editor visibly changes the text. Its height is the
 * --docked-bar-h token, which the page's bottom scroll padding counts while it shows.
 */
export function DockedBar({
  text,
  platform,
  editor,
}: {
  text: string;
  platform: Platform;
  editor: RefObject<HTMLElement | null>;
}) {
  const [editorVisible, setEditorVisible] = useState(true);
  const countFor = useCharacterCounter(platform);
  const used = countFor(text);
  const remaining = used === undefined ? undefined : PLATFORM_LIMITS[platform].limit - used;

  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setEditorVisible(entry?.isIntersecting ?? true), {
      rootMargin: "-64px 0px 0px 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [editor]);

  if (editorVisible) return null;
  const firstLine = text.split("\n").find((line) => line.trim() !== "") ?? "";
  return (
    <aside
      aria-label="Your bio"
      data-testid="docked-bar"
      data-sticky-bar="docked-bar"
      className="fixed inset-x-0 bottom-0 z-40 flex h-(--docked-bar-h) items-center border-t border-line bg-surface/95 px-4 shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.25)] backdrop-blur-md lg:hidden"
    >
      <div className="mx-auto flex w-full max-w-3xl items-center gap-2">
        <p className="min-w-0 flex-1 truncate text-sm text-fg" data-testid="docked-bio">
          {firstLine || <span className="text-fg-subtle">Your bio is empty</span>}
        </p>
        <Badge variant={remaining !== undefined && remaining < 0 ? "danger" : "solid"} className="tabular-nums">
          {remaining === undefined ? "…" : `${remaining} left`}
        </Badge>
        {/* An icon alone, so a phone's narrow bar keeps room for the start of the bio. */}
        <IconButton
          size="sm"
          label="Edit bio"
          icon={<PenLine aria-hidden="true" />}
          onClick={() => scrollToSection("bio-editor")}
        />
        <CopyButton size="sm" variant="primary" text={text} label="Copy Bio" toasts={BIO_COPY_TOASTS} />
      </div>
    </aside>
  );
}
