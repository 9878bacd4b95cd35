import { Icon } from "#app/components/ui/icon";
import { icsHref, type IcsTarget } from "./ics-request";

/** "Adicionar à agenda": the event as an .ics file, served by the calendar's resource route (no script needed). */
export function IcsLink({ target, name }: { target: IcsTarget; name: string }) {
  return (
    <a
      href={icsHref(target)}
      download
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <Icon name="download" className="size-4" />
      Adicionar à agenda<span className="sr-only">: {name} (arquivo .ics)</span>
    </a>
  );
}
