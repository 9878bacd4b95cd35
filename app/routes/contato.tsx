import type { Route } from "./+types/contato";
import { businessOf, useBusiness } from "#app/config/use-business";
import { contactFaq } from "#app/content/contact";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { ContactForm } from "#app/features/leads/components/contact-form";
import { ContactChannels } from "#app/features/marketing/contact/contact-channels";
import { ContactHero } from "#app/features/marketing/contact/contact-hero";
import { ContactSidebar } from "#app/features/marketing/contact/contact-sidebar";
import { faqJsonLd } from "#app/features/marketing/shared/faq-json-ld";
import { FaqSection } from "#app/features/marketing/shared/faq-section";
import { UrgentSupport } from "#app/features/marketing/contact/urgent-support";
import { staticPageMeta } from "#app/features/seo/seo";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { hydrate: true };

export const meta = staticPageMeta(
  {
    title: "Contato",
    description:
      "Fale com a equipe pelo formulário ou pelos nossos canais de atendimento. Atendimento de segunda a sexta, das 9:00 às 18:00, e aos sábados, das 9:00 às 13:00.",
  },
  (context) => [faqJsonLd(contactFaq(businessOf(context)))],
);

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "contato");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

export default function Contato() {
  const business = useBusiness();
  return (
    <>
      <ContactHero />
      <ContactChannels />
      <div className="container-page grid gap-8 py-16 sm:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 lg:self-start">
          <ContactForm />
        </div>
        <ContactSidebar />
      </div>
      <FaqSection
        id="perguntas-frequentes"
        eyebrow="Perguntas frequentes"
        title="Antes de falar com a gente"
        description="As respostas para as dúvidas que mais recebemos."
        items={contactFaq(business)}
        className="bg-muted/40"
      />
      <div className="bg-muted/40">
        <UrgentSupport />
      </div>
    </>
  );
}
