import { Badge } from "#app/components/ui/badge";
import type { PersonMark } from "../people";

export const personMarkLabels: Record<PersonMark, string> = { retorno: "Retorno", cliente: "Já é cliente" };

/** A returning person ("Retorno") or a client's new form ("Já é cliente"): the label says it, the colour repeats it. */
export function PersonMarkBadge({ mark }: { mark: PersonMark }) {
  return (
    <Badge variant={mark === "cliente" ? "success" : "outline"} data-person-mark={mark} className="whitespace-nowrap">
      {personMarkLabels[mark]}
    </Badge>
  );
}
