import type { ReactNode } from "react";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "#app/components/ui/card";
import { formatNumber } from "#app/lib/numbers";
import { googleFileLabel, share, type DestinationReport, type PlatformReport, type WeekRow } from "../platform-report";
import { counted } from "../plural";
import { formatDateTime, formatShortDay } from "../time";
import { RelativeTime } from "./relative-time";

/** The cards of "O que chegou às plataformas" (docs/decisions/070): phone first, no script needed. */

const settingsOf: Record<DestinationReport["destination"] | "google", string> = {
  meta: "META_PIXEL_ID e META_CAPI_TOKEN",
  chat: "WEBHOOK_URL",
  email: "SMTP_URL, LEAD_EMAIL_TO e LEAD_EMAIL_FROM",
  google: "GOOGLE_ADS_FEED_USER e GOOGLE_ADS_FEED_PASSWORD",
};

function Stat({ label, value, tone }: { label: string; value: number; tone?: "bad" | "good" }) {
  // Colour only says something when there is something: a zero stays plain.
  const color = value === 0 ? "" : tone === "bad" ? "text-destructive" : tone === "good" ? "text-success" : "";
  return (
    <div className="rounded-lg bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`text-2xl font-semibold tabular-nums ${color}`}>{formatNumber(value, 0)}</dd>
    </div>
  );
}

function PlatformCard({
  title,
  configured,
  settings,
  missing = "nada é enviado para cá",
  id,
  children,
}: {
  title: string;
  configured: boolean;
  settings: string;
  /** What not having the settings means, after "Este servidor não tem …:". */
  missing?: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4 py-5" role="region" aria-labelledby={`${id}-titulo`}>
      <CardHeader className="px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-titulo`} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          {configured ? null : <Badge variant="secondary">Não configurado</Badge>}
        </div>
        {configured ? null : (
          <CardDescription>
            Este servidor não tem {settings}: {missing}.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}

/** Fourteen days, newest first, in a fold: the totals above say whether to open it. */
function DayTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { day: number; values: number[] }[];
}) {
  return (
    <details className="group rounded-lg border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium select-none">Dia a dia</summary>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-semibold">
              Dia
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-1.5 text-right font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.toReversed().map((row) => (
            <tr key={row.day}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {formatShortDay(row.day)}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index]} className="px-3 py-1.5 text-right tabular-nums">
                  {formatNumber(value, 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function DestinationCard({ report }: { report: DestinationReport }) {
  const { totals } = report;
  return (
    <PlatformCard
      id={`destino-${report.destination}`}
      title={report.name}
      configured={report.configured}
      settings={settingsOf[report.destination]}
    >
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Enviados" value={totals.sent} />
        <Stat label="Aceitos" value={totals.accepted} tone="good" />
        <Stat label="Recusados" value={totals.refused} tone="bad" />
      </dl>
      {report.refusals.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">O que a plataforma respondeu</h3>
          <ul className="grid gap-2">
            {report.refusals.map((refusal) => (
              <li key={`${refusal.message}-${refusal.statusCode}`} className="rounded-lg border bg-muted/30 px-3 py-2">
                <p className="font-mono text-xs break-words">{refusal.message}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {counted(refusal.count, "recusa", "recusas")}
                  {refusal.statusCode === null ? "" : ` · código ${refusal.statusCode}`} · última em{" "}
                  {formatDateTime(refusal.lastAt)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DayTable
        caption={`${report.name}: eventos por dia`}
        columns={["Enviados", "Aceitos", "Recusados"]}
        rows={report.days.map((day) => ({ day: day.day, values: [day.sent, day.accepted, day.refused] }))}
      />
    </PlatformCard>
  );
}

export function GoogleCard({ google, now }: { google: PlatformReport["google"]; now: number }) {
  const fetches = google.days.reduce((sum, day) => sum + day.fetches, 0);
  const rows = google.days.reduce((sum, day) => sum + day.rows, 0);
  return (
    <PlatformCard
      id="destino-google"
      title="Google Ads (arquivos)"
      configured={google.configured}
      settings={settingsOf.google}
      missing="nenhum arquivo é oferecido ao Google"
    >
      <p className="text-sm text-muted-foreground">
        O Google busca os arquivos e não diz quantas linhas aceitou: aqui fica cada busca e quantas conversões o arquivo
        levou.
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <Stat label="Buscas (14 dias)" value={fetches} />
        <Stat label="Conversões entregues" value={rows} />
      </dl>
      {google.files.length > 0 ? (
        <ul className="grid gap-2" aria-label="Última busca de cada arquivo">
          {google.files.map((file) => (
            <li key={file.file} className="rounded-lg border px-3 py-2">
              <p className="text-sm font-medium">{googleFileLabel(file.file)}</p>
              <p className="text-xs break-all text-muted-foreground">{file.file}</p>
              <p className="mt-1 text-sm">
                Última busca <RelativeTime time={file.lastAt} now={now} className="font-medium" /> ·{" "}
                {counted(file.rows, "conversão", "conversões")}
              </p>
              {file.userAgent ? (
                <p className="truncate text-xs text-muted-foreground" title={file.userAgent}>
                  {file.userAgent}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">Nenhum arquivo foi buscado ainda.</p>
      )}
      <DayTable
        caption="Google Ads: buscas por dia"
        columns={["Buscas", "Conversões"]}
        rows={google.days.map((day) => ({ day: day.day, values: [day.fetches, day.rows] }))}
      />
    </PlatformCard>
  );
}

function weekLabel(week: WeekRow): string {
  return `${formatShortDay(week.from)} – ${formatShortDay(week.to)}`;
}

/** Per week, the share of consenting leads that carried each thing the platforms match a person on. */
export function MatchTable({ weeks }: { weeks: WeekRow[] }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border"
      role="region"
      aria-labelledby="correspondencia-legenda"
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption id="correspondencia-legenda" className="sr-only">
          Leads com consentimento por semana e quantos levaram clique, e-mail e telefone
        </caption>
        <thead className="bg-muted/60 text-left text-xs whitespace-nowrap text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              Semana
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
              Clique
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
              E-mail
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
              Telefone
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {weeks.map((week) => (
            <tr key={week.from}>
              <th scope="row" className="px-2 py-2 text-left font-normal sm:px-3">
                <span className="block whitespace-nowrap">{weekLabel(week)}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatNumber(week.consenting, 0)} de {counted(week.leads, "lead consentiu", "leads consentiram")}
                </span>
              </th>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{share(week.clickId, week.consenting)}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{share(week.email, week.consenting)}</td>
              <td className="px-2 py-2 text-right tabular-nums sm:px-3">{share(week.phone, week.consenting)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
