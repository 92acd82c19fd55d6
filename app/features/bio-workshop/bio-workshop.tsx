import { Eye, LayoutTemplate, Shapes, Type, Wand2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import type { BioReview } from "@domain/bio/checklist/review-bio";
import type { FontStyleKey } from "@domain/fonts/font-styles";
import { splitGraphemes } from "@domain/text/graphemes";
import { PLATFORM_LIMITS, type Platform } from "@domain/text/platforms";
import { FloatingNav, type FloatingNavItem } from "~/components/layout/floating-nav";
import { BioGeneratorForm, type GeneratorFacts } from "~/components/bio/bio-generator-form";
import { takeEditorHandoff } from "~/components/bio/editor-handoff";
import { useFavourites } from "~/components/bio/favourites";
import ProfilePreview from "~/components/bio/profile-preview";
import { Card } from "~/components/ui/card";
import { showToast } from "~/components/ui/toast";

import { BioChecklist } from "./bio-checklist";
import { BioEditorPanel, EDITOR_OVERFLOW } from "./bio-editor-panel";
import { DockedBar } from "./docked-bar";
import { EditorExtras } from "./editor-extras";
import FavouritesPanel from "./favourites-panel";
import FontsPanel from "./fonts-panel";
import { HomeHero } from "./home-hero";
import { PhoneToolNav } from "./phone-tool-nav";
import { PlatformPack } from "./platform-pack";
import { RefineChips, RefineDisclosure } from "~/components/bio/refine-chips";
import ProTips from "./pro-tips";
import SymbolsPanel from "./symbols-panel";
import TemplatesPanel from "./templates-panel";
import { RENDER_WHEN_NEAR_ATTRIBUTE, scrollToSection, useActiveSection } from "./use-active-section";
import { useBioText } from "./use-bio-text";
import { useSharedDraft } from "./use-shared-draft";

export const WORKSHOP_SECTIONS = [
  { id: "ai", target: "ai-generator", label: "AI Generator", icon: Wand2 },
  { id: "templates", target: "templates", label: "Templates", icon: LayoutTemplate },
  { id: "fonts", target: "fonts", label: "Fonts", icon: Type },
  { id: "symbols", target: "symbols", label: "Symbols", icon: Shapes },
  { id: "preview", target: "preview", label: "Preview", icon: Eye },
] as const;

/**
 * Each child skipped by layout and paint until it nears the viewport, holding a guessed room till
 * then; the attribute lets scrollToSection draw the ones before its target first.
 */
const RENDER_WHEN_NEAR = "*:drawn-near-[30rem]";
const renderWhenNear = { [RENDER_WHEN_NEAR_ATTRIBUTE]: "" };

/** Below the large breakpoint the workshop is one column (the editor after the generator). */
const ONE_COLUMN = "(width < 64rem)";
/** From the extra-large breakpoint the editor and the preview sit side by side, short enough for a laptop. */
const SIDE_BY_SIDE = "(width >= 80rem)";

/**
 * The home page's bio workshop (docs/decisions/018-home-workshop.md). The tools (generator,
 * templates, fonts, symbols) run down the left; the preview and the editor stay in view on the
 * right while the visitor works, so every change happens where they can see it. On a phone the
 * editor follows the generator, and a bar docked at the bottom keeps the text, its count and the
 * copy button in reach while the editor is out of view. Given the page's `hero` words, it opens with
 * the hero, whose phone shows the editor's text (home-hero.tsx). `posted` is the review of the
 * editor's form posted without JavaScript: its text, checks and versions are rendered from the server.
 */
export function BioWorkshop({ posted, hero }: { posted?: BioReview; hero?: { heading: string; intro: string } }) {
  const bio = useBioText(posted?.text);
  const [platform, setPlatform] = useState<Platform>(posted?.platform ?? "instagram");
  const { favourites, isFavourite, toggle: toggleFavourite } = useFavourites();
  const { active, select } = useActiveSection(WORKSHOP_SECTIONS, "ai");
  const editorSection = useRef<HTMLDivElement>(null);

  const navItems: FloatingNavItem[] = useMemo(
    () =>
      WORKSHOP_SECTIONS.map(({ id, label, icon, target }) => ({ id, label, icon, action: () => select(id, target) })),
    [select],
  );

  // Stable callbacks, so panels still waiting to hydrate are not re-rendered from scratch.
  const { replace, chooseFont, append, openStyled } = bio;
  useSharedDraft(openStyled, setPlatform);
  const use = useCallback(
    (text: string) => {
      replace(text);
      // On one column the editor is far from the card chosen: bring it into view (docs/product.md#home).
      if (window.matchMedia(ONE_COLUMN).matches) scrollToSection("bio-editor");
      void showToast({
        title: "Bio Selected",
        description: "It is in the editor, ready to style and copy.",
        variant: "success",
      });
    },
    [replace],
  );
  // The inputs of the generated bio in the editor, which refinements keep; none for other texts.
  const [facts, setFacts] = useState<GeneratorFacts | undefined>(undefined);
  const chooseGenerated = useCallback(
    (text: string, inputs: GeneratorFacts) => {
      use(text);
      setFacts(inputs);
    },
    [use],
  );
  const onChooseFont = useCallback((font: FontStyleKey) => void chooseFont(font), [chooseFont]);

  // A bio sent here from another page ('Use in editor' on a template) opens in the editor.
  useEffect(() => {
    const text = takeEditorHandoff();
    if (text === undefined) return;
    // No more than the editor itself takes (Instagram's limit + the overflow, in graphemes: the
    // workshop opens on Instagram), as a paste would be cut (issue 23).
    const cap = PLATFORM_LIMITS.instagram.limit + EDITOR_OVERFLOW;
    use(splitGraphemes(text).slice(0, cap).join(""));
    scrollToSection("bio-editor");
  }, [use]);

  return (
    <div className="mt-8 pb-24 sm:mt-10 lg:pb-0 [&_section]:scroll-mt-24">
      {hero && <HomeHero heading={hero.heading} intro={hero.intro} text={bio.text} onPick={replace} />}
      <FloatingNav
        items={navItems}
        activeId={active}
        label="Bio tools"
        className="sticky top-[calc(var(--header-h)+var(--floating-nav-gap))] z-30 mb-8"
      />
      <PhoneToolNav sections={WORKSHOP_SECTIONS} active={active} onSelect={select} />
      {/* From the extra-large breakpoint the workshop takes the page's side padding too, so the tools
          keep their width beside an editor and a preview that sit side by side. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,27rem)] xl:-mx-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,38rem)]">
        <div className="lg:col-start-1">
          <BioGeneratorForm
            platform={platform}
            onUse={chooseGenerated}
            isFavourite={isFavourite}
            onToggleFavourite={toggleFavourite}
            renderExtra={({ text, label, facts: inputs }) => (
              <RefineDisclosure
                label={label}
                text={text}
                platform={platform}
                facts={inputs}
                onUse={(version) => chooseGenerated(version, inputs)}
                onUndo={bio.undo}
              />
            )}
          />
        </div>
        {/* The desk: the editor and its preview, sticky beside the tools on wide screens, right after
            the generator on a phone. From 1280 px they sit side by side, so both stay whole in a
            720 px window (issue 23); between 1024 and 1280 px the column scrolls inside itself if
            the window is short. Anything that grows (refined versions, the checklist) stays out. */}
        <div
          ref={editorSection}
          data-desk=""
          {...renderWhenNear}
          onFocus={(event) => {
            // Going to type brings the whole desk into view, so the preview answers in sight.
            if (event.target.id === "bio-text" && window.matchMedia(SIDE_BY_SIDE).matches)
              editorSection.current?.scrollIntoView({ block: "nearest" });
          }}
          // On one column the desk is a screen below the hero: drawn when it comes near, as the panels.
          className="flex min-w-0 flex-col gap-6 max-lg:*:drawn-near-[30rem] lg:sticky lg:top-38 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:max-h-[calc(100dvh-10.5rem)] lg:overflow-y-auto lg:overscroll-contain lg:rounded-card xl:grid xl:max-h-none xl:grid-cols-[minmax(0,15.5rem)_minmax(0,1fr)] xl:gap-4 xl:overflow-visible"
        >
          <BioEditorPanel
            className="xl:p-4"
            text={bio.text}
            platform={platform}
            onEdit={bio.edit}
            onUndo={bio.undo}
            onRedo={bio.redo}
            isFavourite={isFavourite(bio.text)}
            onToggleFavourite={() => toggleFavourite(bio.text)}
          >
            <EditorExtras text={bio.text} plain={bio.plain} font={bio.font} platform={platform} />
          </BioEditorPanel>
          <ProfilePreview text={bio.text} platform={platform} onPlatform={setPlatform} className="xl:p-4" />
        </div>
        {/* The panels below the first screen are laid out and drawn only once they come near it
            (content-visibility), so the page's first layout and its hydration skip most of the
            workshop: its font previews, symbol and emoji grids. Until then each holds the room of
            its last rendering, or a guess (docs/design.md#rendering-below-the-first-screen). */}
        <div {...renderWhenNear} className={`flex min-w-0 flex-col gap-6 lg:col-start-1 ${RENDER_WHEN_NEAR}`}>
          <Card id="refine-bio">
            <RefineChips
              className="mt-0 border-t-0 pt-0"
              text={bio.text}
              platform={platform}
              facts={facts}
              onUse={replace}
              onUndo={bio.undo}
            />
          </Card>
          <BioChecklist
            text={bio.text}
            platform={platform}
            onFix={replace}
            posted={posted?.text === bio.text && posted.platform === platform ? posted.checks : undefined}
          />
        </div>
        <div {...renderWhenNear} className={`grid min-w-0 grid-cols-1 gap-6 lg:col-start-1 ${RENDER_WHEN_NEAR}`}>
          <PlatformPack text={bio.text} posted={posted?.versions} />
          <TemplatesPanel onUse={use} />
          <FontsPanel selected={bio.font} plain={bio.plain} onChoose={onChooseFont} />
          <SymbolsPanel onAdd={append} />
          <FavouritesPanel favourites={favourites} onUse={use} onRemove={toggleFavourite} />
          <ProTips />
        </div>
      </div>
      <DockedBar text={bio.text} platform={platform} editor={editorSection} />
    </div>
  );
}
