import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/resultados";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CampaignTable } from "~/features/panel/components/campaign-table";
import { Field } from "~/features/panel/components/field";
import { LeadsChart } from "~/features/panel/components/leads-chart";
import { PageHeading } from "~/features/panel/components/page-heading";
import { SectionCard } from "~/features/panel/components/section-card";
import { SpeedTable } from "~/features/panel/components/speed-table";
import { inboxQuery, parseInboxFilter } from "~/features/panel/filters";
import { followUpSettingsMessages, parseSummaryTime, parseWaitLimit } from "~/features/panel/follow-up-settings";
import { actorOf, requireAction, requireUser } from "~/features/panel/guard.server";
import { panelMessages } from "~/features/panel/messages";
import { panelPaths } from "~/features/panel/paths";
import { WAIT_LIMIT_MAX_MINUTES } from "~/features/panel/speed-to-lead";

export const meta: Route.MetaFunction = () => [{ title: "Resultados | Painel" }];

/** The figures, moved off the panel's home (issue 37): leads per day, per campaign, and speed to lead. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const filter = parseInboxFilter(new URL(args.request.url).searchParams);
  const now = Date.now();
  const { panel } = args.context;
  const viewer = await panel.assignment.viewer(user);
  const [results, speed, settings] = await Promise.all([
    panel.inbox.results(filter, now, viewer),
    panel.followUps.speed(now),
    panel.followUps.settings(),
  ]);
  return {
    filter,
    results,
    speed,
    settings,
    canSet: user.role === "dono",
    emailSet: !panel.unconfigured.includes("email"),
  };
}

/** The owner's choices for speed to lead and the daily summary. */
export async function action(args: Route.ActionArgs) {
  const user = await requireAction(args);
  if (user.role !== "dono") throw data({ message: panelMessages.ownerOnly }, { status: 403 });
  const form = await args.request.formData();
  const waitLimitMinutes = parseWaitLimit(form.get("limite"));
  if (waitLimitMinutes === null) {
    return data({ ok: false as const, field: "limite", message: followUpSettingsMessages.waitLimit }, { status: 400 });
  }
  const summaryTime = parseSummaryTime(form.get("resumo") ?? "");
  if (summaryTime === null) {
    return data(
      { ok: false as const, field: "resumo", message: followUpSettingsMessages.summaryTime },
      { status: 400 },
    );
  }
  await args.context.panel.followUps.saveSettings(
    { waitLimitMinutes, summaryTime },
    actorOf(user, args.context.clientIp),
  );
  return { ok: true as const, field: null, message: "Ajustes salvos." };
}

export default function Results({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, results, speed, settings, canSet } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === panelPaths.results;
  const error = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageHeading title="Resultados" description="Leads por dia, por campanha e a velocidade de atendimento." />
      <div className="grid gap-6">
        <SectionCard id="por-dia" title="Leads por dia">
          <LeadsChart days={results.days} />
        </SectionCard>
        <SectionCard
          id="por-campanha"
          title={`Por campanha · ${
            results.scope === "30-dias"
              ? "últimos 30 dias"
              : results.scope === "tudo"
                ? "todo o período"
                : "período escolhido"
          }${filter.form || filter.source || filter.campaign ? " (com os filtros)" : ""}`}
          description={
            results.scope !== "periodo" ? (
              <Link
                to={`${panelPaths.results}${inboxQuery(filter, { allTimeResults: results.scope === "30-dias" })}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {results.scope === "30-dias" ? "Ver todo o período" : "Ver só os últimos 30 dias"}
              </Link>
            ) : undefined
          }
        >
          <CampaignTable results={results} filter={filter} />
        </SectionCard>
        <SectionCard
          id="velocidade"
          title="Velocidade de atendimento"
          description="Mediana do tempo entre a chegada do lead e o primeiro contato (mudança de status, anotação ou tentativa registrada), contado no horário de atendimento. Últimos 12 meses."
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <SpeedTable caption="Por pessoa" firstColumn="Quem fez o primeiro contato" rows={speed.byPerson} />
            <SpeedTable
              caption="Por mês de chegada"
              firstColumn="Mês"
              rows={speed.byMonth.map((row) => ({ ...row, label: monthLabel(row.month) }))}
            />
          </div>
        </SectionCard>
        {canSet ? (
          <SectionCard id="ajustes" title="Ajustes de atendimento" description="Valem para toda a equipe.">
            <Form method="post" className="grid max-w-md gap-4">
              {actionData?.ok ? (
                <Alert variant="success" role="status">
                  <AlertDescription>{actionData.message}</AlertDescription>
                </Alert>
              ) : null}
              <Field
                id="limite"
                name="limite"
                label="Espera máxima pelo primeiro contato (minutos)"
                inputMode="numeric"
                required
                defaultValue={String(settings.waitLimitMinutes)}
                hint={`Leads sem contato há mais tempo que isso, no horário de atendimento, ficam marcados nas listas. De 1 a ${WAIT_LIMIT_MAX_MINUTES}.`}
                error={error?.field === "limite" ? error.message : null}
              />
              <Field
                id="resumo"
                name="resumo"
                type="time"
                label="Resumo diário por e-mail às"
                defaultValue={settings.summaryTime ?? ""}
                hint="A hora fica guardada; o envio do resumo diário ainda está em construção."
                error={error?.field === "resumo" ? error.message : null}
              />
              <Button type="submit" className="justify-self-start" disabled={saving}>
                Salvar ajustes
              </Button>
            </Form>
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2026-11" → "nov 2026". */
function monthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}
