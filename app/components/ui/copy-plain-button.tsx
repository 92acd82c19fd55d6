import { toPlainText } from "@domain/fonts/to-plain-text";

import { COPY_FAILED_TOAST, CopyButton, type CopyButtonProps, type CopyToasts } from "./copy-button";

export const PLAIN_COPY_TOASTS: CopyToasts = {
  copied: {
    title: "Plain Text Copied",
    description: "Plain letters: readable, searchable, clickable tags.",
    variant: "success",
  },
  failed: COPY_FAILED_TOAST,
};

export type CopyPlainButtonProps = Omit<CopyButtonProps, "text" | "label" | "toasts"> & {
  /** The styled text beside which the button sits. */
  text: string;
  /** Its plain letters, when the caller knows them better (a font card's input, framed); else read back. */
  plain?: string;
  label?: string;
  toasts?: CopyToasts;
};

/**
 * 'Copy plain' beside a copy of styled letters (docs/product.md#share-a-draft): the same text in
 * plain letters, which screen readers read, search finds and tags link. It renders nothing where
 * the text has no styled letters, so it can sit beside any copy and show only where it helps.
 */
export function CopyPlainButton({
  text,
  plain,
  label = "Copy plain",
  toasts = PLAIN_COPY_TOASTS,
  ...props
}: CopyPlainButtonProps) {
  const letters = plain ?? toPlainText(text);
  if (text.trim() === "" || letters === text) return null;
  return <CopyButton text={letters} label={label} toasts={toasts} {...props} />;
}
