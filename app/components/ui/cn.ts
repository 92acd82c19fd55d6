import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// tailwind-merge must know the theme's own scales (app/app.css): otherwise `text-title` reads as a
// colour and would remove `text-fg`, and `rounded-card` would not replace `rounded-lg`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ["hero", "showcase", "display", "title", "heading"],
      radius: ["card", "control"],
      shadow: ["raised", "float"],
    },
  },
});

/**
 * Joins class names, resolving Tailwind conflicts so that a class passed by the caller wins over
 * the component's own: cn("mt-4 text-sm", "mt-0 text-base") is "mt-0 text-base". Plain string
 * concatenation kept both and let the stylesheet's order decide, so overrides were silently lost.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
