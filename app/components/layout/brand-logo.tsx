/**
 * The brand mark: a profile drawn in four strokes (an avatar and three lines of bio, the last one
 * short) on the brand gradient, with a spark where the bio is finished. Our own drawing, inline, so
 * it costs no request and takes the text colour it is given.
 */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-control bg-gradient-to-br from-brand-500 to-fuchsia-500 text-white shadow-sm ${className}`}
    >
      <svg viewBox="0 0 24 24" fill="none" className="size-[72%]" focusable="false">
        <circle cx="7.5" cy="7.5" r="3" fill="currentColor" />
        <path d="M4.5 14h10M4.5 17.5h13M4.5 21h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M17.5 2.5c.3 1.9 1.1 2.7 3 3-1.9.3-2.7 1.1-3 3-.3-1.9-1.1-2.7-3-3 1.9-.3 2.7-1.1 3-3Z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
