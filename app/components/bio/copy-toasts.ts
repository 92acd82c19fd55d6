import type { CopyToasts } from "~/components/ui/copy-button";

/**
 * The copy toasts of the generator's bios (docs/product.md#messages-shared-by-several-pages): the
 * home page, the category pages and the Cool page's ideas share these words.
 */
export const BIO_COPY_TOASTS: CopyToasts = {
  copied: { title: "Bio Copied", description: "Your bio is ready to paste!", variant: "success" },
  failed: { title: "Copy Failed", description: "Please copy the text manually.", variant: "destructive" },
};
