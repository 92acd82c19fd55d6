import { Link } from "react-router";

import type { Route } from "./+types/disclaimer";
import { LegalPage, LegalSection, type TocItem } from "~/components/layout/legal-page";
import { SupportEmailAt } from "~/components/layout/support-email";
import { PlatformLimitsTable } from "~/components/bio/platform-limits-table";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/disclaimer");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

/** The date this disclaimer last changed. Update it by hand whenever the text below changes. */
const LAST_UPDATED = { iso: "2026-11-22", label: "November 22, 2026" } as const;

const SECTIONS = {
  suggestions: { id: "suggestions", label: "Generated bios are suggestions" },
  results: { id: "no-guaranteed-results", label: "No guaranteed results" },
  figures: { id: "example-figures", label: "Example figures are illustrative" },
  limits: { id: "character-limits", label: "Character limits" },
  fonts: { id: "fancy-text", label: "Fancy text, accessibility and search" },
  affiliation: { id: "no-affiliation", label: "No affiliation" },
  links: { id: "external-links", label: "External links" },
  contact: { id: "contact", label: "Contact" },
} as const satisfies Record<string, TocItem>;

export default function DisclaimerPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage page={loaderData.page} lastUpdated={LAST_UPDATED} sections={Object.values(SECTIONS)}>
      <LegalSection item={SECTIONS.suggestions}>
        <p>
          The bios our generator writes, and the templates and examples on this site, are suggestions to help you get
          started. Read every bio before you publish it: make sure it is accurate, that it sounds like you, and that it
          says nothing you would not want to say in public.
        </p>
        <p>
          Bios are written from your own details with our shared notes and collections or by a language model, so a
          generated bio may resemble bios that other people have written or generated. If being unique matters to you,
          edit it and make it your own.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.results}>
        <p>
          A good bio can help people understand who you are, but we cannot promise that any bio will bring you more
          followers, engagement, clicks, customers or any other result. That depends on many things outside our control,
          including your content and each platform’s own systems.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.figures}>
        <p>
          Some pages show figures, such as follower counts in profile previews or engagement numbers on the{" "}
          <Link to="/resources/examples" className="link">
            Examples
          </Link>{" "}
          page. These are illustrations to show how a profile might look. They are not measurements, and they are not
          statistics about real accounts or about this tool.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.limits}>
        <p>
          Our character counters follow each platform’s published rules as we understand them. These are the limits we
          use:
        </p>
        <PlatformLimitsTable />
        <p>
          On X, most emoji and fancy Unicode letters count as two characters, so a styled bio can reach X’s limit sooner
          than you expect. Elsewhere we count characters the way you see them, so a single emoji counts as one.
        </p>
        <p>
          Platforms can change their limits and counting rules at any time, and apps do not always agree with each
          other. If a platform rejects a bio that our counter accepted, the platform’s own rule wins. Please let us know
          so we can check.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.fonts}>
        <p>
          Fancy fonts are special Unicode characters, not real fonts. They can cause problems you should know about:
        </p>
        <ul>
          <li>
            Screen readers may read them poorly, for example by spelling out each character’s name or skipping it, which
            makes your bio hard to follow for people who use them.
          </li>
          <li>
            Text in fancy letters may not be searchable on Instagram, so people looking for your name or topic might not
            find you.
          </li>
          <li>Some devices and apps show them as empty boxes or not at all.</li>
        </ul>
        <p>
          Our advice: keep your name and your most important keywords in plain text, and use fancy letters only for
          decoration.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.affiliation}>
        <p>
          Social Bio Generator is an independent tool. It is not affiliated with, sponsored by or endorsed by Instagram,
          Meta, Facebook, X (Twitter), TikTok or LinkedIn. All product names, logos and trademarks belong to their
          respective owners and are used here only to describe which platforms our bios are written for.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.links}>
        <p>
          Our site links to other websites, such as the social networks themselves. We do not control those sites and
          are not responsible for their content, availability or privacy practices. Their own terms and policies apply
          when you visit them.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.contact}>
        <p>
          Spotted a mistake, or a limit that has changed? E-mail us
          <SupportEmailAt /> and we will answer within 24 hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
