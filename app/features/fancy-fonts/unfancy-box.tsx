import { Eraser } from "lucide-react";
import { useId, useState } from "react";

import { toPlainText } from "@domain/fonts/to-plain-text";
import { SectionCard } from "~/components/ui/card";
import { COPY_FAILED_TOAST, CopyButton } from "~/components/ui/copy-button";
import { Label, Textarea } from "~/components/ui/field";

/**
 * Unfancy (docs/product.md#fancy-font-styles): paste styled text, get plain text back, to copy.
 * Conservative by design (domain/fonts/to-plain-text.ts): emoji, ™, ½ and accented letters stay.
 */
export function UnfancyBox() {
  const [styled, setStyled] = useState("");
  const ids = useId();
  const plain = toPlainText(styled);
  return (
    <SectionCard
      id="unfancy"
      title="Unfancy"
      subtitle="Paste styled text to get plain letters back"
      icon={Eraser}
      muted
    >
      <noscript>
        <p className="mb-4 text-sm text-fg-muted">Unfancy runs in your browser and needs JavaScript.</p>
      </noscript>
      <div className="grid gap-5 md:grid-cols-2">
        <div className="min-w-0">
          <Label htmlFor={`${ids}-styled`}>Styled text</Label>
          <Textarea
            id={`${ids}-styled`}
            value={styled}
            onChange={(event) => setStyled(event.target.value)}
            placeholder="𝐏𝐚𝐬𝐭𝐞 𝓼𝓽𝔂𝓵𝓮𝓭 𝔱𝔢𝔵𝔱 here"
            spellCheck={false}
            className="mt-1.5"
          />
        </div>
        <div className="flex min-w-0 flex-col">
          <Label htmlFor={`${ids}-plain`}>Plain text</Label>
          <Textarea
            id={`${ids}-plain`}
            value={plain}
            readOnly
            placeholder="The plain text appears here."
            className="mt-1.5 bg-surface-muted"
          />
          <div className="mt-3">
            <CopyButton
              size="sm"
              text={plain}
              label="Copy Plain Text"
              toasts={{ copied: { title: "Plain Text Copied!" }, failed: COPY_FAILED_TOAST }}
            />
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
