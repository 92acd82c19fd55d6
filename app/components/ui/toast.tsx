import { useEffect, useState, type ComponentType } from "react";
import type * as SonnerModule from "sonner";

/**
 * Toasts through sonner, loaded on first use: sonner weighs ~15 KB gzip and most visits never show
 * a toast. `showToast` loads it, mounts its toaster in a React root of its own at the end of
 * <body> (so any island can toast, whatever else is on the page), then shows the toast.
 * docs/product.md#messages-shared-by-several-pages: at most 3 visible, 4000 ms, sonner's defaults.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  /** 'destructive' for errors (docs/product.md: toasts are destructive unless noted). */
  variant?: "default" | "success" | "destructive";
}

let toaster: Promise<typeof SonnerModule> | undefined;

function mountToaster(): Promise<typeof SonnerModule> {
  toaster ??= (async () => {
    const [sonner, { createRoot }] = await Promise.all([import("sonner"), import("react-dom/client")]);
    const host = document.createElement("div");
    host.dataset.toaster = "";
    document.body.append(host);
    await new Promise<void>((resolve) => {
      createRoot(host).render(<ThemedToaster Toaster={sonner.Toaster} onMounted={resolve} />);
    });
    return sonner;
  })();
  return toaster;
}

/** Shows a toast; resolves once it is on screen. */
export async function showToast({ title, description, variant = "default" }: ToastMessage): Promise<void> {
  const { toast } = await mountToaster();
  const show = variant === "destructive" ? toast.error : variant === "success" ? toast.success : toast;
  // The same message twice (two failed batches, say) updates the toast on screen: one toast per message.
  show(title, { description, id: `${variant}:${title}:${description ?? ""}` });
}

function useDarkClass(): boolean {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains("dark"));
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => setDark(root.classList.contains("dark")));
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return dark;
}

/** Errors look like errors: the theme's danger colours, not the neutral look of other toasts. */
const ERROR_TOAST = "bg-danger-soft! text-danger-text! border-danger/40! [&_[data-icon]]:text-danger!";

function ThemedToaster({
  Toaster,
  onMounted,
}: {
  Toaster: ComponentType<SonnerModule.ToasterProps>;
  onMounted: () => void;
}) {
  const dark = useDarkClass();
  // Runs after sonner's own effects (children first), so its subscription exists by then.
  useEffect(onMounted, [onMounted]);
  // Bottom-right, as the spec says (across the bottom on a phone): clear of the header, of the
  // results a toast announces at the top of their list, and of the bar docked at the bottom of the
  // home page below the large breakpoint (--chrome-bottom is its height there, 0 elsewhere).
  return (
    <Toaster
      theme={dark ? "dark" : "light"}
      position="bottom-right"
      offset={{ bottom: "calc(var(--chrome-bottom) + 1.5rem)" }}
      mobileOffset={{ bottom: "calc(var(--chrome-bottom) + 1rem)" }}
      closeButton
      toastOptions={{ classNames: { error: ERROR_TOAST } }}
    />
  );
}
