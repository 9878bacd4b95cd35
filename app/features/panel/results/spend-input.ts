import { parseBrazilianNumber } from "#app/lib/numbers";
import { unifySource } from "./channel";
import { parseMonth, type MonthIndex } from "./months";
import { parseSpendCsv, type AdPlatform } from "./spend-csv";

/**
 * The spend forms' fields read into entries to store, or the pt-BR message
 * to show beside the form (nothing stored). Typed: a month, a source, an
 * optional campaign and an amount. Imported: the report's text (pasted or
 * uploaded), the source its campaigns' leads carry (by default the
 * platform's: "google" for Google Ads, "facebook" for Meta) and the month
 * when the report has no date column.
 */

export interface SpendEntryInput {
  month: MonthIndex;
  source: string;
  campaign: string;
  amountCents: number;
}

export type SpendInput =
  { ok: true; entries: SpendEntryInput[]; platform: AdPlatform | null } | { ok: false; field: string; message: string };

const PLATFORM_SOURCE: Record<AdPlatform, string> = { google: "google", meta: "facebook" };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

export function typedSpend(form: FormData): SpendInput {
  const month = parseMonth(text(form.get("mes")));
  if (month === null) return { ok: false, field: "mes", message: "Escolha o mês do investimento." };
  const source = unifySource(text(form.get("origem")).slice(0, 300));
  if (source === "") return { ok: false, field: "origem", message: "Diga a origem (por exemplo, google ou facebook)." };
  const amount = parseBrazilianNumber(text(form.get("valor")));
  if (amount === null || amount < 0 || amount > 100_000_000) {
    return { ok: false, field: "valor", message: "Digite o valor em reais, por exemplo 1.250,00." };
  }
  return {
    ok: true,
    platform: null,
    entries: [
      { month, source, campaign: text(form.get("campanha")).slice(0, 300), amountCents: Math.round(amount * 100) },
    ],
  };
}

export async function importedSpend(form: FormData): Promise<SpendInput> {
  const file = form.get("arquivo");
  const content = file instanceof Blob && file.size > 0 ? await file.text() : text(form.get("csv"));
  const parsed = parseSpendCsv(content, parseMonth(text(form.get("mes"))));
  if (!parsed.ok) return { ok: false, field: "csv", message: parsed.message };
  const source = unifySource(text(form.get("origem")).slice(0, 300)) || PLATFORM_SOURCE[parsed.platform];
  return {
    ok: true,
    platform: parsed.platform,
    entries: parsed.lines.map((line) => ({ ...line, source })),
  };
}
