import type { Route } from "./+types/home";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { LeadForm } from "#app/features/leads/components/lead-form";
import { HomePage } from "#app/features/marketing/home/home-page";
import { business } from "#app/config/business.server";
import { env } from "#app/config/env.server";
import { organizationJsonLd } from "#app/features/marketing/home/organization-json-ld";
import { pageMeta, siteUrlOf, structuredDataMeta } from "#app/features/seo/seo";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { hydrate: true, leadForm: true };

/** The business as search engines read it, built on the server: the builder stays out of the page's script. */
export function loader() {
  return { structuredData: [organizationJsonLd(env().SITE_URL, business())] };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    ...pageMeta(
      {
        title: "Gestão de Tráfego Pago para E-commerce",
        description:
          "Google Ads, Meta Ads e TikTok Ads para e-commerces e negócios locais: R$ 20 milhões em anúncios gerenciados e campanhas no ar em 48 horas. Consultoria grátis.",
      },
      siteUrlOf({ matches }),
    ),
    ...structuredDataMeta(loaderData?.structuredData),
  ];
}

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "consultoria");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

export default function Page() {
  return <HomePage leadForm={<LeadForm />} />;
}
