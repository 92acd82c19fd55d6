import { Accessibility, ArrowRight, Eye, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import type { Route } from "./+types/about-us";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { ButtonLink } from "~/components/ui/button";
import { CallToAction, InfoCard } from "~/components/ui/card";
import { SupportEmailAt } from "~/components/layout/support-email";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/about-us");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

const VALUES: readonly { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Eye,
    title: "Honest about what it does",
    text: "We say plainly how bios are written, what we store and what we cannot promise. No invented ratings, no made-up numbers.",
  },
  {
    icon: Zap,
    title: "Fast",
    text: "Pages are small and arrive as ready-made HTML, so the tool is quick to open even on a slow phone connection.",
  },
  {
    icon: Accessibility,
    title: "Accessible",
    text: "Keyboard-friendly, readable in light and dark mode, and honest about which fancy fonts screen readers struggle with.",
  },
  {
    icon: ShieldCheck,
    title: "Private by default",
    text: "No account, no cookies, no analytics, no advertising. Your favourites and history stay in your own browser.",
  },
];

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page-narrow">
      <PageIntro page={loaderData.page} />

      <div className="prose-section">
        <h2>Our mission</h2>
        <p>
          A profile bio is often the first thing people read about you, and it has to fit into a handful of characters.
          Many people find it surprisingly hard to write. We built Social Bio Generator to make that easier: give it a
          few words about yourself and it suggests bios you can edit, style and copy, for Instagram, X, TikTok, Facebook
          and LinkedIn.
        </p>
        <p>
          We want the tool to be useful to anyone, whether you are a creator, run a small business, are looking for work
          or simply want a tidier profile. That is why it is free, needs no account and works in any modern browser.
        </p>
      </div>

      <section aria-labelledby="values" className="mt-10">
        <h2 id="values" className="section-title">
          What we value
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon, title, text }) => (
            <InfoCard key={title} icon={icon} title={title}>
              {text}
            </InfoCard>
          ))}
        </ul>
      </section>

      <div className="prose-section">
        <h2>What makes it different</h2>
        <p>Plenty of sites list fancy fonts and bio ideas. We try to get the details right:</p>
        <ul>
          <li>
            <strong className="font-semibold text-fg">A real font converter.</strong> Every style converts any text you
            type and leaves emoji, @handles, #hashtags and links intact. It can also turn fancy text back into plain
            text.
          </li>
          <li>
            <strong className="font-semibold text-fg">Platform-accurate character counting.</strong> Each platform
            counts in its own way. X, for example, counts most emoji and fancy letters as two characters, so our counter
            does too.
          </li>
          <li>
            <strong className="font-semibold text-fg">Bios that fit.</strong> Every generated bio is checked against the
            chosen platform’s limit before you see it.
          </li>
          <li>
            <strong className="font-semibold text-fg">No account, no tracking.</strong> You never sign up, and we do not
            follow you around with cookies or analytics.
          </li>
          <li>
            <strong className="font-semibold text-fg">Readable without JavaScript.</strong> Every page arrives as
            complete HTML, so you can read our guides and policies even with JavaScript turned off.
          </li>
        </ul>

        <h2>Get in touch</h2>
        <p>
          We are always glad to hear what works for you and what does not. E-mail us
          <SupportEmailAt />, or{" "}
          <Link to="/suggest-feature" className="link">
            suggest a feature
          </Link>
          .
        </p>
      </div>

      <CallToAction
        title="Ready to write your bio?"
        actions={
          <ButtonLink href="/" variant="primary" size="lg">
            Start writing your bio
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        }
      >
        Describe yourself in a few words, then edit, style and copy.
      </CallToAction>

      <BackHomeLink />
    </main>
  );
}
