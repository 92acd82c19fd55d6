import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackHomeLink({ label = "Back to Home" }: { label?: string }) {
  return (
    <Link
      to="/"
      className="mt-8 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-100"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
