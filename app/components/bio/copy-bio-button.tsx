import { CopyButton } from "~/components/ui/copy-button";

import { BIO_COPY_TOASTS } from "./copy-toasts";

export interface CopyBioButtonProps {
  text: string;
  /** With `iconOnly`, the accessible name. */
  label?: string;
  iconOnly?: boolean;
}

/** Plain props, so a route can place it as an island beside server-rendered text. */
export function CopyBioButton({ text, label = "Copy Bio", iconOnly = false }: CopyBioButtonProps) {
  return <CopyButton size="sm" text={text} label={label} iconOnly={iconOnly} toasts={BIO_COPY_TOASTS} />;
}
