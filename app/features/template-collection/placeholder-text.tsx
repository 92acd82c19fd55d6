import { splitPlaceholders } from "@domain/templates/placeholders";

/** Shared with the legend that explains it. */
export const PLACEHOLDER_MARK_CLASS =
  "rounded-sm bg-warning-soft px-0.5 text-warning-text underline decoration-dashed decoration-1 underline-offset-2";

/** domain/templates/placeholders.ts. */
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
