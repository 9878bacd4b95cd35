import type { Route } from "./+types/home-completa";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { LeadForm } from "#app/features/leads/components/lead-form";
import { HomePage } from "#app/features/marketing/home/home-page";
import type { RouteHandle } from "#app/lib/route-handle";
import { staticPageMeta } from "#app/features/seo/seo";

export const meta = staticPageMeta({
  title: "Gestão de Tráfego Pago – página completa",
  description:
    "Conheça em detalhes nossa gestão de tráfego pago: cases, reconhecimentos, o especialista, como funciona a consultoria gratuita e todos os serviços.",
});

/** Same content as the home page: search engines should index "/" only. */
export const handle: RouteHandle = { hydrate: true, leadForm: true, canonicalPath: "/" };

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "consultoria");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

export default function Page() {
  return <HomePage variant="complete" leadForm={<LeadForm />} />;
}
