import { Clock, Globe, Lightbulb, Mail } from "lucide-react";
import { Link } from "react-router";

import type { Route } from "./+types/contact-us";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { Accordion, AccordionItem } from "~/components/ui/accordion";
import { InfoCard } from "~/components/ui/card";
import { EmailText, useSupportEmail } from "~/components/layout/support-email";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader() {
  return pageData("/contact-us");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const supportEmail = useSupportEmail();
  return (
    <main id="main" className="page-narrow">
      <PageIntro page={loaderData.page} />

      <section aria-labelledby="reach-us" className="mt-10">
        <h2 id="reach-us" className="section-title">
          How to reach us
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InfoCard icon={Mail} title="E-mail support">
            {supportEmail ? (
              <p>
                <a className="link text-base" href={`mailto:${supportEmail}`}>
                  <EmailText email={supportEmail} />
                </a>
              </p>
            ) : null}
            <p className="mt-1">Write to us about anything: a question, a problem or feedback.</p>
          </InfoCard>
          <InfoCard icon={Clock} title="Response time">
            <p>
              We answer every message within 24 hours. We do not run a live chat, so e-mail is the quickest way to get
              help.
            </p>
          </InfoCard>
          <InfoCard icon={Globe} title="Available everywhere">
            <p>
              The tool works anywhere with a web browser, on a phone or a computer. It is free and there is no account
              to create.
            </p>
          </InfoCard>
          <InfoCard icon={Lightbulb} title="Have an idea?">
            <p>
              Tell us what you would like to see on the{" "}
              <Link to="/suggest-feature" className="link">
                Suggest a Feature
              </Link>{" "}
              page. No e-mail address needed.
            </p>
          </InfoCard>
        </ul>

        <div className="prose-section">
          <h3>Help us help you quickly</h3>
          <p>If something is not working, it helps if your e-mail mentions:</p>
          <ul>
            <li>the page you were on (its address is enough);</li>
            <li>what you did, what you expected, and what happened instead;</li>
            <li>your device and browser, for example “iPhone, Safari” or “Windows laptop, Chrome”;</li>
            <li>a screenshot, if the problem is something you can see.</li>
          </ul>
          <p>
            Please do not send passwords or other private details. We will never ask for them, and we do not need them
            to help you.
          </p>
        </div>
      </section>

      <section aria-labelledby="contact-faq" className="mt-12">
        <h2 id="contact-faq" className="section-title">
          Frequently asked questions
        </h2>
        <Accordion className="mt-4">
          <AccordionItem group="contact-faq" title="How does the AI bio generator work?">
            <p>
              You tell it about yourself: your interests, your profession, a few words about your personality, and the
              tone and style you like. Our server then writes several bios from those details.
            </p>
            <p>
              By default the bios come from our own offline composer, which writes them from your words and notes and
              bios we have written by hand. If the site operator has set up a language model, that model writes the bios
              instead. Either way, every bio is checked against the character limit of the platform you chose before you
              see it.
            </p>
          </AccordionItem>
          <AccordionItem group="contact-faq" title="Is it free? Do I need an account?">
            <p>
              Yes, it is free, and no, you do not need an account. There is nothing to sign up for and nothing to
              install: open the site and start writing.
            </p>
          </AccordionItem>
          <AccordionItem group="contact-faq" title="Can I customise the bios?">
            <p>
              Yes. Every generated bio is a starting point. Put it in the editor and change any word, convert it to a
              fancy Unicode font, add symbols and emoji, or start from one of our templates instead. The live preview
              shows how it will look on each platform, and the counter tells you how many characters you have left.
            </p>
          </AccordionItem>
          <AccordionItem group="contact-faq" title="What data do you store?">
            <p>
              Very little. What you type into the generator is sent to our server only to write your bios and is not
              stored. (If the site operator has set up a third-party language model, your inputs are sent to that
              provider to write the bios.) We keep the text of feature suggestions you send us, short-lived request
              counters to stop abuse, and basic server logs that never include what you typed.
            </p>
            <p>
              Your dark-mode setting, favourite bios and recent history stay in your own browser and never leave your
              device. We use no cookies, no analytics and no advertising. The{" "}
              <Link to="/privacy-policy" className="link">
                Privacy Policy
              </Link>{" "}
              has the details.
            </p>
          </AccordionItem>
        </Accordion>
        <p className="mt-6 text-fg-muted">
          More questions about fonts, limits and platforms are answered in our{" "}
          <Link to="/resources/faq" className="link">
            full FAQ
          </Link>
          .
        </p>
      </section>

      <BackHomeLink />
    </main>
  );
}
