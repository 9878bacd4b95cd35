import { cacheRules } from "#app/config/cache-rules";
import type { Route } from "./+types/calendario-ics";
import { buildIcs, ICS_MIME_TYPE, icsFileName } from "#app/features/tools/calendario-eventos-festivais/ics";
import { resolveIcsEvent } from "#app/features/tools/calendario-eventos-festivais/ics-request";

/**
 * GET /ferramentas/calendario-eventos-festivais/evento.ics?tipo=feriado|festival&id=…&ano=…[&uf=…]:
 * one event as an iCalendar file to download, so "Adicionar à agenda" works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const event = resolveIcsEvent(new URL(request.url).searchParams);
  if (!event) {
    return new Response("Evento não encontrado. Volte ao calendário e escolha um evento da lista.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheRules.noStore },
    });
  }
  return new Response(buildIcs(event, new Date()), {
    headers: {
      "Content-Type": ICS_MIME_TYPE,
      "Content-Disposition": `attachment; filename="${icsFileName(event.title, event.start)}"`,
      "Cache-Control": cacheRules.generatedFile,
    },
  });
}
