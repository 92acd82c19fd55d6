import { Link } from "react-router";

import type { PublicConfig, SocialNetwork } from "~/public-config";
import { SITE_NAME } from "~/site-name";

import { BrandMark } from "./brand-logo";
import { FOOTER_GROUPS } from "./site-links";
import { SOCIAL_LABELS, SocialIcon } from "./social-icons";

const SOCIAL_ORDER: readonly SocialNetwork[] = ["instagram", "x", "tiktok", "facebook", "linkedin"];

export function SiteFooter({ social }: { social: PublicConfig["social"] | undefined }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="container-page grid grid-cols-2 gap-10 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2 rounded-lg font-semibold">
            <BrandMark />
            <span>{SITE_NAME}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm text-slate-600 dark:text-slate-400">
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
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-slate-200 text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
                  >
                    <SocialIcon network={network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2
              id={`footer-${group.title.toLowerCase()}`}
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              {group.title}
            </h2>
            <ul className="mt-4 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-block rounded py-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="container-page py-6 text-center text-sm text-slate-600 dark:text-slate-400">
          © {year} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
