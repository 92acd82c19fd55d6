import { RefreshCw, Type } from "lucide-react";
import { useState } from "react";

import { convertText } from "@domain/fonts/convert-text";
import { DEFAULT_FONT_KEYS, FONT_STYLES, getFontStyle, type FontStyleKey } from "@domain/fonts/font-styles";
import { Button } from "~/components/ui/button";
import { CardButton, SectionCard } from "~/components/ui/card";

const KEEP = 3;
const ADD = 6;
const SAMPLE = "Hello World";

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
 * random. Choosing a font converts the editor's plain text, so fonts never compound.
 */
export default function FontsPanel({
  selected,
  onChoose,
}: {
  selected: FontStyleKey;
  onChoose: (font: FontStyleKey) => void;
}) {
  const [keys, setKeys] = useState<FontStyleKey[]>(() => [...DEFAULT_FONT_KEYS]);
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
      <ul className="grid gap-3 sm:grid-cols-2">
        {keys.map((key) => {
          const style = getFontStyle(key);
          const active = key === selected;
          return (
            <li key={key}>
              <CardButton pressed={active} onClick={() => onChoose(key)}>
                <span className="block text-sm font-semibold">{style.name}</span>
                <span className="mt-1 block truncate text-base" aria-hidden="true">
                  {convertText(SAMPLE, key)}
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
