import { COPY_FAILED_TOAST, type CopyToasts } from "~/components/ui/copy-button";

/**
 * The copy toasts of the resource pages (docs/product.md#messages-shared-by-several-pages). A
 * failed copy is never silent: every page uses the kit's 'Copy failed' / 'Please try copying
 * manually.'.
 */
function copied(description: string): CopyToasts {
  return { copied: { title: "Copied!", description, variant: "success" }, failed: COPY_FAILED_TOAST };
}

export const STYLE_TIP_COPY_TOASTS = copied("Style tip copied to clipboard");
export const TIP_COPY_TOASTS = copied("Tip copied to clipboard");
export const EXAMPLE_COPY_TOASTS = copied("Bio example copied to clipboard");

/** Bio Templates: '{title} Bio Copied! ✨' / 'Bio copied to clipboard! Customize it to make it yours.' */
export function templateCopyToasts(title: string): CopyToasts {
  return {
    copied: {
      title: `${title} Bio Copied! ✨`,
      description: "Bio copied to clipboard! Customize it to make it yours.",
      variant: "success",
    },
    failed: COPY_FAILED_TOAST,
  };
}
