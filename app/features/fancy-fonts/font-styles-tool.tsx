import { Type } from "lucide-react";
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef } from "react";

import { convertText } from "@domain/fonts/convert-text";
import { FONT_DEFAULT_TEXT, FONT_INPUT_MAX, fontStylesIn, limitFontInput } from "@domain/fonts/font-page";
import { FONT_CATEGORIES, type FontStyle, type FontStyleKey } from "@domain/fonts/font-styles";
import { applyFrame, FRAME_ACCESSIBILITY_NOTE, getTextFrame, TEXT_FRAMES } from "@domain/fonts/frames";
import type { FrameCost } from "@domain/fonts/frame-cost";
import { countGraphemes } from "@domain/text/graphemes";
import { SectionCard } from "~/components/ui/card";
import { FieldHint, Input, Label, Select } from "~/components/ui/field";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm } from "~/components/ui/filter-form";
import { showToast } from "~/components/ui/toast";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";
import { useUrlState } from "~/components/url-state";

import { favouriteFontsStore, useFavouriteFonts } from "./favourite-fonts";
import { FONT_PAGE_DEFAULTS, type FontPageState } from "./font-page-state";
import { FontStyleCard } from "./font-style-card";
import { useXCounter } from "./use-x-counter";

export interface FontStylesToolProps {
  /** The view the server rendered (from the address). */
  initial: FontPageState;
  /** X's weighted count of every style's output for `initial`, worked out by the server. */
  initialXCounts: Partial<Record<FontStyleKey, number>>;
  /** What each frame adds on Instagram and on X, by frame id (worked out by the server). */
  frameCosts: Record<string, FrameCost>;
}

const FRAME_NONE = "";

/**
 * The Fancy Font Styles converter (docs/product.md#fancy-font-styles): one text, shown live in
 * every style of the chosen category, in the chosen frame, favourites first. The view lives in the
 * address; without JavaScript the same controls are a GET form the server renders.
 */
