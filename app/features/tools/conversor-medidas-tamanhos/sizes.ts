/**
 * Clothing and shoe size charts, Brazil ↔ United States ↔ Europe. The ranges
 * and their endpoints are the spec's; the steps in between follow the usual
 * charts of international retailers. Pure data, no React.
 */

export type SizeSystem = "br" | "us" | "eur";

export const systemNames: Record<SizeSystem, string> = {
  br: "Brasil",
  us: "EUA",
  eur: "Europa",
};

export type SizeRow = Partial<Record<SizeSystem, string>> & { br: string };

export interface SizeChart {
  id: string;
  title: string;
  kind: "roupas" | "calcados";
  systems: readonly SizeSystem[];
  rows: readonly SizeRow[];
  /** A remark shown under the chart. */
  note?: string;
}

/** Shoe sizes as Brazilians write them: "9,5". */
export function formatSize(size: number): string {
  return String(size).replace(".", ",");
}

/** Shoe rows: Brazilian sizes step by 1 and US sizes by 0.5 alongside the European sizes given. */
function shoeRows(brFirst: number, usFirst: number, eur: readonly number[]): SizeRow[] {
  return eur.map((eurSize, i) => ({
    br: formatSize(brFirst + i),
    us: formatSize(usFirst + i / 2),
    eur: formatSize(eurSize),
  }));
}

export const sizeCharts: readonly SizeChart[] = [
  {
    id: "roupas-femininas-letras",
    title: "Roupas femininas (letras)",
    kind: "roupas",
    systems: ["br", "us", "eur"],
    rows: [
      { br: "PP", us: "XS", eur: "34" },
      { br: "P", us: "S", eur: "36" },
      { br: "M", us: "M", eur: "38" },
      { br: "G", us: "L", eur: "40" },
      { br: "GG", us: "XL", eur: "42" },
      { br: "XG", us: "XXL", eur: "44" },
      { br: "XGG", us: "XXL", eur: "44" },
    ],
    note: "XG e XGG ficam no maior tamanho padrão lá fora; acima disso, procure a seção plus size (1X, 2X nos EUA).",
  },
  {
    id: "roupas-femininas-numeros",
    title: "Roupas femininas (números)",
    kind: "roupas",
    systems: ["br", "us"],
    rows: [
      { br: "36", us: "2" },
      { br: "38", us: "4" },
      { br: "40", us: "6" },
      { br: "42", us: "8" },
      { br: "44", us: "10" },
      { br: "46", us: "12" },
    ],
  },
  {
    id: "roupas-masculinas-letras",
    title: "Roupas masculinas (letras)",
    kind: "roupas",
    systems: ["br", "eur"],
    rows: [
      { br: "P", eur: "46" },
      { br: "M", eur: "48" },
      { br: "G", eur: "50" },
      { br: "GG", eur: "52" },
      { br: "XG", eur: "54" },
      { br: "XGG", eur: "56" },
    ],
  },
  {
    id: "calcados-femininos",
    title: "Calçados femininos",
    kind: "calcados",
    systems: ["br", "us", "eur"],
    // Europe uses half sizes in this range, so ten Brazilian sizes fit between EUR 35 and 42.
    rows: shoeRows(33, 5, [35, 36, 36.5, 37, 38, 38.5, 39, 40, 41, 42]),
  },
  {
    id: "calcados-masculinos",
    title: "Calçados masculinos",
    kind: "calcados",
    systems: ["br", "us", "eur"],
    rows: shoeRows(38, 6, [39, 40, 41, 42, 43, 44, 45, 46, 47, 48]),
  },
];

export function getSizeChart(id: string): SizeChart {
  const chart = sizeCharts.find((c) => c.id === id);
  if (!chart) throw new Error(`Tabela desconhecida: ${id}`);
  return chart;
}

/** The sizes a visitor can look up in a chart, per system, each once and in chart order. */
export function pickerOptions(chart: SizeChart): { system: SizeSystem; sizes: string[] }[] {
  return chart.systems.map((system) => ({
    system,
    sizes: [...new Set(chart.rows.map((row) => row[system] ?? ""))].filter((size) => size !== ""),
  }));
}

/** Indexes of the rows holding a size of one system (two rows when two Brazilian sizes share it). */
export function matchingRows(chart: SizeChart, system: SizeSystem, size: string): number[] {
  return chart.rows.flatMap((row, index) => (row[system] === size ? [index] : []));
}
