import { Eye, LayoutTemplate, Shapes, Type, Wand2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";

import type { Platform } from "@domain/text/platforms";
import { FloatingNav, type FloatingNavItem } from "~/components/layout/floating-nav";
import { useFavourites } from "~/components/bio/favourites";
import { Card } from "~/components/ui/card";
import { showToast } from "~/components/ui/toast";

import { AiGeneratorPanel } from "./ai-generator-panel";
import { BioEditorPanel } from "./bio-editor-panel";
import { useBioText } from "./use-bio-text";

// Below the first screen or secondary: each loads as its own chunk while the page hydrates, so the
// home page's first-load JavaScript stays within budget (docs/decisions/008-home-workshop.md).
// The server renders them in full, so their content is in the HTML before any script runs.
const TemplatesPanel = lazy(() => import("./templates-panel"));
const FontsPanel = lazy(() => import("./fonts-panel"));
const SymbolsPanel = lazy(() => import("./symbols-panel"));
const ProfilePreview = lazy(() => import("~/components/bio/profile-preview"));
const ProTips = lazy(() => import("./pro-tips"));
const FavouritesPanel = lazy(() => import("./favourites-panel"));

const SECTIONS = [
  { id: "ai", target: "ai-generator", label: "AI Generator", icon: Wand2 },
  { id: "templates", target: "templates", label: "Templates", icon: LayoutTemplate },
  { id: "fonts", target: "fonts", label: "Fonts", icon: Type },
  { id: "symbols", target: "symbols", label: "Symbols", icon: Shapes },
  { id: "preview", target: "preview", label: "Preview", icon: Eye },
] as const;

function scrollToSection(target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  element.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/**
 * Marks the section the visitor is looking at, as they scroll: the last section whose top has
 * passed a line at 35% of the viewport. Elements are looked up on each (frame-throttled) scroll,
 * since lazily hydrated panels may replace their server-rendered nodes.
 */
function useActiveSection(initial: string): [string, (id: string) => void] {
  const [active, setActive] = useState(initial);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * 0.35;
      let current: string | undefined;
      let best = Number.NEGATIVE_INFINITY;
      for (const section of SECTIONS) {
        const top = document.getElementById(section.target)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line && top > best) {
          best = top;
          current = section.id;
        }
      }
      if (current) setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return [active, setActive];
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Card aria-hidden="true" className="h-40 motion-safe:animate-skeleton" />}>{children}</Suspense>
  );
}

/** The home page's bio workshop: generate, pick a template, style it, add symbols, preview, copy. */
export function BioWorkshop() {
  const bio = useBioText();
  const [platform, setPlatform] = useState<Platform>("instagram");
  const { favourites, isFavourite, toggle } = useFavourites();
  const [active, setActive] = useActiveSection("ai");

  const navItems: FloatingNavItem[] = useMemo(
    () =>
      SECTIONS.map((section) => ({
        id: section.id,
        label: section.label,
        icon: section.icon,
        action: () => scrollToSection(section.target),
      })),
    [],
  );

  // Stable callbacks, so panels still waiting to hydrate are not re-rendered from scratch.
  const { replace, chooseFont, append } = bio;
  const use = useCallback(
    (text: string) => {
      replace(text);
      void showToast({
        title: "Bio Selected",
        description: "It is in the editor, ready to style and copy.",
        variant: "success",
      });
      // On one column, the editor is further down: bring it into view.
      if (window.matchMedia("(max-width: 1023px)").matches) scrollToSection("bio-editor");
    },
    [replace],
  );

  const toggleFavourite = useCallback(
    (text: string) => {
      const wasFavourite = isFavourite(text);
      if (!toggle(text)) {
        void showToast({
          title: "Could not save",
          description: "This browser is not letting us store favourites.",
          variant: "destructive",
        });
        return;
      }
      void showToast({ title: wasFavourite ? "Removed from favourites" : "Saved to favourites" });
    },
    [isFavourite, toggle],
  );
  const onChooseFont = useCallback((font: Parameters<typeof chooseFont>[0]) => void chooseFont(font), [chooseFont]);

  return (
    <div className="mt-10">
      <FloatingNav
        items={navItems}
        activeId={active}
        onSelect={setActive}
        label="Bio tools"
        className="sticky top-20 z-30 mb-8"
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <AiGeneratorPanel
            platform={platform}
            onUse={use}
            isFavourite={isFavourite}
            onToggleFavourite={toggleFavourite}
          />
          <Lazy>
            <TemplatesPanel onUse={use} />
          </Lazy>
          <Lazy>
            <FontsPanel selected={bio.font} onChoose={onChooseFont} />
          </Lazy>
        </div>
        <div className="grid gap-6">
          <Lazy>
            <ProfilePreview text={bio.text} platform={platform} onPlatform={setPlatform} />
          </Lazy>
          <BioEditorPanel
            text={bio.text}
            platform={platform}
            onEdit={bio.edit}
            isFavourite={isFavourite(bio.text)}
            onToggleFavourite={() => toggleFavourite(bio.text)}
          />
          <Lazy>
            <FavouritesPanel favourites={favourites} onUse={use} onRemove={toggleFavourite} />
          </Lazy>
          <Lazy>
            <SymbolsPanel onAdd={append} />
          </Lazy>
          <Lazy>
            <ProTips />
          </Lazy>
        </div>
      </div>
    </div>
  );
}
