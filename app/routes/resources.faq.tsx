import type { Route } from "./+types/resources.faq";
import { buildFaqJsonLd, QUICK_ANSWERS } from "@domain/content/faq";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { PageIntro } from "~/components/layout/page-intro";
import { useSupportEmail } from "~/components/layout/support-email";
import { CallToAction, Card } from "~/components/ui/card";
import { JsonLd } from "~/components/ui/json-ld";
import { readFaqView } from "~/features/resources/faq-view";
import { ContactSupportIsland } from "~/islands/contact-support";
import { FaqExplorerIsland } from "~/islands/faq-explorer";
import { pageData } from "~/site/site-pages";
import { pageMeta } from "~/site/seo";

export function loader({ request }: Route.LoaderArgs) {
  return { ...pageData("/resources/faq"), view: readFaqView(new URL(request.url).searchParams) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { page, view } = loaderData;
  const supportEmail = useSupportEmail();
  return (
    <main id="main" className="page-narrow">
      {/* The sixteen questions of the accordion below, all of them in the HTML whatever the view. */}
      <JsonLd data={{ ...buildFaqJsonLd() }} />
      <PageIntro page={page} />

      <Card as="section" variant="content" aria-labelledby="quick-answers" className="mt-8">
        <h2 id="quick-answers" className="section-title">
          Quick Answers
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {QUICK_ANSWERS.map((quick) => (
            <div key={quick.id} className="rounded-control bg-surface-muted p-4">
              <dt className="font-semibold text-fg">{quick.question}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-fg-muted">{quick.answer}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <FaqExplorerIsland path={page.path} initial={view} />

      {supportEmail && (
        <CallToAction title="Still have questions?" actions={<ContactSupportIsland email={supportEmail} />}>
          <p>
            Write to us at <span className="font-medium break-all text-fg">{supportEmail}</span>. We answer every e-mail
            within 24 hours.
          </p>
        </CallToAction>
      )}

      <BackHomeLink />
    </main>
  );
}
