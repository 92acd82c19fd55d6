import { Fragment } from "react";

import { usePublicConfig } from "~/components/use-public-config";

/** The configured support address, or undefined if the root loader sent no configuration. */
export function useSupportEmail(): string | undefined {
  return usePublicConfig()?.supportEmail || undefined;
}

/**
 * An e-mail address that may wrap only after its @ and before its dots, never inside a word
 * (otherwise a long address on a phone breaks as "socialbiogener / ator").
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="[overflow-wrap:normal]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** The support address as a mailto: link; renders nothing when no address is configured. */
export function SupportEmailLink({ className = "link" }: { className?: string }) {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <a className={className} href={`mailto:${email}`}>
      <EmailText email={email} />
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
