import { Fragment } from "react";

import { usePublicConfig } from "~/components/use-public-config";

/** Undefined if the root loader sent no configuration. */
export function useSupportEmail(): string | undefined {
  return usePublicConfig()?.supportEmail || undefined;
}

/** Wraps only after its @ and before its dots, never as "socialbiogener / ator". */
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

export function SupportEmailLink({ className = "link" }: { className?: string }) {
  const email = useSupportEmail();
  if (!email) return null;
  return (
    <a className={className} href={`mailto:${email}`}>
      <EmailText email={email} />
    </a>
  );
}

/** Renders nothing without an address, so the sentence still reads correctly. */
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
