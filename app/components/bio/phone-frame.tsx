import { ChevronLeft, Ellipsis } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";

import { cn } from "~/components/ui/cn";

/**
 * A phone drawn around a profile mock (`PlatformProfile` with `bare`): bezel, status bar and the
 * app's top bar with the handle. Its size is the caller's (a fixed height, so a longer bio never
 * moves the page); what does not fit is cut at the bottom edge, as a phone's screen would.
 */
export function PhoneFrame({
  handle = "yourusername",
  className,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { handle?: string; children: ReactNode }) {
  return (
    <div className={cn("rounded-[2.5rem] bg-device p-2.5 shadow-float", className)} {...props}>
      <div className="flex h-full flex-col overflow-hidden rounded-[2rem] bg-surface">
        <div className="flex items-center justify-between px-6 pt-2.5 pb-1 text-xs font-semibold text-fg tabular-nums">
          <span>9:41</span>
          <span className="h-5 w-20 rounded-full bg-device" />
          <span className="flex items-end gap-0.5">
            <span className="h-1.5 w-1 rounded-sm bg-fg" />
            <span className="h-2 w-1 rounded-sm bg-fg" />
            <span className="h-2.5 w-1 rounded-sm bg-fg" />
          </span>
        </div>
        <div className="flex items-center justify-between border-b border-line px-3 py-2 text-sm font-semibold text-fg">
          <ChevronLeft className="size-5" />
          <span>{handle}</span>
          <Ellipsis className="size-5" />
        </div>
        <div className="relative min-h-0 flex-1 overflow-hidden">
          {children}
          {/* The screen's lower edge fades, so a cut line reads as 'scrolls on', not as a glitch. */}
          <div className="absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-surface" />
        </div>
      </div>
    </div>
  );
}
