import { Lightbulb } from "lucide-react";

import { SectionCard } from "~/components/ui/card";

const TIPS = [
  "Say who you are, what you do or love, and what a visitor should do next: one line each.",
  "Keep your name and keywords in plain letters: fancy fonts are not found by search.",
  "Use 'Generate AI Bio' a few times and mix the lines you like best.",
  "Symbols work well as separators; two or three are plenty.",
  "End with a call to action or a link-in-bio hint.",
  "Check the counter for each platform: X counts most emoji and fancy letters twice.",
];

export default function ProTips() {
  return (
    <SectionCard id="pro-tips" title="Pro Tips" subtitle="Make your bio stand out" icon={Lightbulb} muted>
      <ul className="space-y-2 text-sm text-fg-muted">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2.5">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            {tip}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
