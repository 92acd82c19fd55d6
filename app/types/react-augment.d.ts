import "react";

// Invoker commands (`command`, `commandfor`) open a <dialog> without JavaScript; React's types do not know them yet.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaration merging must repeat React's type parameter
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}
