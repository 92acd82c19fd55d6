import { Mail } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";

/** docs/product.md#faq: 'Contact Support' opens an e-mail to the support address and says when to expect an answer. */
export const CONTACT_SUPPORT_TOAST = {
  title: "Contact Support",
  description: "We'll get back to you within 24 hours!",
} as const;

/**
 * A mail link to the support address that looks like a button. The link does the real work (the
 * visitor's mail app opens, with or without JavaScript); the island adds the toast.
 */
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
