import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button, IconButton, type ButtonProps } from "./button";
import { copyText } from "./copy-text";
import { showToast, type ToastMessage } from "./toast";

/** The toasts of one copy button: each page has its own words (docs/product.md). */
export interface CopyToasts {
  copied: ToastMessage;
  failed: ToastMessage;
}

/** The words most pages use on failure (docs/product.md#messages-shared-by-several-pages). */
export const COPY_FAILED_TOAST: ToastMessage = {
  title: "Copy failed",
  description: "Please try copying manually.",
  variant: "destructive",
};

export const COPIED_INDICATOR_MS = 2000;

export type CopyButtonProps = Omit<ButtonProps, "onClick" | "children"> & {
  text: string;
  /** The visible label (and accessible name), e.g. 'Copy Bio'. With `iconOnly`, the accessible name. */
  label: string;
  toasts: CopyToasts;
  iconOnly?: boolean;
  /** Told after each attempt, with whether it worked. */
  onCopied?: (copied: boolean) => void;
};

// One element each, so a button whose text changes (a live converter's, on every key) does not
// re-render its icon.
const COPY_ICON = <Copy aria-hidden="true" />;
const COPIED_ICON = <Check aria-hidden="true" data-copied="" />;

/**
 * Copies `text` (Clipboard API, with the selection fallback of copy-text.ts), shows the page's
 * toast, and swaps its icon for a check mark for 2 seconds.
 */
export function CopyButton({ text, label, toasts, iconOnly = false, onCopied, disabled, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const ok = await copyText(text);
    void showToast(ok ? { variant: "success", ...toasts.copied } : { variant: "destructive", ...toasts.failed });
    onCopied?.(ok);
    if (!ok) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }

  const icon = copied ? COPIED_ICON : COPY_ICON;
  const isDisabled = disabled || text.trim() === "";
  if (iconOnly) {
    return <IconButton label={label} icon={icon} onClick={() => void copy()} disabled={isDisabled} {...props} />;
  }
  return (
    <Button onClick={() => void copy()} disabled={isDisabled} {...props}>
      {icon}
      {label}
    </Button>
  );
}
