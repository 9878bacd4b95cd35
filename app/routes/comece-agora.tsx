import { Icon, type IconName } from "#app/components/ui/icon";
import { site } from "#app/config/site";
import { statOf } from "#app/content/figures";
import { useBusiness } from "#app/config/use-business";
import { leadAction, leadActionHeaders } from "#app/features/leads/action.server";
import { leadClientAction } from "#app/features/leads/client-action";
import { SchedulingForm } from "#app/features/leads/components/scheduling-form";
import { SpecialistPortrait } from "#app/features/marketing/shared/specialist-portrait";
import { staticPageMeta } from "#app/features/seo/seo";
import type { Route } from "./+types/comece-agora";
import type { RouteHandle } from "#app/lib/route-handle";

export const handle: RouteHandle = { hydrate: true };

export const meta = staticPageMeta({
  title: "Agende sua consultoria gratuita",
  description:
    "Agende uma conversa gratuita de 30 minutos com um especialista em tráfego pago e saia com um plano de ação para vender mais.",
});

export const headers = leadActionHeaders;

export async function action(args: Route.ActionArgs) {
  return leadAction(args, "agendamento");
}

/** With JavaScript the lead form posts here through a fetcher; see leadClientAction. */
export const clientAction = leadClientAction;

const callSteps: { icon: IconName; title: string; description: string }[] = [
  {
    icon: "search-check",
    title: "Raio-x do seu negócio",
    description: "Entendemos seu produto, sua margem, seu ticket médio e onde você quer chegar nos próximos meses.",
  },
  {
    icon: "target",
    title: "Análise de campanhas e concorrência",
    description: "Olhamos suas contas de anúncio (se você já anuncia) e o que está funcionando no seu setor agora.",
  },
  {
    icon: "clipboard-list",
    title: "Plano de ação prático",
    description:
      "Você recebe os canais certos, o investimento recomendado e metas claras de vendas e custo por cliente.",
  },
  {
    icon: "handshake",
    title: "Próximos passos, sem compromisso",
    description:
      "O plano é seu. Se fizer sentido seguir juntos, apresentamos a proposta; se não, você sai com o caminho.",
  },
];

const trustStats = [
  statOf("adSpendManaged"),
  statOf("managementProjects"),
  statOf("yearsInPaidTraffic"),
  statOf("countries"),
];

export default function Page() {
  const { specialist } = useBusiness();
  return (
    <div className="bg-linear-to-b from-secondary/70 via-background to-background">
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-14">
        <header className="lg:col-start-1 lg:row-start-1">
          <p className="mb-3 text-sm font-bold tracking-widest text-primary uppercase">
            Consultoria estratégica gratuita
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Agende sua consultoria e descubra quanto seu negócio pode vender com tráfego pago
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">
            Em 30 minutos, {specialist.name ?? "nosso gestor de tráfego"} e o time da {site.brand} analisam seu cenário
            e mostram, com números, o que fazer para atrair clientes todos os dias. Sem custo e sem compromisso.
          </p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
            <li className="flex items-center gap-2">
              <Icon name="clock-3" aria-hidden="true" className="size-4 text-primary" />
              Conversa de 30 minutos
            </li>
            <li className="flex items-center gap-2">
              <Icon name="shield-check" aria-hidden="true" className="size-4 text-primary" />
              100% gratuita
            </li>
            <li className="flex items-center gap-2">
              <Icon name="user-check" aria-hidden="true" className="size-4 text-primary" />
              Atendimento direto com especialista
            </li>
          </ul>
        </header>

        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <SchedulingForm />
        </div>

        <div className="grid gap-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="como-e-a-conversa">
            <h2 id="como-e-a-conversa" className="text-2xl font-bold tracking-tight sm:text-3xl">
              O que acontece na conversa
            </h2>
            <ol className="mt-6 grid gap-5">
              {callSteps.map((step, index) => (
                // The text goes under its icon when a line cannot hold both (large text on a phone).
                <li key={step.title} className="flex flex-wrap gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
                    <Icon name={step.icon} aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-[1_1_12rem]">
                    <h3 className="text-lg font-semibold">
                      <span className="sr-only">Passo {index + 1}: </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-muted-foreground">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="por-que-confiar" className="rounded-2xl border bg-card p-6 shadow-sm">
            <h2 id="por-que-confiar" className="text-lg font-semibold">
              Quem vai te atender
            </h2>
            <div className="mt-4 flex flex-wrap items-center gap-4">
              <SpecialistPortrait sizes="4rem" className="size-16 shrink-0 rounded-full border bg-muted object-cover" />
              <div className="min-w-0 flex-1 basis-32">
                {specialist.name && <p className="font-semibold">{specialist.name}</p>}
                <p className="text-sm text-muted-foreground">{site.specialist.role}</p>
              </div>
            </div>
            <ul className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))] gap-4 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-[repeat(auto-fit,minmax(min(100%,7rem),1fr))]">
              {trustStats.map((stat) => (
                <li key={stat.label} className="flex flex-col rounded-xl bg-muted/60 p-3">
                  <span className="font-heading text-xl font-bold text-primary">{stat.value}</span>
                  <span className="text-xs text-muted-foreground">{stat.label}</span>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              Respondemos em até 2 horas em horário comercial (segunda a sexta, 9h às 18h; sábado, 9h às 13h).
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
