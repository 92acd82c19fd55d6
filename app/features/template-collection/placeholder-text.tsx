import { splitPlaceholders } from "@domain/templates/placeholders";

/** The mark every placeholder gets, also used by the legend that explains it. */
export const PLACEHOLDER_MARK_CLASS =
  "rounded-sm bg-warning-soft px-0.5 text-warning-text underline decoration-dashed decoration-1 underline-offset-2";

/** A template's text with the parts to replace marked (domain/templates/placeholders.ts). */
export function PlaceholderText({ text }: { text: string }) {
  return splitPlaceholders(text).map((part, index) =>
    part.placeholder ? (
      <mark key={index} data-placeholder="" className={PLACEHOLDER_MARK_CLASS}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
