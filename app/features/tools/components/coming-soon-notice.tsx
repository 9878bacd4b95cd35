import { Link } from "react-router";
import { ArrowLeft, Hourglass } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";

/** The body of a tool that is not built yet: the spec's "Em desenvolvimento..." and a way back to the tools. */
export function ComingSoonNotice() {
  return (
    <div className="flex max-w-2xl flex-col items-center gap-5 rounded-2xl border border-dashed bg-card px-6 py-12 text-center shadow-sm sm:px-10">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Hourglass aria-hidden="true" className="size-7" />
      </span>
      <p className="font-heading text-xl font-semibold">Em desenvolvimento...</p>
      <Button asChild variant="outline">
        <Link to="/ferramentas">
          <ArrowLeft aria-hidden="true" />
          Ver todas as ferramentas
        </Link>
      </Button>
    </div>
  );
}
