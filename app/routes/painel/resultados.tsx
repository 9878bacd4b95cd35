import { data, Form } from "react-router";
import type { Route } from "./+types/resultados";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Field } from "#app/features/panel/components/field";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { SectionCard } from "#app/features/panel/components/section-card";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { SpeedTable } from "#app/features/panel/components/speed-table";
import { followUpSettingsMessages, parseSummaryTime, parseWaitLimit } from "#app/features/panel/follow-up-settings";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { WAIT_LIMIT_MAX_MINUTES } from "#app/features/panel/speed-to-lead";
import { actorOf, requireOwner, signedInUser } from "#app/features/panel/guard.server";
import { channelLabel } from "#app/features/panel/results/channel";
import { ChannelTable } from "#app/features/panel/results/channel-table";
import { FunnelChart } from "#app/features/panel/results/funnel-chart";
import {
  monthName,
  parseMonthPeriod,
  periodName,
  previousPeriod,
  shortPeriodName,
} from "#app/features/panel/results/months";
import { PeriodPicker } from "#app/features/panel/results/period-picker";
import { resultsView } from "#app/features/panel/results/results-view";
import { SeriesChart } from "#app/features/panel/results/series-chart";
import { SpendEmpty } from "#app/features/panel/results/spend-empty";
import { SpendForms, type SpendFormResult } from "#app/features/panel/results/spend-forms";
import { importedSpend, typedSpend } from "#app/features/panel/results/spend-input";
import { ChangeNote, SummaryCards } from "#app/features/panel/results/summary-cards";
import { WhatsappTable } from "#app/features/panel/results/whatsapp-table";
import { whatsappView } from "#app/features/panel/results/whatsapp-view";
import { formatBRL } from "#app/lib/numbers";
import { counted } from "#app/features/panel/plural";

export const meta: Route.MetaFunction = () => [{ title: "Resultados | Painel" }];

/** Results by month: what arrived, what was won, what it cost (the period comes from the query string). */
export async function loader(args: Route.LoaderArgs) {
  const user = signedInUser(args.context);
  const now = Date.now();
  const period = parseMonthPeriod(args.url.searchParams, now);
  const { panel } = fromServer(args.context);
  // An attendant limited to theirs gets the figures of their own leads, without the owner's spend (issue 37).
  const viewer = await panel.assignment.viewer(user);
  const [report, speed, settings, whatsappClicks] = await Promise.all([
    panel.results.report(period, viewer),
    panel.followUps.speed(now, viewer),
    panel.followUps.settings(),
    panel.results.whatsapp(period, viewer),
  ]);
  return {
    period,
    view: resultsView(report, period),
    whatsapp: whatsappView(whatsappClicks),
    speed,
    settings,
    isOwner: user.role === "dono",
    onlyOwn: viewer.onlyOwn,
    emailSet: !panel.unconfigured.includes("email"),
  };
}

type SettingsResult = { form: "ajustes"; ok: boolean; field: "limite" | "resumo" | null; message: string };

/**
 * The owner's ad spend, typed or imported, the speed-to-lead limit and the daily summary's hour (owners only,
 * audited). Any refusal is a 400 with the form's message.
 */
