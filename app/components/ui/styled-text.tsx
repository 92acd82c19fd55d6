import { toPlainText } from "@domain/fonts/to-plain-text";

/**
 * Text that may hold fancy Unicode letters (Mathematical Alphanumeric Symbols and the like), shown
 * as it is and read by assistive technology as its plain letters: many screen readers spell such
 * letters out one by one ('mathematical bold capital P') or skip them. Plain text renders as is.
 * The plain copy cannot be selected, so selecting and copying the text gives what is shown.
 * Styled text is drawn in the system's fonts (`font-system`), as the apps draw it.
 */
export function StyledText({ text, className }: { text: string; className?: string }) {
  const plain = toPlainText(text);
  if (plain === text) return <span className={className}>{text}</span>;
  return (
    <span className={className} data-styled-text="">
      <span aria-hidden="true" className="font-system">
        {text}
      </span>
      <span className="sr-only select-none">{plain}</span>
    </span>
  );
}
