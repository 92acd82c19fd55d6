import { cva, type VariantProps } from "class-variance-authority";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";

import { cn } from "./cn";

/** The button styles, for <button> (Button, IconButton) and for links that look like one (ButtonLink). */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-control font-medium whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-fg shadow-sm hover:bg-accent-hover",
        secondary: "border border-line-strong bg-surface text-fg shadow-xs hover:bg-surface-sunken",
        soft: "bg-accent-soft text-accent-soft-fg hover:bg-brand-100 dark:hover:bg-brand-900",
        ghost: "text-fg-muted hover:bg-surface-sunken hover:text-fg",
        danger: "bg-danger text-danger-fg shadow-sm hover:opacity-90",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "secondary", size: "md" },
  },
);

type ButtonStyle = VariantProps<typeof buttonVariants>;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

/** A button with a visible label (its accessible name). `type` defaults to "button", not "submit". */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

const ICON_SIZES = { sm: "size-9", md: "size-10", lg: "size-12" } as const;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> &
  ButtonStyle & {
    /** The accessible name, required: an icon alone says nothing to a screen reader. Also the tooltip. */
    label: string;
    icon: ReactNode;
  };

/** A button showing only an icon; its `label` is the accessible name and the tooltip. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  className,
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(buttonVariants({ variant, size }), ICON_SIZES[size ?? "md"], "px-0", className)}
      {...props}
    >
      {icon}
    </button>
  );
}

export type ButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonStyle & { href: string };

/** A link that looks like a button (navigation stays a link: it opens in a new tab, shows its URL). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <a className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
