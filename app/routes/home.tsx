import { Briefcase, Laugh, Palette, Sparkles, Wand2, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import type { Route } from "./+types/home";
import { PageIntro } from "~/components/layout/page-intro";
import { BioWorkshopIsland } from "~/islands/bio-workshop";
import { pageData } from "~/.server/site-pages";
import { pageMeta } from "~/seo";

export function loader() {
  return pageData("/");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

const CATEGORIES: readonly { to: string; title: string; blurb: string; icon: LucideIcon }[] = [
  { to: "/aesthetic-bios", title: "Aesthetic Bios", blurb: "Soft, dreamy bios with airy symbols", icon: Palette },
  { to: "/funny-bios", title: "Funny Bios", blurb: "Witty lines that make people smile", icon: Laugh },
  { to: "/business-bios", title: "Business Bios", blurb: "A clear offer and a call to action", icon: Briefcase },
  { to: "/ai-bio-generator", title: "AI Bio Generator", blurb: "Bios built around your own words", icon: Wand2 },
  { to: "/cool-instagram-bio-ideas", title: "Cool Bio Ideas", blurb: "Trendy, confident bio ideas", icon: Sparkles },
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <div className="text-center [&_p]:mx-auto">
        <PageIntro page={loaderData.page} />
      </div>
      <section aria-labelledby="categories-heading" className="mt-12">
        <h2 id="categories-heading" className="text-center text-xl font-semibold">
          Explore Bio Categories
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CATEGORIES.map(({ to, title, blurb, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="card flex h-full flex-col items-center gap-3 p-5 text-center transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-700"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold">{title}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{blurb}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <BioWorkshopIsland />
    </main>
  );
}
