import { Mail } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";

/** docs/product.md#faq. */
export const CONTACT_SUPPORT_TOAST = {
  title: "Contact Support",
  description: "We'll get back to you within 24 hours!",
} as const;

/** The link does the real work, with or without JavaScript; the island adds the toast. */
export function ContactSupportButton({ email }: { email: string }) {
  return (
    <ButtonLink
      href={`mailto:${email}`}
      variant="primary"
      size="lg"
      onClick={() => void showToast({ ...CONTACT_SUPPORT_TOAST, variant: "default" })}
    >
      <Mail aria-hidden="true" />
      Contact Support
    </ButtonLink>
  );
}
