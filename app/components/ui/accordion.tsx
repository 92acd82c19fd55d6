import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "./cn";

/**
 * An accordion made of native <details> elements sharing a `name`: the browser keeps one open at a
 * time, a click on the open one closes it, Enter and Space work on the summary, and it needs no
 * JavaScript at all. Answers are in the HTML whether open or not.
 */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("space-y-3", className)}>{children}</div>;
}

export interface AccordionItemProps {
  /** Items with the same group name form one single-open accordion. */
  group: string;
  title: ReactNode;
  id?: string;
  defaultOpen?: boolean;
  /** Hidden by a filter (kept in the page, out of sight and out of the accessibility tree). */
  hidden?: boolean;
  children: ReactNode;
}

export function AccordionItem({ group, title, id, defaultOpen, hidden, children }: AccordionItemProps) {
  return (
    <details
      name={group}
      id={id}
      open={defaultOpen}
      hidden={hidden}
      className="group scroll-mt-24 rounded-card border border-line bg-surface shadow-sm transition-colors open:border-brand-200 dark:open:border-brand-800"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold text-fg hover:bg-surface-muted sm:px-6 [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-fg-subtle transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="space-y-3 px-5 pb-5 leading-relaxed text-fg-muted sm:px-6">{children}</div>
    </details>
  );
}
