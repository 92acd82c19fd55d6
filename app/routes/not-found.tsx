import { data } from "react-router";

import type { Route } from "./+types/not-found";
import { BackHomeLink } from "~/components/layout/back-home-link";
import { usePublicConfig } from "~/components/use-public-config";

/** The catch-all: answers HTTP 404 and logs the unknown path on the server (docs/product.md#page-not-found). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`404: no page at ${JSON.stringify(pathname)}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page Not Found | Social Bio Generator" },
  { name: "description", content: "This page does not exist on Social Bio Generator." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const supportEmail = usePublicConfig()?.supportEmail;
  return (
    <main id="main" className="page">
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">404</p>
      <h1 className="page-title mt-2">Page Not Found</h1>
      <p className="page-intro">The page you asked for does not exist or has moved.</p>
      <p className="mt-4 text-fg-muted">
        If you followed a link on our site and expected a page here, please contact support
        {supportEmail ? (
          <>
            {" "}
            at{" "}
            <a className="link" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          </>
        ) : null}
        .
      </p>
      <BackHomeLink />
    </main>
  );
}
