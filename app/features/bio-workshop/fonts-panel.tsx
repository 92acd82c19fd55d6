import { RefreshCw, Type } from "lucide-react";
import { useState } from "react";

import { convertText } from "@domain/fonts/convert-text";
import { splitGraphemes } from "@domain/text/graphemes";
import { DEFAULT_FONT_KEYS, FONT_STYLES, getFontStyle, type FontStyleKey } from "@domain/fonts/font-styles";
import { Button } from "~/components/ui/button";
import { CardButton, SectionCard } from "~/components/ui/card";

const KEEP = 3;
const ADD = 6;
const SAMPLE = "Hello World";
/** The preview on each card: the first line of the visitor's own text, cut to fit a card. */
const PREVIEW_GRAPHEMES = 40;

function previewOf(plain: string): string {
  const firstLine =
    plain
      .split(/\r?\n/)
      .find((line) => line.trim() !== "")
      ?.trim() ?? "";
  if (!firstLine) return SAMPLE;
  const graphemes = splitGraphemes(firstLine);
  return graphemes.length > PREVIEW_GRAPHEMES ? `${graphemes.slice(0, PREVIEW_GRAPHEMES).join("")}…` : firstLine;
}

function newFontList(): FontStyleKey[] {
  const kept = DEFAULT_FONT_KEYS.slice(0, KEEP);
  const others = FONT_STYLES.map((style) => style.key).filter(
    (key) => !(DEFAULT_FONT_KEYS as readonly string[]).includes(key),
  );
  for (let index = others.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(Math.random() * (index + 1));
    [others[index], others[swap]] = [others[swap]!, others[index]!];
  }
  return [...kept, ...others.slice(0, ADD)];
}

/**
 * The font list: the six defaults, and 'New Fonts' keeps the first three and adds six others at
 * random. Each card previews the visitor's own text. Choosing a font converts the editor's plain
 * text, so fonts never compound; after an edit a style could not follow, none is shown as chosen.
 */
export default function FontsPanel({
  selected,
  plain,
  onChoose,
}: {
  selected: FontStyleKey | null;
  /** The plain letters of the editor's text. */
  plain: string;
  onChoose: (font: FontStyleKey) => void;
}) {
  const [keys, setKeys] = useState<FontStyleKey[]>(() => [...DEFAULT_FONT_KEYS]);
  const preview = previewOf(plain);
  return (
    <SectionCard
      id="fonts"
      title="Font Styles"
      subtitle="Turn your bio into Unicode styles that paste anywhere"
      icon={Type}
      actions={
        <Button size="sm" onClick={() => setKeys(newFontList())}>
          <RefreshCw aria-hidden="true" />
          New Fonts
        </Button>
      }
    >
      {selected === null && (
        <p role="status" className="mb-3 rounded-control bg-surface-sunken px-3 py-2 text-sm text-fg-muted">
          You edited styled text, so no style is chosen now. Choose one to restyle it from its plain letters.
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {keys.map((key) => {
          const style = getFontStyle(key);
          const active = key === selected;
          return (
            <li key={key}>
              <CardButton pressed={active} onClick={() => onChoose(key)}>
                <span className="block text-sm font-semibold">{style.name}</span>
                <span className="mt-1 block truncate font-system text-base" aria-hidden="true">
                  {convertText(preview, key)}
                </span>
                <span className={active ? "mt-1 block text-xs" : "mt-1 block text-xs text-fg-muted"}>
                  {style.safeForName
                    ? "Reads as words"
                    : style.screenReader === "words"
                      ? "Read as words, not searchable"
                      : "Screen readers may spell it out"}
                </span>
              </CardButton>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
