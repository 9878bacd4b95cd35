import type { Route } from "./+types/plataformas";
import { fromServer } from "#app/load-context";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { Icon } from "#app/components/ui/icon";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { DestinationCard, GoogleCard, MatchTable } from "#app/features/panel/components/platform-cards";
import { SectionCard } from "#app/features/panel/components/section-card";
import { requireOwner } from "#app/features/panel/guard.server";

export const meta: Route.MetaFunction = () => [{ title: "Plataformas | Painel" }];

/** What reached the ad platforms and the team's destinations, the last 14 days (docs/decisions/070). Owners only. */
export async function loader(args: Route.LoaderArgs) {
  requireOwner(args.context);
  const { panel } = fromServer(args.context);
  const now = Date.now();
  return { now, report: await panel.platforms.report(now) };
}

export default function Platforms({ loaderData }: Route.ComponentProps) {
  const { now, report } = loaderData;
  const [meta, ...team] = report.destinations;
  return (
    <>
      <PageHeading
        title="O que chegou às plataformas"
        description="Últimos 14 dias: os eventos enviados a cada destino, quantos a plataforma aceitou ou recusou, e quando o Google buscou os arquivos de conversões."
      />
      {report.warnings.length > 0 ? (
        <Alert variant="warning" className="mb-6">
          <Icon name="triangle-exclamation-point" />
          <AlertTitle>Conversões podem estar se perdendo</AlertTitle>
          <AlertDescription>
            <ul className="mt-1 grid list-disc gap-1 pl-4">
              {report.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="success" className="mb-6" role="status">
          <Icon name="circle-check" />
          <AlertTitle>Nenhuma perda à vista</AlertTitle>
          <AlertDescription>
            As recusas não aumentaram e o Google buscou os arquivos nos últimos 2 dias.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {meta ? <DestinationCard report={meta} /> : null}
        <GoogleCard google={report.google} now={now} />
        {team.map((destination) => (
          <DestinationCard key={destination.destination} report={destination} />
        ))}
      </div>
      <SectionCard
        className="mt-6"
        id="correspondencia"
        title="Qualidade de correspondência"
        description="Dos leads que consentiram em compartilhar os dados com Google e Meta, quantos levaram um clique de anúncio (gclid, gbraid, wbraid ou fbclid), um e-mail e um telefone: é com isso que as plataformas encontram a pessoa. Os dois últimos vão sempre com hash."
      >
        <MatchTable weeks={report.weeks} />
      </SectionCard>
    </>
  );
}
