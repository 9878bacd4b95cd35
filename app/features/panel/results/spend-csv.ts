import { parse } from "csv-parse/sync";
import { MONTH_NAMES } from "#app/lib/dates";
import { parseBrazilianNumber } from "#app/lib/numbers";
import { parseMonth, type MonthIndex } from "./months";
import { EXPECTED_COLUMNS } from "./spend-columns";

/**
 * Ad spend from a report the owner exported: Google Ads' campaign report
 * ("Campanha"/"Campaign", "Custo"/"Cost", optionally "Mês"/"Month" or
 * "Dia"/"Day") or Meta Ads Manager's ("Nome da campanha"/"Campaign name",
 * "Valor usado (BRL)"/"Amount spent (BRL)", "Início dos relatórios"/
 * "Reporting starts"), in Portuguese or English, comma, semicolon or tab
 * separated. Summed per month and campaign. Pure: the route stores the
 * result, or shows the message and stores nothing.
 */

export type AdPlatform = "google" | "meta";

export interface SpendLine {
  month: MonthIndex;
  campaign: string;
  amountCents: number;
}

export type SpendImport = { ok: true; platform: AdPlatform; lines: SpendLine[] } | { ok: false; message: string };

export const SPEND_CSV_LIMIT = 2_000_000;

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

const LAYOUTS = [
  {
    platform: "google" as const,
    campaign: ["campanha", "campaign"],
    cost: ["custo", "cost"],
    date: ["mes", "month", "dia", "day"],
  },
  {
    platform: "meta" as const,
    campaign: ["nome da campanha", "campaign name"],
    cost: ["valor usado (brl)", "amount spent (brl)", "valor usado", "amount spent"],
    date: ["inicio dos relatorios", "reporting starts"],
  },
];

const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const ENGLISH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "2026-11-05", "2026-11", "05/11/2026", "novembro de 2026", "nov. de 2026", "November 2026", "Nov 1, 2026". */
export function reportMonth(value: string): MonthIndex | null {
  const text = fold(value);
  const iso = /^(\d{4})-(\d{2})(-\d{2})?/.exec(text);
  if (iso) return parseMonth(`${iso[1]}-${iso[2]}`);
  const brazilian = /^\d{1,2}\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (brazilian) return parseMonth(`${brazilian[2]}-${brazilian[1]!.padStart(2, "0")}`);
  const named = /^(?:\d{1,2} de )?([a-z]+)\.?(?: de)?,? (?:\d{1,2}, )?(\d{4})$/.exec(text);
  if (!named) return null;
  const word = named[1]!.slice(0, 3);
  const index = SHORT_MONTHS.indexOf(fold(word) as (typeof SHORT_MONTHS)[number]);
  const month = index >= 0 ? index : ENGLISH_MONTHS.indexOf(word);
  return month >= 0 ? Number(named[2]) * 12 + month : null;
}

/** "R$ 1.234,56", "1234.56", "--" (Google's nothing) → centavos; English files write "1,234.56". */
function amountCents(value: string, english: boolean): number | null {
  const text = value.trim();
  if (text === "" || text === "--" || text === "-") return 0;
  const number = english
    ? (() => {
        const cleaned = text.replace(/^(R\$|BRL)\s*/i, "").replace(/,/g, "");
        return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
      })()
    : parseBrazilianNumber(text);
  return number === null || number < 0 ? null : Math.round(number * 100);
}

function readRows(text: string): string[][] | null {
  const firstLines = text.split(/\r?\n/, 12).join("\n");
  // The separator that splits the header best: Google's downloads use commas or tabs, spreadsheets in Brazil ";".
  const delimiter = ["\t", ";", ","].reduce((best, candidate) =>
    firstLines.split(candidate).length > firstLines.split(best).length ? candidate : best,
  );
  try {
    return parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    return null;
  }
}

export function parseSpendCsv(text: string, fallbackMonth: MonthIndex | null): SpendImport {
  if (text.trim() === "") return { ok: false, message: "Cole o conteúdo do arquivo CSV ou escolha o arquivo." };
  if (text.length > SPEND_CSV_LIMIT)
    return { ok: false, message: "O arquivo passa de 2 MB: exporte só as campanhas do período." };
  const rows = readRows(text);
  if (!rows)
    return { ok: false, message: `Não conseguimos ler este arquivo como CSV. Colunas esperadas: ${EXPECTED_COLUMNS}` };
  // Google's report opens with its title and date range: the header is the first row naming the columns.
  for (const [headerIndex, header] of rows.slice(0, 10).entries()) {
    const names = header.map(fold);
    for (const layout of LAYOUTS) {
      const campaignColumn = names.findIndex((name) => layout.campaign.includes(name));
      const costColumn = names.findIndex((name) =>
        layout.cost.some((cost) => name === cost || name.startsWith(`${cost} (`)),
      );
      if (campaignColumn < 0 || costColumn < 0) continue;
      const currency = /\(([a-z]{3})\)$/.exec(names[costColumn]!)?.[1];
      if (currency && currency !== "brl") {
        return {
          ok: false,
          message: `Os valores estão em ${currency.toUpperCase()}: exporte o relatório em reais (BRL).`,
        };
      }
      const dateColumn = names.findIndex((name) => layout.date.includes(name));
      const english = ["campaign", "campaign name"].includes(names[campaignColumn]!);
      return linesOf(
        rows.slice(headerIndex + 1),
        { ...layout, campaignColumn, costColumn, dateColumn, english, firstLine: headerIndex + 2 },
        fallbackMonth,
      );
    }
  }
  return { ok: false, message: `Não reconhecemos as colunas deste arquivo. Colunas esperadas: ${EXPECTED_COLUMNS}` };
}

function linesOf(
  rows: string[][],
  layout: {
    platform: AdPlatform;
    campaignColumn: number;
    costColumn: number;
    dateColumn: number;
    english: boolean;
    /** The first data row's line in the file (empty lines aside), for the messages. */
    firstLine: number;
  },
  fallbackMonth: MonthIndex | null,
): SpendImport {
  const sums = new Map<string, SpendLine>();
  for (const [index, row] of rows.entries()) {
    const campaign = row[layout.campaignColumn]?.trim() ?? "";
    // Google closes its report with "Total: …" rows; Meta's may carry an account total without a campaign name.
    if (campaign === "" || /^total\b/i.test(campaign)) continue;
    const line = index + layout.firstLine;
    const cents = amountCents(row[layout.costColumn] ?? "", layout.english);
    if (cents === null) {
      return {
        ok: false,
        message: `Linha ${line}: o custo “${row[layout.costColumn] ?? ""}” não é um valor em reais.`,
      };
    }
    const month = layout.dateColumn >= 0 ? reportMonth(row[layout.dateColumn] ?? "") : fallbackMonth;
    if (month === null) {
      return {
        ok: false,
        message:
          layout.dateColumn >= 0
            ? `Linha ${line}: a data “${row[layout.dateColumn] ?? ""}” não é um dia nem um mês.`
            : "O arquivo não tem a coluna “Mês” ou “Dia”: escolha o mês a que o custo se refere.",
      };
    }
    const key = `${month}\u0000${campaign}`;
    const sum = sums.get(key) ?? { month, campaign: campaign.slice(0, 300), amountCents: 0 };
    sum.amountCents += cents;
    sums.set(key, sum);
  }
  if (sums.size === 0) return { ok: false, message: "O arquivo não tem nenhuma campanha com custo." };
  return { ok: true, platform: layout.platform, lines: [...sums.values()] };
}
