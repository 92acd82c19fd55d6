import { Sparkles } from "lucide-react";

/** The square brand mark: a sparkle on the brand gradient. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-control bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm ${className}`}
    >
      <Sparkles className="size-[55%]" strokeWidth={2.25} />
    </span>
  );
}
