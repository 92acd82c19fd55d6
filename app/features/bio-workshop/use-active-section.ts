import { useCallback, useEffect, useRef, useState } from "react";

export interface WorkshopSection {
  id: string;
  /** The id of the element the section's navigation item scrolls to. */
  target: string;
}

/** Marks a container whose children are drawn only near the viewport (bio-workshop.tsx). */
export const RENDER_WHEN_NEAR_ATTRIBUTE = "data-render-when-near";

/** Brings a section into view (below the sticky bars, by its scroll margin) and focuses its heading. */
export function scrollToSection(target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  // A part not drawn yet holds a guessed height: the parts before the target are drawn first, or
  // the scroll would aim at a place that moves as they are drawn on the way there.
  for (const part of document.querySelectorAll<HTMLElement>(`[${RENDER_WHEN_NEAR_ATTRIBUTE}] > *`)) {
    if (part.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
      part.style.contentVisibility = "visible";
  }
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  element.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/** Longest a chosen item keeps its highlight while the page scrolls to it without a scrollend event. */
const SCROLL_SETTLE_MS = 1200;

/**
 * Which section the visitor is looking at, for the tool navigation. As they scroll, it is the last
 * section whose top has passed a line at 35% of the viewport. When they choose an item, that item
 * is the active one until they scroll the page themselves: not during the scroll it starts, and not
 * on a scroll event of that scroll handled after it has ended (a busy main thread delivers those
 * late), since the page has not moved from where the choice brought it.
 * Elements are looked up on each (frame-throttled) scroll, since lazily hydrated panels may
 * replace their server-rendered nodes.
 */
export function useActiveSection(sections: readonly WorkshopSection[], initial: string) {
  const [active, setActive] = useState(initial);
  // Set while a chosen item holds the highlight: until when its scroll may run without a scrollend
  // event, then where that scroll stopped.
  const chosen = useRef<{ until: number; settledAt?: number } | null>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const choice = chosen.current;
      if (choice) {
        if (choice.settledAt === undefined && performance.now() >= choice.until) choice.settledAt = window.scrollY;
        if (choice.settledAt === undefined || Math.abs(window.scrollY - choice.settledAt) < 1) return;
        chosen.current = null;
      }
      const line = window.innerHeight * 0.35;
      let current: string | undefined;
      let best = Number.NEGATIVE_INFINITY;
      for (const section of sections) {
        const top = document.getElementById(section.target)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line && top > best) {
          best = top;
          current = section.id;
        }
      }
      // Above the first section (the top of the page), the first tool is the one marked, as on load.
      setActive(current ?? initial);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScrollEnd = () => {
      if (chosen.current && chosen.current.settledAt === undefined) chosen.current.settledAt = window.scrollY;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections, initial]);

  const select = useCallback((id: string, target: string) => {
    chosen.current = { until: performance.now() + SCROLL_SETTLE_MS };
    setActive(id);
    scrollToSection(target);
  }, []);

  return { active, select };
}
