import type { Route } from "./+types/gestao-trafego";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { LeadForm } from "#app/features/leads/components/lead-form";
import { trafficFaq } from "#app/content/plans";
import { faqJsonLd } from "#app/features/marketing/shared/faq-json-ld";
import { TrafficPage } from "#app/features/marketing/traffic/traffic-page";
import { staticPageMeta } from "#app/features/seo/seo";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { hydrate: true, leadForm: true };

export const meta = staticPageMeta(
  {
    title: "Gestão de Tráfego Pago: planos e como funciona",
    description:
      "Gestão de Google, Meta e TikTok Ads a partir de R$ 2.500/mês. Análise gratuita de 30 minutos, setup em 48 horas e garantia de resultado em 90 dias.",
  },
  () => [faqJsonLd(trafficFaq.items)],
);

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "consultoria");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

export default function Page() {
  return <TrafficPage leadForm={<LeadForm />} />;
}
