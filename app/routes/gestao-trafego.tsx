import type { Route } from "./+types/gestao-trafego";
import { leadAction, leadActionHeaders } from "~/features/leads/action.server";
import { LeadForm } from "~/features/leads/components/lead-form";
import { TrafficPage } from "~/features/marketing/traffic/traffic-page";
import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Gestão de Tráfego Pago: planos e como funciona",
    description:
      "Gestão de Google, Meta e TikTok Ads a partir de R$ 2.500/mês. Análise gratuita de 30 minutos, setup em 48 horas e garantia de resultado em 90 dias.",
  });

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "consultoria");
}

export default function Page() {
  return <TrafficPage leadForm={<LeadForm />} />;
}
