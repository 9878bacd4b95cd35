import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";

/**
 * A short, relevant word from the agency under a calculator's result (never
 * over it): what the numbers mean for a business, and the free diagnosis.
 */
export function AgencyBridge({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <aside
      aria-label="Consultoria gratuita"
      className="mt-6 flex flex-col gap-3 rounded-xl border border-dashed border-primary/40 bg-card p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5 print:hidden"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon name="trending-up" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm text-muted-foreground">{children}</p>
      </div>
      <Link
        to="/comece-agora"
        className="inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        Diagnóstico grátis
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </aside>
  );
}