export function FontStylesTool({ initial, initialXCounts, frameCosts }: FontStylesToolProps) {
  const [state, update, flushUrl] = useUrlState(initial, FONT_PAGE_DEFAULTS);
  const { favourites, toggle } = useFavouriteFonts();
  const { countX, request: loadXCounter } = useXCounter();
  const ids = useId();
  const counterId = `${ids}-counter`;
  const frameHintId = `${ids}-frame-hint`;

  // The input shows each key at once; the cards, and the counter under the input (so it never counts
  // a text the cards do not show yet), follow in a render React interrupts for the next key. A key
  // waited for every card to be converted, rendered and laid out (issue 26).
  const view = useDeferredValue(state);
  const sample = view.text.trim() === "";
  const text = sample ? FONT_DEFAULT_TEXT : view.text;
  const frame = getTextFrame(view.frame);
  const serverCounts = view.text === initial.text && view.frame === initial.frame;

  const shown = useMemo(
    () =>
      fontStylesIn(view.category).map((style) => {
        const key = style.key as FontStyleKey;
        const converted = convertText(text, key);
        const output = frame ? applyFrame(converted, frame) : converted;
        const xCount = serverCounts ? initialXCounts[key] : countX?.(output);
        return { style, output, instagramCount: countGraphemes(output), xCount };
      }),
    [view.category, text, frame, serverCounts, initialXCounts, countX],
  );

  // What the visitor typed before the island hydrated is what the cards show (issue 23).
  const textField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(textField, state.text, (typed) =>
    update({ text: limitFontInput(typed) }, { debounce: true }),
  );

  const styleList = useRef<HTMLUListElement>(null);
  const refocus = useRef<string | undefined>(undefined);
  const onToggleFavourite = useCallback(
    (style: FontStyle) => {
      const key = style.key as FontStyleKey;
      if (favouriteFontsStore.read().includes(key)) refocus.current = key;
      if (!toggle(key)) {
        void showToast({
          title: "Could not save",
          description: "This browser is not letting us store favourites.",
          variant: "destructive",
        });
      }
    },
    [toggle],
  );

  // Removing a favourite from the favourites list removes the button that had focus: keyboard
  // users land on the same style's star in the full list instead of the top of the page.
  useEffect(() => {
    const key = refocus.current;
    refocus.current = undefined;
    if (!key || (document.activeElement && document.activeElement !== document.body)) return;
    styleList.current?.querySelector<HTMLElement>(`li[data-style="${key}"] button[aria-pressed]`)?.focus();
  }, [favourites]);

  const favouriteCards = favourites
    .map((key) => shown.find((entry) => entry.style.key === key))
    .filter((entry) => entry !== undefined);

  const renderCard = ({ style, output, instagramCount, xCount }: (typeof shown)[number]) => (
    <FontStyleCard
      key={style.key}
      style={style}
      output={output}
      sample={sample}
      instagramCount={instagramCount}
      xCount={xCount}
      favourite={favourites.includes(style.key as FontStyleKey)}
      onToggleFavourite={onToggleFavourite}
      onCopied={flushUrl}
    />
  );

  const frameCost = frame ? frameCosts[frame.id] : undefined;
  const summary =
    view.category === "All"
      ? `Showing all ${shown.length} styles`
      : `Showing ${shown.length} ${shown.length === 1 ? "style" : "styles"} in ${view.category}`;

  return (
    <div className="mt-8 grid gap-8">
      <SectionCard id="convert" title="Your text" subtitle="Every style below changes as you type" icon={Type}>
        <FilterForm label="Text and style options" submitLabel="Show my text">
          <Label htmlFor={`${ids}-text`}>Text to convert</Label>
          <Input
            ref={textField}
            id={`${ids}-text`}
            name="text"
            value={state.text}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={counterId}
            className="mt-1.5 h-12 text-lg"
            onFocus={(event) => {
              loadXCounter();
              // The starting text is there to be replaced: typing replaces it at once.
              if (event.currentTarget.value === FONT_DEFAULT_TEXT) event.currentTarget.select();
            }}
            onChange={(event) => {
              loadXCounter();
              // The address follows once typing pauses, or at once when the field loses focus.
              update({ text: limitFontInput(event.target.value) }, { debounce: true });
            }}
            onBlur={flushUrl}
          />
          <p id={counterId} className="mt-1.5 text-right text-xs text-fg-muted tabular-nums">
            {countGraphemes(view.text)}/{FONT_INPUT_MAX} characters
          </p>

          <div className="mt-4 grid gap-5 lg:grid-cols-[1fr_auto] lg:items-start">
            <FilterChips
              legend="Category"
              name="category"
              options={FONT_CATEGORIES}
              value={state.category}
              onChange={(category) => update({ category })}
            />
            <div className="min-w-0 lg:w-72">
              <Label htmlFor={`${ids}-frame`}>Decorative frame</Label>
              <Select
                id={`${ids}-frame`}
                name="frame"
                value={state.frame}
                aria-describedby={frameHintId}
                // Frames are drawn in the system's fonts, as the apps draw them; the select sizes
                // itself on every option, so the whole control uses them (docs/design.md, "Type").
                className="mt-1.5 font-system"
                onChange={(event) => {
                  loadXCounter();
                  update({ frame: event.target.value });
                }}
              >
                <option value={FRAME_NONE}>No frame</option>
                {TEXT_FRAMES.map((option) => (
                  <option key={option.id} value={option.id}>
                    {`${option.before.trim()} ${option.name} ${option.after.trim()}`}
                  </option>
                ))}
              </Select>
              <FieldHint id={frameHintId} className="text-xs">
                {frameCost
                  ? `Adds ${frameCost.instagram} characters on Instagram and ${frameCost.twitter} on X. ${FRAME_ACCESSIBILITY_NOTE}`
                  : "Put symbols around the text in every style."}
              </FieldHint>
            </div>
          </div>
        </FilterForm>
      </SectionCard>

      {favouriteCards.length > 0 && (
        <section aria-labelledby={`${ids}-favourites`}>
          <h2 id={`${ids}-favourites`} className="section-title">
            Your favourites
          </h2>
          <ul aria-label="Favourite styles" className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {favouriteCards.map(renderCard)}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${ids}-styles`}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={`${ids}-styles`} className="section-title">
            Font styles
          </h2>
          <p role="status" className="text-sm text-fg-muted">
            {summary}
          </p>
        </div>
        <ul ref={styleList} aria-label="Font styles" className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map(renderCard)}
        </ul>
      </section>
    </div>
  );
}
