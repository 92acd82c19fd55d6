import { PenLine, UserRound } from "lucide-react";
import { useCallback, useRef, useState } from "react";

import { countGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS } from "@domain/text/platforms";
import { BioGeneratorForm } from "~/components/bio/bio-generator-form";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { editorHandoffHref } from "~/components/bio/editor-handoff";
import { useFavourites } from "~/components/bio/favourites";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";

// Instagram counts graphemes; X's counter (twitter-text, 33 KB) is not needed on this page.
const PLATFORM = "instagram";

/**
 * The /ai-bio-generator page's tool (docs/product.md#ai-bio-generator-page): the home page's
 * generator form, and beside it the "your bio" panel that shows the bio the visitor chose, with
 * copy and a link that opens it in the home workshop to style and preview. Two grid items in the
 * page's grid (the island's host is `display: contents`): the form, then the panel.
 */
export function AiBioGenerator() {
  const [chosen, setChosen] = useState<string>();
  const { isFavourite, toggle: toggleFavourite } = useFavourites();
  const panelHeading = useRef<HTMLHeadingElement>(null);

  const use = useCallback((text: string) => {
    setChosen(text);
    // Take the reader to the panel (on a phone it is below the form), as the home page takes
    // them to its editor.
    requestAnimationFrame(() => {
      const heading = panelHeading.current;
      if (!heading) return;
      heading.focus({ preventScroll: true });
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      heading.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "nearest" });
    });
  }, []);

  const { name, limit } = PLATFORM_LIMITS[PLATFORM];
  const count = chosen === undefined ? 0 : countGraphemes(chosen);

  return (
    <>
      <div className="min-w-0 lg:row-span-2">
        <BioGeneratorForm
          platform={PLATFORM}
          onUse={use}
          isFavourite={isFavourite}
          onToggleFavourite={toggleFavourite}
        />
      </div>
      <Card as="section" aria-labelledby="your-bio-title" className="min-w-0 scroll-mt-28">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-text">
            <UserRound aria-hidden="true" className="size-[1.125rem]" />
          </span>
          <h2
            id="your-bio-title"
            ref={panelHeading}
            tabIndex={-1}
            className="text-base font-semibold text-fg outline-none sm:text-lg"
          >
            Your bio
          </h2>
        </div>
        <div aria-live="polite">
          {chosen === undefined ? (
            <p className="mt-4 text-sm leading-relaxed text-fg-muted">
              Generate a few bios, then choose &lsquo;Use This Bio&rsquo; on the one you like: it waits here, ready to
              copy or to finish in the editor.
            </p>
          ) : (
            <>
              <p
                data-testid="your-bio"
                className="mt-4 rounded-control bg-surface-muted p-4 leading-relaxed whitespace-pre-line text-fg"
              >
                {chosen}
              </p>
              <p className="mt-2 text-xs text-fg-subtle">
                {count}/{limit} characters on {name}
              </p>
            </>
          )}
        </div>
        {chosen !== undefined && (
          <div className="mt-4 flex flex-wrap gap-2">
            <CopyButton size="sm" variant="primary" text={chosen} label="Copy Bio" toasts={BIO_COPY_TOASTS} />
            <ButtonLink size="sm" href={editorHandoffHref(chosen)}>
              <PenLine aria-hidden="true" />
              Edit in the workshop
            </ButtonLink>
          </div>
        )}
      </Card>
    </>
  );
}
