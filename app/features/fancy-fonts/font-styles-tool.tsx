import { Type } from "lucide-react";
import { useId, useRef } from "react";

import { FONT_DEFAULT_TEXT, FONT_INPUT_MAX } from "@domain/fonts/font-page";
import { FONT_CATEGORIES } from "@domain/fonts/font-styles";
import { FRAME_ACCESSIBILITY_NOTE, TEXT_FRAMES } from "@domain/fonts/frames";
import { SectionCard } from "~/components/ui/card";
import { FieldHint, Input, Label, Select } from "~/components/ui/field";
import { FilterChips } from "~/components/ui/filter-chips";
import { FilterForm } from "~/components/ui/filter-form";
import { useTypedBeforeHydration } from "~/components/ui/use-typed-before-hydration";

import { FontStyleCard } from "./font-style-card";
import { useFontStyles, type FontStylesOptions, type ShownStyle } from "./use-font-styles";

export type FontStylesToolProps = Omit<FontStylesOptions, "loadXCounter">;

const FRAME_NONE = "";

/**
 * The Fancy Font Styles converter (docs/product.md#fancy-font-styles): one text, shown live in
 * every style of the chosen category, in the chosen frame, favourites first. The view lives in the
 * address; without JavaScript the same controls are a GET form the server renders. The state is
 * `useFontStyles`'s; this renders it.
 */
export function FontStylesTool(props: FontStylesToolProps) {
  const {
    state,
    sample,
    textLength,
    shown,
    favouriteStyles,
    isFavourite,
    summary,
    frameCost,
    styleList,
    toggleFavourite,
    flushUrl,
    requestXCounter,
    setText,
    setCategory,
    setFrame,
  } = useFontStyles(props);
  const ids = useId();
  const counterId = `${ids}-counter`;
  const frameHintId = `${ids}-frame-hint`;

  // What the visitor typed before the island hydrated is what the cards show (issue 23).
  const textField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(textField, state.text, setText);

  const renderCard = ({ style, output, instagramCount, xCount }: ShownStyle) => (
    <FontStyleCard
      key={style.key}
      style={style}
      output={output}
      plain={state.text}
      sample={sample}
      instagramCount={instagramCount}
      xCount={xCount}
      favourite={isFavourite(style.key)}
      onToggleFavourite={toggleFavourite}
      onCopied={flushUrl}
    />
  );

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
            className="mt-1.5 h-14 text-xl"
            onFocus={(event) => {
              requestXCounter();
              // The starting text is there to be replaced: typing replaces it at once.
              if (event.currentTarget.value === FONT_DEFAULT_TEXT) event.currentTarget.select();
            }}
            // The address follows once typing pauses, or at once when the field loses focus.
            onChange={(event) => setText(event.target.value)}
            onBlur={flushUrl}
          />
          <p id={counterId} className="mt-1.5 text-right text-xs text-fg-muted tabular-nums">
            {textLength}/{FONT_INPUT_MAX} characters
          </p>

          <div className="mt-4 grid gap-5 lg:grid-cols-[1fr_auto] lg:items-start">
            <FilterChips
              legend="Category"
              name="category"
              options={FONT_CATEGORIES}
              value={state.category}
              onChange={setCategory}
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
                onChange={(event) => setFrame(event.target.value)}
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

      {favouriteStyles.length > 0 && (
        <section aria-labelledby={`${ids}-favourites`}>
          <h2 id={`${ids}-favourites`} className="section-title">
            Your favourites
          </h2>
          <ul aria-label="Favourite styles" className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {favouriteStyles.map(renderCard)}
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
