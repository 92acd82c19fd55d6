import { usePublicConfig } from "~/use-public-config";

/** The configured support address, or undefined if the root loader sent no configuration. */
export function useSupportEmail(): string | undefined {
  return usePublicConfig()?.supportEmail || undefined;
}

/** The support address as a mailto: link; renders nothing when no address is configured. */
export function SupportEmailLink({ className = "link" }: { className?: string }) {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <a className={className} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

/**
 * “ at support@example.com” for the end of a sentence such as “E-mail us{SupportEmailAt}.”;
 * renders nothing when no address is configured, so the sentence still reads correctly.
 */
export function SupportEmailAt() {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <>
      {" "}
      at <SupportEmailLink />
    </>
  );
}
