import { describe, expect, it } from "vitest";
import { spreadsheetCell, toSpreadsheetCsv } from "./csv";

/**
 * Reads CSV the way spreadsheets do: quoted cells may hold anything, and
 * the separator is the one the spreadsheet's language uses (";" in pt-BR,
 * "," or a tab elsewhere). A reader that does not expect the file's ";" sees
 * a whole line as one cell.
 */
function readCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === "") quoted = true;
    else if (character === separator) {
      row.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index++;
    } else cell += character;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/** What makes Excel, LibreOffice or Google Sheets evaluate a cell instead of showing it (after trimming). */
const evaluated = /^[\s"\u00A0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

const hostile = [
  "=1+1",
  "Loja;=1+1;x",
  "Loja,=1+1,x",
  "Loja\t=1+1\tx",
  '=HYPERLINK("http://golpe.example";"clique")',
  "+55 21 99999-0000",
  "-2+3",
  "@SUM(A1:A9)",
  "  =1+1",
  "\t=1+1",
  "\r=1+1",
  "\uFF1D1+1",
  "=cmd|' /C calc'!A0",
  'Linha 1\r\nLinha 2 com "aspas"',
  "Linha 1\n=1+1",
  'a,"=1+1',
  "Valor: 1.000,-",
];

describe("toSpreadsheetCsv", () => {
  const csv = toSpreadsheetCsv(
    ["nome", "empresa"],
    [["Maria Souza", "Loja da Maria"], ...hostile.map((value) => ["x", value])],
  );

  it("is what pt-BR spreadsheets open in columns: UTF-8 with a byte-order mark, ';' between cells, CRLF rows", () => {
    expect(csv.startsWith("\uFEFFnome;empresa\r\nMaria Souza;Loja da Maria\r\n")).toBe(true);
    expect(toSpreadsheetCsv(["a"], [["São Paulo – ação"]])).toBe("\uFEFFa\r\nSão Paulo – ação");
  });

  it("reads back, cell for cell, as what was written: formulas only ever shown as text", () => {
    const rows = readCsv(csv.slice(1), ";");
    expect(rows).toHaveLength(2 + hostile.length);
    for (const [index, value] of hostile.entries()) {
      const cell = rows[index + 2]![1]!;
      // Apostrophes are the only addition, each right before a formula character.
      expect(cell.replace(/'(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g, ""), JSON.stringify(value)).toBe(value);
      expect(cell, JSON.stringify(value)).not.toMatch(evaluated);
    }
  });

  it("starts no formula in spreadsheets set to ',' or tab either, whatever they make of the quotes", () => {
    const lineBreaks = csv.slice(1).replace(/\r?\n|\r/g, "\r\n");
    for (const separator of [",", "\t"]) {
      for (const row of readCsv(lineBreaks, separator)) {
        for (const cell of row)
          expect(cell, `${JSON.stringify(separator)}: ${JSON.stringify(cell)}`).not.toMatch(evaluated);
      }
    }
  });

  it("refuses a row that does not fit the header", () => {
    expect(() => toSpreadsheetCsv(["a", "b"], [["1"]])).toThrow("CSV row 1 has 1 cells; the header has 2");
  });
});

describe("spreadsheetCell", () => {
  it.each([
    ["Maria", "Maria"],
    ["", ""],
    ["Silva, Souza & Cia", '"Silva, Souza & Cia"'],
    ['Diz "oi"', '"Diz ""oi"""'],
    ["=1+1", "'=1+1"],
    ["+55 21 99999-0000", "'+55 21 99999-0000"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    [" =1", " '=1"],
    ["\t=1", '"\t\'=1"'],
    ["Loja;=1+1;x", '"Loja;\'=1+1;x"'],
    ["a=b", "a=b"],
    ["maria@loja.com.br", "maria@loja.com.br"],
  ])("%j → %j", (value, cell) => {
    expect(spreadsheetCell(value)).toBe(cell);
  });
});
