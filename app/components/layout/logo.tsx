import { site } from "#app/config/site";
import { cn } from "#app/lib/utils";

/** The brand mark: an upward vertex (growth) beside the wordmark. Swap for the real logo here. */
export function Logo({ className }: { className?: string }) {
  const [first, ...rest] = site.brand.split(" ");
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0 min-[360px]:size-8">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M7 22 L16 9 L25 22"
          fill="none"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-primary-foreground"
        />
        <circle cx="16" cy="9" r="2.6" className="fill-highlight" />
      </svg>
      <span className="font-heading text-base leading-none font-extrabold tracking-tight min-[360px]:text-lg">
        {first}
        <span className="text-primary"> {rest.join(" ")}</span>
      </span>
    </span>
  );
}
