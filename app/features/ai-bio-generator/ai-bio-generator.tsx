import { PenLine, UserRound } from "lucide-react";
import { useCallback, useRef, useState } from "react";

import { countGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS } from "@domain/text/platforms";
import { BioGeneratorForm } from "~/components/bio/bio-generator-form";
import { BIO_COPY_TOASTS } from "~/components/bio/copy-toasts";
import { editorHandoffHref } from "~/components/bio/editor-handoff";
import { useFavourites } from "~/components/bio/favourites";
import { RefineDisclosure } from "~/components/bio/refine-chips";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CopyButton } from "~/components/ui/copy-button";

// X's counter (twitter-text, 33 KB) is not needed on this page.
const PLATFORM = "instagram";

/**
 * docs/product.md#ai-bio-generator-page. The island's host is `display: contents`: form and panel
 * are items of the page's grid.
 */
export function AiBioGenerator() {
  // Every bio 'Use' put in the panel, latest last: a refined version's Undo brings the one before back.
  const [used, setUsed] = useState<readonly string[]>([]);
  const chosen = used.at(-1);
  const { isFavourite, toggle: toggleFavourite } = useFavourites();
  const panelHeading = useRef<HTMLHeadingElement>(null);

  const undo = useCallback(() => setUsed((bios) => bios.slice(0, -1)), []);

  const use = useCallback((text: string) => {
    setUsed((bios) => [...bios, text]);
    // On a phone the panel is below the form.
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
          renderExtra={({ text, label, facts }) => (
            <RefineDisclosure label={label} text={text} platform={PLATFORM} facts={facts} onUse={use} onUndo={undo} />
          )}
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
