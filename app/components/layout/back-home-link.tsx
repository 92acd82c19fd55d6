import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

export function BackHomeLink({ label = "Back to Home" }: { label?: string }) {
  return (
    <Link
      to="/"
      className="mt-10 inline-flex items-center gap-2 rounded-control text-sm font-medium text-accent-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
