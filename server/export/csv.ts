/**
 * CSV as a Brazilian spreadsheet opens it: ";" between cells (pt-BR Excel's
 * list separator, since "," is the decimal comma), CRLF between rows, a
 * UTF-8 byte-order mark so accents read right, a cell quoted whenever it
 * holds ";", a quote or a line break (quotes doubled), and formula
 * injection defused: a cell that a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return, after any
 * blanks, or their full-width forms) gets a leading apostrophe, which makes
 * it text. Used by the lead CLI's and the panel's exports.
 */

const FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function spreadsheetCell(value: string): string {
  const defused = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

export function toSpreadsheetCsv(header: string[], rows: string[][]): string {
  const lines = [header, ...rows].map((row) => row.map(spreadsheetCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
