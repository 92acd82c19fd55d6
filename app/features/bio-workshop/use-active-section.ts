import { useCallback, useEffect, useRef, useState } from "react";

export interface WorkshopSection {
  id: string;
  /** The id of the element the section's navigation item scrolls to. */
  target: string;
}

/** Brings a section into view (below the sticky bars, by its scroll margin) and focuses its heading. */
export function scrollToSection(target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  element.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

/** Longest a chosen item keeps its highlight while the page scrolls to it without a scrollend event. */
const SCROLL_SETTLE_MS = 1200;

/**
 * Which section the visitor is looking at, for the tool navigation. As they scroll, it is the last
 * section whose top has passed a line at 35% of the viewport. When they choose an item, that item
 * is the active one: the scroll it starts does not move the highlight until it has ended.
 * Elements are looked up on each (frame-throttled) scroll, since lazily hydrated panels may
 * replace their server-rendered nodes.
 */
export function useActiveSection(sections: readonly WorkshopSection[], initial: string) {
  const [active, setActive] = useState(initial);
  const chosenUntil = useRef(0);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < chosenUntil.current) return;
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
      if (current) setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScrollEnd = () => {
      chosenUntil.current = 0;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("scrollend", onScrollEnd);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("scrollend", onScrollEnd);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [sections]);

  const select = useCallback((id: string, target: string) => {
    chosenUntil.current = performance.now() + SCROLL_SETTLE_MS;
    setActive(id);
    scrollToSection(target);
  }, []);

  return { active, select };
}
