import { Lightbulb } from "lucide-react";

import { WorkshopCard } from "./workshop-ui";

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
    <WorkshopCard id="pro-tips" title="Pro Tips" subtitle="Make your bio stand out" icon={Lightbulb}>
      <ul className="space-y-2 text-sm text-slate-700 dark:text-slate-300">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-500" />
            {tip}
          </li>
        ))}
      </ul>
    </WorkshopCard>
  );
}
