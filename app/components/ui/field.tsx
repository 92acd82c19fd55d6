import { ChevronDown } from "lucide-react";
import { useId, type ComponentProps, type ReactNode } from "react";

import { cn } from "./cn";

/** The one look of every text control: border, focus ring, invalid state, light and dark. */
export const controlClass =
  "block w-full min-w-0 rounded-control border border-line-strong bg-surface px-3 py-2 text-base text-fg shadow-xs transition-colors placeholder:text-fg-subtle focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-danger disabled:opacity-60";

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("block text-sm font-medium text-fg", className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, "min-h-24 resize-y leading-relaxed", className)} {...props} />;
}

/** A native <select>: the platform's own picker on phones, keyboard and screen readers for free. */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className={cn("relative block", className)}>
      <select className={cn(controlClass, "h-10 cursor-pointer appearance-none pr-9")} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
    </span>
  );
}

/** A hint under a control (link it with aria-describedby). */
export function FieldHint({ className, ...props }: { id?: string; className?: string; children: ReactNode }) {
  return <p className={cn("mt-1.5 text-sm text-fg-muted", className)} {...props} />;
}

/** An error under a control (link it with aria-describedby and set aria-invalid on the control). */
export function FieldError({ className, ...props }: { id?: string; className?: string; children: ReactNode }) {
  return <p role="alert" className={cn("mt-1.5 text-sm font-medium text-danger-text", className)} {...props} />;
}

/**
 * A labelled one-line text field; the label is visible and names the input. An `error` marks the
 * field invalid and is read with it (aria-describedby).
 */
export function TextField({
  label,
  error,
  className,
  id: givenId,
  ...props
}: Omit<ComponentProps<"input">, "id"> & { label: string; error?: string; id?: string }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className="mt-1.5"
        {...props}
        aria-invalid={error ? true : props["aria-invalid"]}
        aria-describedby={error ? errorId : props["aria-describedby"]}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
