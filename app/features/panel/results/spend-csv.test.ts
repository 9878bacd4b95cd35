import { describe, expect, it } from "vitest";
import { parseMonth } from "./months";
import { parseSpendCsv, reportMonth } from "./spend-csv";

/** As Google Ads' "Relatório de campanhas" downloads it in Portuguese: title, dates, header, rows, totals. */
const GOOGLE_PT = [
  "Relatório de campanhas",
  '"1 de novembro de 2026 - 30 de novembro de 2026"',
  "Campanha,Status da campanha,Mês,Código da moeda,Custo,Cliques,Impr.",
  'black-friday,Ativada,novembro de 2026,BRL,"R$ 1.234,56",812,"20.311"',
  'black-friday,Ativada,outubro de 2026,BRL,"980,00",700,"18.000"',
  "institucional,Pausada,novembro de 2026,BRL,--,0,0",
  'Total: conta,,,BRL,"2.214,56",1512,"38.311"',
  'Total: campanhas,,,BRL,"2.214,56",1512,"38.311"',
].join("\n");

/** Meta Ads Manager's export in English, daily rows. */
const META_EN = [
  '"Reporting starts","Reporting ends","Campaign name","Campaign delivery","Results","Amount spent (BRL)"',
  '"2026-11-01","2026-11-01","Leads | Consultoria","active","3","150.25"',
  '"2026-11-02","2026-11-02","Leads | Consultoria","active","1","1,049.75"',
].join("\n");

/** Meta in Portuguese, semicolons (as a spreadsheet in Brazil saves it). */
const META_PT = [
  "Início dos relatórios;Término dos relatórios;Nome da campanha;Valor usado (BRL)",
  "2026-11-01;2026-11-30;Leads | Consultoria;1200,50",
].join("\n");

const november = parseMonth("2026-11");

describe("parseSpendCsv", () => {
  it("reads Google Ads' campaign report in Portuguese, skipping its title and totals", () => {
    expect(parseSpendCsv(GOOGLE_PT, null)).toEqual({
      ok: true,
      platform: "google",
      lines: [
        { month: november, campaign: "black-friday", amountCents: 123_456 },
        { month: parseMonth("2026-10"), campaign: "black-friday", amountCents: 98_000 },
        { month: november, campaign: "institucional", amountCents: 0 },
      ],
    });
  });

  it("reads Meta's export in English and in Portuguese, summing the days of a month", () => {
    expect(parseSpendCsv(META_EN, null)).toEqual({
      ok: true,
      platform: "meta",
      lines: [{ month: november, campaign: "Leads | Consultoria", amountCents: 120_000 }],
    });
    expect(parseSpendCsv(META_PT, null)).toMatchObject({ ok: true, lines: [{ amountCents: 120_050 }] });
  });

  it("takes the chosen month when Google's report has no date column, and asks for it otherwise", () => {
    const noDates = 'Campanha,Custo\nblack-friday,"500,00"';
    expect(parseSpendCsv(noDates, november)).toMatchObject({
      ok: true,
      lines: [{ month: november, amountCents: 50_000 }],
    });
    expect(parseSpendCsv(noDates, null)).toEqual({
      ok: false,
      message: "O arquivo não tem a coluna “Mês” ou “Dia”: escolha o mês a que o custo se refere.",
    });
  });

  it("refuses an unknown layout, naming the columns it expects", () => {
    const result = parseSpendCsv("Nome,Valor\nx,1", null);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain("Não reconhecemos as colunas");
      expect(result.message).toContain("“Campanha” e “Custo”");
      expect(result.message).toContain("“Valor usado (BRL)”");
    }
  });

  it("refuses another currency and a cost that is not money", () => {
    expect(parseSpendCsv('"Campaign name","Amount spent (USD)","Reporting starts"\nx,10,2026-11-01', null)).toEqual({
      ok: false,
      message: "Os valores estão em USD: exporte o relatório em reais (BRL).",
    });
    expect(parseSpendCsv("Campanha,Custo,Mês\nx,muito,novembro de 2026", null)).toEqual({
      ok: false,
      message: "Linha 2: o custo “muito” não é um valor em reais.",
    });
  });
});

describe("reportMonth", () => {
  it("reads the dates the exports write", () => {
    for (const value of [
      "2026-11-05",
      "2026-11",
      "05/11/2026",
      "novembro de 2026",
      "nov. de 2026",
      "November 2026",
      "Nov 1, 2026",
    ]) {
      expect(reportMonth(value), value).toBe(november);
    }
    expect(reportMonth("ontem")).toBeNull();
  });
});
