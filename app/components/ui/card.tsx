import { cva } from "class-variance-authority";
import type { LucideIcon } from "lucide-react";
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from "react";

import { cn } from "./cn";

/**
 * Three surfaces, so a visitor tells at a glance where to work, what was made, and what to read
 * (docs/design.md, "Surfaces"):
 * - `tool`: where the visitor works (a form, a converter): lifted, with the accent along its top.
 * - `result`: what the product made (a bio, a styled text, a template): a plain sheet, barely lifted.
 * - `content`: guides, tips, notes: flat and outlined on the page, no elevation.
 */
export const surfaceVariants = cva("rounded-card border", {
  variants: {
    variant: {
      // The accent line is an inset shadow: it follows the card's rounded corners inside the border,
      // and, unlike a background image, leaves axe able to check the contrast of the text on it.
      tool: "border-line bg-surface shadow-raised inset-shadow-[0_3px_0_var(--accent)]",
      result: "border-line bg-surface shadow-xs",
      content: "border-line bg-transparent shadow-none",
    },
  },
  defaultVariants: { variant: "result" },
});

export type SurfaceVariant = "tool" | "result" | "content";

/** The tool surface with its padding, for elements that are something else too (a form, a status message). */
// Joined, not merged: nothing conflicts, and cn at import time would build tailwind-merge's tables
// while the island's modules are evaluated, a task no input can interrupt.
export const cardClass = `${surfaceVariants({ variant: "tool" })} p-5 sm:p-6`;

/**
 * A rounded panel in one of the three surfaces (`result` unless told). `muted` is the `content`
 * surface, for secondary panels.
 */
export function Card({
  as: Tag = "div",
  variant,
  muted = false,
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li" | "aside";
  variant?: SurfaceVariant;
  muted?: boolean;
}) {
  return (
    <Tag
      className={cn(surfaceVariants({ variant: muted ? "content" : variant }), "p-5 sm:p-6", className)}
      {...props}
    />
  );
}

export interface SectionCardProps {
  /** The section's id: its anchor, and the base of its heading's id. */
  id: string;
  title: string;
  subtitle?: string;
  icon?: LucideIcon;
  /** Controls beside the heading (e.g. 'New Templates'). */
  actions?: ReactNode;
  /** Secondary panels (tips, favourites) are quieter than the tools. */
  muted?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A titled section on the tool surface (`muted`: the content surface): the unit tool pages are made
 * of. The heading can take focus (tabIndex -1), so in-page navigation can move the reader to it.
 */
export function SectionCard({
  id,
  title,
  subtitle,
  icon: Icon,
  actions,
  muted,
  className,
  children,
}: SectionCardProps) {
  return (
    <Card
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant={muted ? "content" : "tool"}
      className={cn("scroll-mt-28", className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {Icon && (
            <span
              className={cn(
                "inline-flex size-9 shrink-0 items-center justify-center rounded-control",
                muted ? "bg-surface-sunken text-fg-muted" : "bg-accent-soft text-accent-text",
              )}
            >
              <Icon aria-hidden="true" className="size-[1.125rem]" />
            </span>
          )}
          <div className="min-w-0">
            <h2 id={`${id}-title`} tabIndex={-1} className="text-base font-semibold text-fg outline-none sm:text-lg">
              {title}
            </h2>
            {subtitle && <p className="text-sm text-fg-muted">{subtitle}</p>}
          </div>
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}

export type CardButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-pressed"> & {
  /** For a choice (a font): whether it is the chosen one. Leave out for an action (a template). */
  pressed?: boolean;
};

/** A whole card that is one button, on the result surface: a template to use, a font to choose. */
export function CardButton({ pressed, className, type = "button", ...props }: CardButtonProps) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={cn(
        "block h-full w-full rounded-card border p-4 text-left transition",
        pressed
          ? "border-accent bg-accent text-accent-fg shadow-sm"
          : "border-line bg-surface text-fg shadow-xs hover:border-accent hover:shadow-raised",
        className,
      )}
      {...props}
    />
  );
}

/** A small card with an icon, a title and a few words: facts, values, features. */
export function InfoCard({
  icon: Icon,
  title,
  as = "li",
  headingLevel: Heading = "h3",
  className,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  as?: "div" | "li" | "article";
  headingLevel?: "h2" | "h3" | "h4";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as={as} variant="content" className={cn("flex gap-4 p-5 sm:p-5", className)}>
      {Icon && (
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-accent-soft text-accent-text">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <Heading className="font-semibold text-fg">{title}</Heading>
        <div className="mt-1 text-sm leading-relaxed text-fg-muted">{children}</div>
      </div>
    </Card>
  );
}

/** The closing invitation of a page: a tinted panel with a title, a sentence and its buttons. */
export function CallToAction({
  title,
  children,
  actions,
}: {
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <aside className="mt-12 rounded-card border border-brand-200 bg-accent-soft p-6 text-center sm:p-8 dark:border-brand-800">
      <p className="text-heading font-semibold text-fg">{title}</p>
      {children && <div className="mx-auto mt-1 max-w-xl text-fg-muted">{children}</div>}
      <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div>
    </aside>
  );
}
