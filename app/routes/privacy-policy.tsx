import { Link } from "react-router";

import type { Route } from "./+types/privacy-policy";
import { LegalPage, LegalSection, type TocItem } from "~/components/layout/legal-page";
import { SupportEmailAt } from "~/components/layout/support-email";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/privacy-policy");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

/** The date this policy’s text last changed. Update it by hand whenever the text below changes. */
const LAST_UPDATED = { iso: "2026-11-22", label: "November 22, 2026" } as const;

const SECTIONS = {
  summary: { id: "summary", label: "The short version" },
  generator: { id: "generator", label: "What you type into the generator" },
  stored: { id: "what-we-store", label: "What we store on our server" },
  browser: { id: "your-browser", label: "What stays in your browser" },
  email: { id: "emails", label: "E-mails you send us" },
  never: { id: "what-we-do-not-do", label: "What we do not do" },
  children: { id: "children", label: "Children" },
  changes: { id: "changes", label: "Changes to this policy" },
  contact: { id: "contact", label: "Contact" },
} as const satisfies Record<string, TocItem>;

const strong = "font-semibold text-fg";

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage page={loaderData.page} lastUpdated={LAST_UPDATED} sections={Object.values(SECTIONS)}>
      <LegalSection item={SECTIONS.summary}>
        <p>
          Social Bio Generator is built to need as little of your data as possible. You never create an account, and we
          do not use cookies, analytics or advertising. On our server we keep only three things:
        </p>
        <ul>
          <li>the text of feature suggestions you choose to send us;</li>
          <li>short-lived request counters that protect the service from abuse;</li>
          <li>basic server logs that never contain what you typed.</li>
        </ul>
        <p>
          Your preferences, favourite bios and font styles, and recent history are kept in your own browser and never
          reach us. The sections below explain each of these in full.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.generator}>
        <p>
          When you ask for bios, the details you enter (such as your interests, profession, personality, tone and style)
          are sent to our server so that it can write bios for you. They are used only for that request and are not
          stored.
        </p>
        <p>
          By default our server writes bios with its own offline composer, so your details go nowhere else. If the site
          operator has configured a third-party language model provider, your inputs are sent to that provider so that
          its model can write the bios. That provider handles the request under its own terms and privacy policy. Either
          way, avoid entering anything you would not want to see in a public bio.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.stored}>
        <h3>Feature suggestions</h3>
        <p>
          When you send an idea through the{" "}
          <Link to="/suggest-feature" className="link">
            Suggest a Feature
          </Link>{" "}
          page, we store the suggestion text and the time it was sent in our database. We store nothing that identifies
          you: no name, no e-mail address, no account. The site owner may also receive a copy of the suggestion by
          e-mail. Please do not put personal details in a suggestion.
        </p>

        <h3>Rate-limit counters</h3>
        <p>
          To prevent abuse, such as someone flooding the generator with automated requests, the server counts how many
          requests each client makes. These counters are keyed by IP address and kept in memory or in a Redis cache for
          a short window of a few minutes, then discarded. They are used for nothing else.
        </p>

        <h3>Server logs</h3>
        <p>
          For each request our server logs the request method, the path (the page or endpoint that was asked for), the
          response status, how long it took and a request id, which helps us trace errors. The logs never contain the
          text of your bios or anything you typed.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.browser}>
        <p>Some things are saved in your own browser’s local storage, on your device only:</p>
        <ul>
          <li>
            your dark-mode preference (under the key{" "}
            <code className="rounded bg-surface-sunken px-1.5 py-0.5 text-sm">darkMode</code>);
          </li>
          <li>the bios you mark as favourites;</li>
          <li>the font styles you star on the Fancy Font Styles page;</li>
          <li>your recent history of bios.</li>
        </ul>
        <p>
          This data is never sent to our server, so we cannot see it. You can remove it at any time by clearing this
          site’s data in your browser settings. Local storage is not a cookie and is not used to track you.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.email}>
        <p>
          If you e-mail us, we receive your e-mail address and your message. We use them only to answer you and to help
          with your question, and we do not add you to any mailing list.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.never}>
        <ul>
          <li>
            <span className={strong}>No cookies.</span> The site does not set cookies.
          </li>
          <li>
            <span className={strong}>No analytics.</span> We do not use analytics or tracking scripts.
          </li>
          <li>
            <span className={strong}>No advertising.</span> There are no ads and no advertising partners.
          </li>
          <li>
            <span className={strong}>No accounts.</span> There is nothing to sign up for, so we hold no profiles about
            you.
          </li>
          <li>
            <span className={strong}>No selling of data.</span> We do not sell, rent or trade any data.
          </li>
        </ul>
      </LegalSection>

      <LegalSection item={SECTIONS.children}>
        <p>
          Social Bio Generator is not directed at children under 13, and we do not knowingly collect personal
          information from them. Most social networks also require their users to be at least 13.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.changes}>
        <p>
          If what we store or how we use it changes, we will update this page and the “Last updated” date at the top. We
          will not start collecting more data without saying so here first.
        </p>
      </LegalSection>

      <LegalSection item={SECTIONS.contact}>
        <p>
          Questions about your privacy or this policy? E-mail us
          <SupportEmailAt /> and we will answer within 24 hours.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
