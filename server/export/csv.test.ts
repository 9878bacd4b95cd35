import { describe, expect, it } from "vitest";
import { spreadsheetCell, toSpreadsheetCsv } from "./csv";

describe("spreadsheet-safe CSV for pt-BR Excel", () => {
  it("separates cells with ';', ends rows with CRLF and starts with a UTF-8 byte-order mark", () => {
    expect(toSpreadsheetCsv(["Nome", "Valor"], [["João", "1.500,00"]])).toBe("\uFEFFNome;Valor\r\nJoão;1.500,00\r\n");
  });

  it("quotes a cell holding the separator, a quote or a line break, so it stays one cell", () => {
    expect(spreadsheetCell("Loja;=1+1;x")).toBe('"Loja;=1+1;x"');
    expect(spreadsheetCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(spreadsheetCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(spreadsheetCell("a,b")).toBe("a,b");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const formula of ["=1+1", "+55 11 9999", "-2+3", "@SUM(A1)", "\t=1", "\r=1", '  =HYPERLINK("x")', "＝1+1"]) {
      expect(spreadsheetCell(formula).replace(/^"/, "").startsWith("'"), JSON.stringify(formula)).toBe(true);
    }
    expect(spreadsheetCell('=HYPERLINK("http://evil";"clique")')).toBe('"\'=HYPERLINK(""http://evil"";""clique"")"');
    expect(spreadsheetCell("maria@loja.com.br")).toBe("maria@loja.com.br");
  });

  it("keeps every row the header's width when read back", () => {
    const csv = toSpreadsheetCsv(["a", "b", "c"], [["x;y", 'q"', "l\r\nm"]]);
    const cells = csv.slice(1).split("\r\n")[1]!;
    expect(cells.startsWith('"x;y";"q""";"l')).toBe(true);
  });
});
