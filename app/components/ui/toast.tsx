import { useEffect, useState } from "react";
import type * as SonnerModule from "sonner";

/**
 * Toasts through sonner, loaded on demand: sonner weighs ~15 KB gzip, more than the home page's
 * first-load budget allows, and most visits never show a toast. Mount <Toaster /> once on hydrated
 * pages (the root does); `showToast` loads sonner, mounts its toaster, then shows the toast.
 * Spec §4: at most 3 visible, 4000 ms, bottom-right: sonner's defaults.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for errors (spec §8: toasts are destructive unless noted). */
  variant?: "default" | "success" | "destructive";
}

let sonner: Promise<typeof SonnerModule> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

let requestToaster: (() => void) | undefined;
let markMounted: () => void = () => {};
let toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Shows a toast; resolves once it is on screen. Without a mounted <Toaster /> it only logs. */
export async function showToast({ title, description, variant = "default" }: ToastMessage): Promise<void> {
  if (!requestToaster) {
    console.warn(`No toaster on this page for: ${title}`);
    return;
  }
  requestToaster();
  const [{ toast }] = await Promise.all([loadSonner(), toasterMounted]);
  const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
  show(title, { description });
}

function useDarkClass(): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const root = document.documentElement;
    const update = () => setDark(root.classList.contains("dark"));
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

export function Toaster() {
  const [Loaded, setLoaded] = useState<typeof SonnerModule.Toaster | null>(null);
  const dark = useDarkClass();

  useEffect(() => {
    requestToaster = () => {
      void loadSonner().then((module) => setLoaded(() => module.Toaster));
    };
    return () => {
      requestToaster = undefined;
      toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));
    };
  }, []);

  // Runs after sonner's own effects (children first), so its subscription exists by then.
  useEffect(() => {
    if (Loaded) markMounted();
  }, [Loaded]);

  return Loaded ? <Loaded theme={dark ? "dark" : "light"} closeButton /> : null;
}
