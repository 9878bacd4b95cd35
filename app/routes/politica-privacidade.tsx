import type { Route } from "./+types/politica-privacidade";
import { configuredDestinations, env } from "#app/config/env.server";
import { site } from "#app/config/site";
import { PrivacyPage } from "#app/features/marketing/privacy/privacy-page";
import { staticPageMeta } from "#app/features/seo/seo";

export const meta = staticPageMeta({
  title: "Política de Privacidade",
  description: `Como a ${site.brand} coleta, usa, guarda e protege os seus dados pessoais, e como exercer os seus direitos pela LGPD.`,
});

/** Run at build time (the page is prerendered): the policy names the destinations this build is configured with. */
export function loader() {
  return { destinations: configuredDestinations(env()) };
}

export default function PoliticaPrivacidade({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage destinations={loaderData.destinations} />;
}
