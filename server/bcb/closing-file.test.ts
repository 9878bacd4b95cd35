import { describe, expect, it } from "vitest";
import { ClosingFileFormatError, closingFileUrl, parseClosingFile } from "./closing-file";

/** Lines as the Banco Central writes them: no header, semicolons, decimal commas, CRLF. */
const file = [
  "25/11/2026;220;A;USD;5,33120000;5,33180000;1,00000000;1,00000000",
  "25/11/2026;706;A;ARS;0,00366900;0,00367100;1452,50000000;1453,00000000",
  "25/11/2026;715;A;CLP;0,00568000;0,00568400;938,10000000;938,60000000",
  "25/11/2026;741;A;MXN;0,29050000;0,29070000;18,34100000;18,34900000",
  "25/11/2026;978;B;EUR;6,16410000;6,16680000;1,15620000;1,15660000",
  "",
].join("\r\n");

describe("the daily closing file", () => {
  it("is asked by its day, without separators", () => {
    expect(closingFileUrl("https://www4.bcb.gov.br", "2026-11-25")).toBe(
      "https://www4.bcb.gov.br/Download/fechamento/20261125.csv",
    );
  });

  it("gives the pesos' buy and sell rates in reais, with the file's day", () => {
    expect(parseClosingFile(file, "2026-11-25")).toEqual([
      { currency: "ARS", date: "2026-11-25", buy: 0.003669, sell: 0.003671, bulletinAt: "2026-11-25" },
      { currency: "CLP", date: "2026-11-25", buy: 0.00568, sell: 0.005684, bulletinAt: "2026-11-25" },
      { currency: "MXN", date: "2026-11-25", buy: 0.2905, sell: 0.2907, bulletinAt: "2026-11-25" },
    ]);
  });

  it("reads type B lines and the older zero-padded numbers alike, and only the currencies asked", () => {
    const older = "31/01/2013;715;A;CLP;0000000,004217;00000000,00422;000000471,1400;000000471,4000\n";
    expect(parseClosingFile(older, "2013-01-31")).toEqual([
      { currency: "CLP", date: "2013-01-31", buy: 0.004217, sell: 0.00422, bulletinAt: "2013-01-31" },
    ]);
    expect(parseClosingFile(file, "2026-11-25", ["EUR"])).toMatchObject([{ currency: "EUR", sell: 6.1668 }]);
    expect(parseClosingFile(file, "2026-11-25", ["AUD"])).toEqual([]);
  });

  it.each([
    ["an error page", "<html><body>Página não encontrada</body></html>"],
    ["an empty answer", "\r\n"],
    ["a header row", `Data;Cod;Tipo;Moeda;Compra;Venda;ParCompra;ParVenda\r\n${file}`],
    ["decimal points", "25/11/2026;706;A;ARS;0.00366900;0.00367100;1452.5;1453.0"],
    ["a missing column", "25/11/2026;706;A;ARS;0,00366900;0,00367100;1452,50000000"],
    ["an unknown type", "25/11/2026;706;C;ARS;0,00366900;0,00367100;1452,50000000;1453,00000000"],
    ["a zero rate", "25/11/2026;706;A;ARS;0,00000000;0,00367100;1452,50000000;1453,00000000"],
  ])("refuses %s", (_name, text) => {
    expect(() => parseClosingFile(text, "2026-11-25")).toThrow(ClosingFileFormatError);
  });

  it("refuses another day's lines in the file of a day", () => {
    expect(() => parseClosingFile(file, "2026-11-24")).toThrow("closing file of 2026-11-24 has a line of 2026-11-25");
  });
});
