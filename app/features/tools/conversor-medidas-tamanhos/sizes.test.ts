import { describe, expect, it } from "vitest";
import { formatSize, getSizeChart, matchingRows, pickerOptions, sizeCharts, type SizeSystem } from "./sizes";

const letterOrder: Record<"br" | "us", string[]> = {
  br: ["PP", "P", "M", "G", "GG", "XG", "XGG"],
  us: ["XS", "S", "M", "L", "XL", "XXL"],
};

function rank(system: SizeSystem, size: string): number {
  if (system !== "eur" && letterOrder[system].includes(size)) return letterOrder[system].indexOf(size);
  return Number(size.replace(",", "."));
}

function column(chartId: string, system: SizeSystem): string[] {
  return getSizeChart(chartId).rows.map((row) => row[system] ?? "");
}

// Endpoints exactly as the spec's section 9 gives them.
const ranges: [string, SizeSystem, string, string][] = [
  ["roupas-femininas-letras", "br", "PP", "XGG"],
  ["roupas-femininas-letras", "us", "XS", "XXL"],
  ["roupas-femininas-letras", "eur", "34", "44"],
  ["roupas-femininas-numeros", "br", "36", "46"],
  ["roupas-femininas-numeros", "us", "2", "12"],
  ["roupas-masculinas-letras", "eur", "46", "56"],
  ["calcados-femininos", "br", "33", "42"],
  ["calcados-femininos", "us", "5", "9,5"],
  ["calcados-femininos", "eur", "35", "42"],
  ["calcados-masculinos", "br", "38", "47"],
  ["calcados-masculinos", "us", "6", "10,5"],
  ["calcados-masculinos", "eur", "39", "48"],
];

describe("size charts", () => {
  it.each(ranges)("%s %s runs from %s to %s", (chartId, system, first, last) => {
    const sizes = column(chartId, system);
    expect(sizes[0]).toBe(first);
    expect(sizes.at(-1)).toBe(last);
  });

  it("fills every column of every row", () => {
    for (const chart of sizeCharts) {
      for (const row of chart.rows) {
        for (const system of chart.systems) expect(row[system], `${chart.id} ${system}`).toMatch(/\S/);
      }
    }
  });

  it("never lets a size shrink while the Brazilian size grows", () => {
    for (const chart of sizeCharts) {
      for (const system of chart.systems) {
        const ranks = chart.rows.map((row) => rank(system, row[system] ?? ""));
        ranks.forEach((r) => expect(Number.isNaN(r), `${chart.id} ${system}`).toBe(false));
        for (let i = 1; i < ranks.length; i++) {
          const step = (ranks[i] ?? 0) - (ranks[i - 1] ?? 0);
          if (system === "br") expect(step, `${chart.id} br row ${i}`).toBeGreaterThan(0);
          else expect(step, `${chart.id} ${system} row ${i}`).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it("lists every Brazilian size once, so the picker finds one row", () => {
    for (const chart of sizeCharts) {
      const br = chart.rows.map((row) => row.br);
      expect(new Set(br).size, chart.id).toBe(br.length);
    }
  });

  it.each([
    ["calcados-femininos", ["33", "34", "35", "36", "37", "38", "39", "40", "41", "42"]],
    ["calcados-masculinos", ["38", "39", "40", "41", "42", "43", "44", "45", "46", "47"]],
  ])("%s covers every Brazilian size with no gap", (chartId, sizes) => {
    expect(column(chartId, "br")).toEqual(sizes);
  });

  it.each([
    ["calcados-femininos", ["5", "5,5", "6", "6,5", "7", "7,5", "8", "8,5", "9", "9,5"]],
    ["calcados-masculinos", ["6", "6,5", "7", "7,5", "8", "8,5", "9", "9,5", "10", "10,5"]],
  ])("%s steps US sizes by half a number", (chartId, sizes) => {
    expect(column(chartId, "us")).toEqual(sizes);
  });

  it("gives strictly increasing European shoe sizes", () => {
    for (const chartId of ["calcados-femininos", "calcados-masculinos"]) {
      const eur = column(chartId, "eur").map((s) => rank("eur", s));
      eur.slice(1).forEach((size, i) => expect(size).toBeGreaterThan(eur[i] ?? Infinity));
    }
  });

  it.each([
    ["calcados-masculinos", "br", "42", [4]],
    ["calcados-femininos", "eur", "36,5", [2]],
    ["roupas-femininas-letras", "br", "M", [2]],
    ["roupas-femininas-letras", "us", "XXL", [5, 6]],
    ["roupas-femininas-numeros", "br", "50", []],
  ] as const)("finds the rows of %s %s size %s", (chartId, system, size, rows) => {
    expect(matchingRows(getSizeChart(chartId), system, size)).toEqual(rows);
  });

  it("offers each size of each system once in the picker, in chart order", () => {
    expect(pickerOptions(getSizeChart("roupas-femininas-letras"))).toEqual([
      { system: "br", sizes: ["PP", "P", "M", "G", "GG", "XG", "XGG"] },
      { system: "us", sizes: ["XS", "S", "M", "L", "XL", "XXL"] },
      { system: "eur", sizes: ["34", "36", "38", "40", "42", "44"] },
    ]);
    expect(pickerOptions(getSizeChart("roupas-masculinas-letras")).map((o) => o.system)).toEqual(["br", "eur"]);
  });

  it.each([
    [9.5, "9,5"],
    [38, "38"],
  ])("writes %d as %s", (size, expected) => {
    expect(formatSize(size)).toBe(expected);
  });
});
