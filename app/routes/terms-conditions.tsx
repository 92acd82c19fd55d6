import { Link } from "react-router";

import type { Route } from "./+types/terms-conditions";
import { LegalPage, LegalSection, type TocItem } from "~/components/layout/legal-page";
import { SupportEmailAt } from "~/components/layout/support-email";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/terms-conditions");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

/** The date these terms last changed. Update it by hand whenever the text below changes. */
const LAST_UPDATED = { iso: "2026-11-22", label: "November 22, 2026" } as const;

const SECTIONS = {
  service: { id: "the-service", label: "The service" },
  use: { id: "acceptable-use", label: "Acceptable use" },
  yours: { id: "your-bios", label: "Your bios" },
  ours: { id: "our-content", label: "Our content" },
  fonts: { id: "fancy-fonts", label: "Fancy fonts and symbols" },
  suggestions: { id: "suggestions", label: "Feature suggestions" },
  warranty: { id: "no-warranty", label: "No warranty" },
  liability: { id: "liability", label: "Limitation of liability" },
  changes: { id: "changes", label: "Changes" },
  contact: { id: "contact", label: "Contact" },
} as const satisfies Record<string, TocItem>;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage page={loaderData.page} lastUpdated={LAST_UPDATED} sections={Object.values(SECTIONS)}>
      <p className="mt-8">
        These terms apply when you use Social Bio Generator (“the service”, “we”, “us”). By using the service you agree
        to them. We have kept them short and plain; if anything is unclear, just ask.
      </p>

      <LegalSection item={SECTIONS.service}>
        <p>
          Social Bio Generator is a free tool for writing social-media profile bios. You do not need an account to use
          it. We provide the service “as is” and “as available”: we work to keep it running well, but we may change,
          pause or stop any part of it at any time, and it may sometimes be unavailable.
        </p>
        <p>
          How we handle data is described in our{" "}
          <Link to="/privacy-policy" className="link">
            Privacy Policy
          </Link>
          , and what we can and cannot promise about generated bios is set out in our{" "}
          <Link to="/disclaimer" className="link">
            Disclaimer
          </Link>
          .
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.use}>
        <p>Please use the service fairly, so it stays free and fast for everyone. Do not:</p>
        <ul>
          <li>abuse, attack or try to break the service or its servers;</li>
          <li>
            scrape it with automated tools, or flood it with requests (the server limits how many requests each client
            can make);
          </li>
          <li>
            use it to create or publish content that is unlawful, hateful, harassing, threatening or deceptive, or that
            infringes other people’s rights;
          </li>
          <li>use it to impersonate another person or organisation.</li>
        </ul>
        <p>We may block access from clients that break these rules.</p>
      </LegalSection>

      <LegalSection item={SECTIONS.yours}>
        <p>
          The bios you create with the service are yours. You may use, change and publish them however you like, and we
          claim no ownership of them.
        </p>
        <p>
          You are responsible for what you publish. Before you use a bio, check that it is accurate, that it suits you,
          and that it follows the rules of the platform where you post it (Instagram, X, TikTok, Facebook, LinkedIn or
          any other). Each platform has its own terms and community guidelines.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.ours}>
        <p>
          The site’s own content, such as templates, example bios, symbol collections and guides, is provided to help
          you. You are welcome to use it in your own bios, as it is or adapted, with no need to credit us. Please do not
          copy the site’s pages or collections in bulk to republish them elsewhere as your own.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.fonts}>
        <p>
          Fancy fonts are not real fonts. They are special Unicode characters that look like styled letters. Depending
          on the device, app or operating system, some of them may look different, appear as empty boxes, or not display
          at all. Screen readers may read them poorly, and platforms may not find them in search. Check how your bio
          looks before you rely on it.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.suggestions}>
        <p>
          If you send us an idea through the{" "}
          <Link to="/suggest-feature" className="link">
            Suggest a Feature
          </Link>{" "}
          page or by e-mail, we may use it to improve the service, without any obligation to you. We are grateful for
          every suggestion, but we cannot promise to build them all.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.warranty}>
        <p>
          The service is free and provided without warranties of any kind, whether express or implied. We do not
          guarantee that it will always be available, free of errors, or suitable for a particular purpose, or that
          generated bios will be accurate, original or accepted by any platform.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.liability}>
        <p>
          To the fullest extent the law allows, we are not liable for any loss or damage arising from your use of the
          service, or from being unable to use it, including lost followers, income, data or opportunities, and any
          indirect or consequential loss. You use the service and publish its output at your own discretion.
        </p>
        <p>Nothing in these terms limits any liability that cannot be limited by law.</p>
      </LegalSection>

      <LegalSection item={SECTIONS.changes}>
        <p>
          We may update these terms from time to time. When we do, we will change the “Last updated” date at the top of
          this page. If you keep using the service after a change, the updated terms apply.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.contact}>
        <p>
          Questions about these terms? E-mail us
          <SupportEmailAt /> and we will answer within 24 hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