export async function action(args: Route.ActionArgs) {
  const user = requireOwner(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const form = await args.request.formData();
  if (form.get("intencao") === "ajustes") {
    const waitLimitMinutes = parseWaitLimit(form.get("limite"));
    if (waitLimitMinutes === null) {
      return data<SettingsResult>(
        { form: "ajustes", ok: false, field: "limite", message: followUpSettingsMessages.waitLimit },
        { status: 400 },
      );
    }
    const summaryTime = parseSummaryTime(form.get("resumo") ?? "");
    if (summaryTime === null) {
      return data<SettingsResult>(
        { form: "ajustes", ok: false, field: "resumo", message: followUpSettingsMessages.summaryTime },
        { status: 400 },
      );
    }
    await panel.followUps.saveSettings({ waitLimitMinutes, summaryTime }, actorOf(user, clientIp));
    return { form: "ajustes", ok: true, field: null, message: "Ajustes salvos." } satisfies SettingsResult;
  }
  const which = form.get("intencao") === "importar" ? "importar" : "digitar";
  const input = which === "importar" ? await importedSpend(form) : typedSpend(form);
  if (!input.ok) {
    return data<SpendFormResult>(
      { form: which, field: input.field, message: input.message, ok: false },
      { status: 400 },
    );
  }
  await panel.results.saveSpend(input.entries, {
    fromFile: which === "importar",
    actor: actorOf(user, clientIp),
  });
  const total = input.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  const months = [...new Set(input.entries.map((entry) => entry.month))].sort((a, b) => a - b).map(monthName);
  return {
    form: which,
    ok: true,
    message:
      which === "importar"
        ? `${counted(input.entries.length, "campanha importada", "campanhas importadas")} (${formatBRL(total / 100)}), ${months.join(", ")}.`
        : `Investimento salvo: ${formatBRL(total / 100)} em ${months.join(", ")}.`,
  } satisfies SpendFormResult;
}

export default function Results({ loaderData, actionData }: Route.ComponentProps) {
  const { period, view, whatsapp, speed, settings, isOwner, onlyOwn, emailSet } = loaderData;
  const settingsResult = actionData?.form === "ajustes" ? actionData : null;
  const spendResult = actionData && actionData.form !== "ajustes" ? actionData : undefined;
  const previousName = periodName(previousPeriod(period));
  const previousShort = shortPeriodName(previousPeriod(period));
  const by = period.last - period.first + 1 > 3 ? "mês" : "semana";
  return (
    <>
      <PageHeading
        title="Resultados"
        description={`${periodName(period)[0]!.toUpperCase()}${periodName(period).slice(1)}, comparado com ${previousName}.${onlyOwn ? " Só os leads de que você é responsável." : ""}`}
      />
      <div className="grid gap-6">
        <PeriodPicker period={period} />
        <SummaryCards totals={view.totals} previousName={previousShort} isOwner={isOwner} spend={!onlyOwn} />
        <div className="grid gap-6 lg:grid-cols-2">
          <SectionCard
            title={`Leads por ${by} e origem`}
            description="Leads que chegaram no período, pela data de chegada."
          >
            <SeriesChart
              series={view.leadsSeries}
              kind="leads"
              title={`Leads que chegaram por ${by} e origem`}
              bucketName={by}
              empty="Nenhum lead chegou neste período."
            />
          </SectionCard>
          <SectionCard
            title={`Valor ganho por ${by} e origem`}
            description="Valor mensal dos clientes ganhos no período, pela data do Ganho."
          >
            <SeriesChart
              series={view.valueSeries}
              kind="money"
              title={`Valor mensal ganho por ${by} e origem`}
              bucketName={by}
              empty="Nenhum cliente ganho neste período."
            />
          </SectionCard>
        </div>
        <SectionCard
          title="Funil"
          description="Dos leads que chegaram no período, quantos foram contatados, receberam proposta e viraram clientes até hoje (pelo status atual e pelo 1º Ganho)."
        >
          <FunnelChart stages={view.funnel} />
        </SectionCard>
        <SectionCard
          id="canais"
          title="Por canal, origem e campanha"
          description={`Leads que chegaram no período (pela data de chegada) e clientes ganhos no período (pela data do Ganho, mesmo de leads de meses anteriores).${onlyOwn ? "" : " ROAS: valor do 1º mês ÷ investimento."}`}
        >
          {view.channels.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              Nenhum lead, cliente ou investimento neste período.
            </p>
          ) : (
            <div className="grid gap-6">
              {view.channels.map((group) => (
                <section key={group.channel} aria-labelledby={`titulo-${group.channel}`} className="grid gap-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <h3 id={`titulo-${group.channel}`} className="font-semibold">
                      {channelLabel(group.channel)}
                    </h3>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {counted(group.leads, "lead", "leads")} · {counted(group.clients, "cliente", "clientes")}
                      {group.valueCents > 0 ? ` · ${formatBRL(group.valueCents / 100)}/mês` : ""}
                    </p>
                    {group.leadsChange !== "—" || group.valueChange !== "—" ? (
                      <p className="basis-full text-xs text-muted-foreground">
                        {group.leadsChange !== "—" ? (
                          <>
                            Leads: <ChangeNote change={group.leadsChange} previousName={previousShort} />
                          </>
                        ) : null}
                        {group.leadsChange !== "—" && group.valueChange !== "—" ? " · " : null}
                        {group.valueChange !== "—" ? (
                          <>
                            Valor ganho: <ChangeNote change={group.valueChange} previousName={previousShort} />
                          </>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                  <ChannelTable group={group} period={period} spend={!onlyOwn} />
                </section>
              ))}
            </div>
          )}
        </SectionCard>
        {onlyOwn ? null : (
          <SectionCard
            id="whatsapp"
            title="WhatsApp"
            description="Cliques nos botões de WhatsApp do site no período (pela data do clique) e quantos viraram lead pelo código da conversa, por origem e campanha. Conversão: leads ÷ cliques."
          >
            <WhatsappTable view={whatsapp} />
          </SectionCard>
        )}
        {isOwner ? (
          <SectionCard
            id="investimento"
            title="Investimento em anúncios"
            description="Por mês, origem e campanha. Salvar de novo o mesmo mês, origem e campanha substitui o valor."
          >
            <div className="grid gap-6">
              {view.totals.spendCents === 0 ? <SpendEmpty periodName={periodName(period)} isOwner /> : null}
              <SpendForms month={period.last} result={spendResult} />
            </div>
          </SectionCard>
        ) : view.totals.spendCents === 0 && !onlyOwn ? (
          <SpendEmpty periodName={periodName(period)} isOwner={false} />
        ) : null}
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
              rows={speed.byMonth.map((row) => ({ ...row, label: speedMonthLabel(row.month) }))}
            />
          </div>
        </SectionCard>
        {isOwner ? (
          <SectionCard id="ajustes" title="Espera pelo primeiro contato" description="Vale para toda a equipe.">
            <Form method="post" action={`${panelPaths.results}#ajustes`} className="grid max-w-md gap-4">
              <input type="hidden" name="intencao" value="ajustes" />
              {settingsResult?.ok ? (
                <Alert variant="success" role="status">
                  <AlertDescription>{settingsResult.message}</AlertDescription>
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
                error={settingsResult?.field === "limite" ? settingsResult.message : null}
              />
              <Field
                id="resumo"
                name="resumo"
                type="time"
                label="Resumo diário por e-mail às"
                defaultValue={settings.summaryTime ?? ""}
                hint={
                  emailSet
                    ? "Nos dias de atendimento, cada pessoa recebe no seu e-mail os contatos do dia e os atrasados. Deixe em branco para não enviar."
                    : "O e-mail da equipe não está configurado (SMTP_URL): o resumo só é enviado depois disso."
                }
                error={settingsResult?.field === "resumo" ? settingsResult.message : null}
              />
              <SubmitButton post={{ field: "intencao", value: "ajustes" }} className="justify-self-start">
                Salvar
              </SubmitButton>
            </Form>
          </SectionCard>
        ) : null}
      </div>
    </>
  );
}

const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2026-11" → "nov 2026". */
function speedMonthLabel(month: string): string {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}
