import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

import { cn } from "./cn";

/**
 * Tabs (Radix): arrow keys move between tabs, Home/End jump, the panel follows the focused tab.
 * Every panel is rendered (`forceMount`) and the inactive ones are hidden with CSS, so all of their
 * content is in the server's HTML for search engines and visitors without JavaScript.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("min-w-0", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "inline-flex max-w-full gap-1 overflow-x-auto rounded-control border border-line bg-surface-sunken p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-9 shrink-0 items-center gap-2 rounded-[calc(var(--radius-control)-0.25rem)] px-3.5 text-sm font-medium whitespace-nowrap text-fg-muted transition-colors hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount">) {
  return (
    <TabsPrimitive.Content
      forceMount
      className={cn("mt-6 outline-none data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
