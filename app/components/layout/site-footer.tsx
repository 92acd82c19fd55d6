import { Link } from "react-router";

import type { PublicConfig, SocialNetwork } from "~/site/public-config";
import { FOOTER_GROUPS, footerPages, SITE_NAME } from "~/site/site-pages";

import { BrandMark } from "./brand-logo";
import { SOCIAL_LABELS, SocialIcon } from "./social-icons";

const SOCIAL_ORDER: readonly SocialNetwork[] = ["instagram", "x", "tiktok", "facebook", "linkedin"];

export function SiteFooter({ social }: { social: PublicConfig["social"] | undefined }) {
  const year = new Date().getFullYear();
  return (
    <footer
      // Below the first screen on every page: laid out once it comes near (docs/design.md#rendering-below-the-first-screen).
      className="mt-20 border-t border-line bg-surface drawn-near-[50rem] md:drawn-near-[23rem]"
    >
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-control font-semibold tracking-tight">
            <BrandMark />
            <span>{SITE_NAME}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm text-fg-muted">
            Write a bio that sounds like you, for Instagram, X, TikTok, Facebook and LinkedIn. Free, and no account
            needed.
          </p>
          {social && (
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {SOCIAL_ORDER.map((network) => (
                <li key={network}>
                  <a
                    href={social[network]}
                    aria-label={`${SITE_NAME} on ${SOCIAL_LABELS[network]}`}
                    rel="noopener noreferrer me"
                    className="inline-flex size-10 items-center justify-center rounded-control border border-line text-fg-muted transition-colors hover:bg-surface-sunken hover:text-fg"
                  >
                    <SocialIcon network={network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group} aria-labelledby={`footer-${group.toLowerCase()}`}>
            <h2 id={`footer-${group.toLowerCase()}`} className="text-sm font-semibold text-fg">
              {group}
            </h2>
            <ul className="mt-4 space-y-1">
              {footerPages(group).map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className="inline-block rounded py-1 text-sm text-fg-muted hover:text-fg">
                    {page.nav.footer?.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-center text-sm text-fg-muted">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
