import { ArrowDown } from "lucide-react";
import { useId, useState } from "react";

import { HERO_EXAMPLES } from "@domain/templates/hero-examples";
import { PhoneFrame } from "~/components/bio/phone-frame";
import { PlatformProfile } from "~/components/bio/profile-preview";
import { ButtonLink } from "~/components/ui/button";
import { ToggleChip } from "~/components/ui/toggle-chip";
import { useHydrated } from "~/components/use-hydrated";

/** Under the hero's line: what the tools are, where it works, what it costs (docs/product.md#home). */
export const HERO_DETAIL =
  "AI ideas, templates, fancy fonts and symbols for Instagram, X, TikTok, Facebook and LinkedIn. Free, and no account needed.";

export interface HomeHeroProps {
  heading: string;
  intro: string;
  /** The editor's text: the phone shows it once there is any, an example before that. */
  text: string;
  /** Puts an example in the editor (replacing its text, which Undo brings back). */
  onPick: (text: string) => void;
}

/**
 * The home page's first screen (docs/design.md, "Home: the first screen"): what happens, in one line, beside a phone
 * showing the finished thing. The phone shows the editor's text as the visitor types, or the example
 * they pick; it repeats the workshop's Preview, so it is hidden from assistive technology, and its
 * caption says what it is. Without JavaScript the examples are disabled and the phone shows the first.
 */
export function HomeHero({ heading, intro, text, onPick }: HomeHeroProps) {
  const ids = useId();
  const hydrated = useHydrated();
  const [example, setExample] = useState(0);
  const yours = text.trim() !== "";
  const shown = yours ? text : HERO_EXAMPLES[example]!.text;

  return (
    <section
      aria-labelledby={`${ids}-title`}
      // The workshop below keeps its own top margin; the hero takes the page's top instead.
      className="-mt-8 mb-8 grid items-center gap-x-16 gap-y-4 sm:-mt-10 sm:mb-16 sm:gap-y-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:grid-rows-[auto_auto]"
    >
      <div className="text-center lg:self-end lg:text-left">
        {/* The site's name is the page's heading; the line under it, set large, says what happens. */}
        <h1 id={`${ids}-title`} className="eyebrow">
          {heading}
        </h1>
        <p className="hero-title mt-4">{intro}</p>
        {/* On a phone the generator must still start on the first screen: the detail waits for wider ones. */}
        <p className="page-intro mx-auto mt-4 hidden sm:block lg:mx-0">{HERO_DETAIL}</p>
      </div>

      <figure className="mx-auto w-full max-w-[22rem] sm:w-[19.5rem] lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="relative isolate">
          <div
            aria-hidden="true"
            // Beside the phone only, never under a text: axe cannot check a contrast over a gradient.
            className="absolute inset-0 -z-10 bg-[radial-gradient(closest-side,var(--glow),transparent)] sm:-inset-x-16"
          />
          <PhoneFrame aria-hidden="true" inert className="h-[19rem] sm:h-[31rem]">
            <div key={yours ? "yours" : example} className="motion-safe:animate-bio-swap">
              <PlatformProfile text={shown} platform="instagram" bare bioTestId="hero-bio" />
            </div>
          </PhoneFrame>
        </div>
        <figcaption className="mt-3 text-center text-xs text-fg-muted sm:mt-4">
          {yours ? "Your bio" : "An example bio"} on an Instagram profile (example name and numbers)
        </figcaption>
      </figure>

      <div className="text-center lg:self-start lg:text-left">
        <p id={`${ids}-examples`} className="text-sm font-medium text-fg-muted">
          Try an example in the editor
        </p>
        <div
          role="group"
          aria-labelledby={`${ids}-examples`}
          className="mt-2 flex flex-wrap justify-center gap-1.5 sm:gap-2 lg:justify-start"
        >
          {HERO_EXAMPLES.map((option, index) => (
            <ToggleChip
              key={option.label}
              pressed={text === option.text}
              disabled={!hydrated}
              className="min-h-9 rounded-full px-2.5 sm:min-h-10 sm:px-4"
              onClick={() => {
                setExample(index);
                onPick(option.text);
              }}
            >
              {option.label}
            </ToggleChip>
          ))}
        </div>
        <ButtonLink href="#bio-editor" variant="primary" size="lg" className="mt-6 hidden sm:inline-flex">
          Write your own
          <ArrowDown aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
