import { CopyButton } from "~/components/ui/copy-button";

import { BIO_COPY_TOASTS } from "./copy-toasts";

export interface CopyBioButtonProps {
  text: string;
  /** The visible label, or with `iconOnly` the accessible name; 'Copy Bio' unless told. */
  label?: string;
  iconOnly?: boolean;
}

/**
 * A copy button for a bio shown on its own (an article's example, a Cool page idea), with the
 * generator's copy toasts ('Bio Copied' / 'Copy Failed'). Plain props, so a route can place it as
 * an island beside server-rendered text.
 */
export function CopyBioButton({ text, label = "Copy Bio", iconOnly = false }: CopyBioButtonProps) {
  return <CopyButton size="sm" text={text} label={label} iconOnly={iconOnly} toasts={BIO_COPY_TOASTS} />;
}
