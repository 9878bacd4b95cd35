import { Icon } from "#app/components/ui/icon";
import { buttonVariants } from "#app/components/ui/button";
import { leadsQuery, type InboxFilter } from "../filters";
import { panelPaths } from "../paths";

/**
 * Downloads the current filter's leads. A plain form post (not a fetcher):
 * the browser saves the file and stays on the page, with or without script.
 */
export function ExportForm({ filter, count }: { filter: InboxFilter; count: number }) {
  const params = new URLSearchParams(leadsQuery(filter));
  return (
    <form method="post" action={panelPaths.export} className="flex flex-wrap items-center gap-2">
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="formato"
        value="csv"
        disabled={count === 0}
        className={buttonVariants({ variant: "outline" })}
      >
        <Icon name="download" />
        Exportar CSV
      </button>
      <button
        type="submit"
        name="formato"
        value="json"
        disabled={count === 0}
        className={buttonVariants({ variant: "ghost" })}
      >
        JSON
      </button>
    </form>
  );
}
