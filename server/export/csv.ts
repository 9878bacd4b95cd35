/**
 * CSV for the spreadsheets the agency opens it in: Excel, LibreOffice and
 * Google Sheets set to Brazilian Portuguese, where the list separator is
 * ";" (the comma is the decimal separator). Pure functions, no I/O: the lead
 * CLI's `export --format csv` writes it, and so can any server-side export.
 *
 * - ";" between cells, CRLF between rows, and a UTF-8 byte-order mark, which
 *   is what makes Excel read the file as UTF-8 (accents intact).
 * - A cell is quoted (its quotes doubled) when it holds ";", a quote, a line
 *   break, or "," or a tab, the separators of spreadsheets set to other
 *   languages: text after a separator inside a cell then never starts a cell
 *   of its own, in any of them ("Loja;=1+1;x" stays one cell of text).
 * - A spreadsheet evaluates a cell that starts with =, +, - or @ (or their
 *   full-width forms, which some versions of Excel accept too), also after
 *   spaces or quotes. Wherever a cell could start, that character gets an
 *   apostrophe before it, so it shows as the text it was: at the start of
 *   the value, and after each separator or line break inside it, where a
 *   spreadsheet set to another separator (",", tab), or a reader that does not
 *   expect the quotes, would start a new cell or row ("Loja,=1+1" opened with
 *   "," as separator is not quoted there). "+55 21 99999-0000" shows as
 *   '+55 21 99999-0000, never as a sum.
 */

/** The Content-Type of a download made of toSpreadsheetCsv's output. */
export const SPREADSHEET_CSV_TYPE = "text/csv; charset=utf-8";

const SEPARATOR = ";";
const LINE_END = "\r\n";
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * Where a cell can start (the value's start, a separator of any spreadsheet
 * language, a line break), then spaces or quotes, then a character that
 * starts a formula.
 */
const FORMULA_START = /(^|[;,\t\r\n])([\s"\u00A0]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const NEEDS_QUOTES = /[;,"\t\r\n]/;

/** One cell, defused and quoted as needed. */
export function spreadsheetCell(value: string): string {
  const text = value.replace(FORMULA_START, "$1$2'$3");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's beginning: the byte-order mark and the header row. Rows follow through spreadsheetCsvRows. */
export function spreadsheetCsvStart(header: readonly string[]): string {
  return `${BYTE_ORDER_MARK}${header.map(spreadsheetCell).join(SEPARATOR)}`;
}

/**
 * Rows to append after spreadsheetCsvStart's output (or after earlier rows): each starts with the line break, so a
 * file written in pieces is byte for byte the file toSpreadsheetCsv writes at once. `width`: the header's length.
 */
export function spreadsheetCsvRows(width: number, rows: readonly (readonly string[])[]): string {
  return rows
    .map((row, index) => {
      if (row.length !== width)
        throw new Error(`CSV row ${index + 1} has ${row.length} cells; the header has ${width}`);
      return `${LINE_END}${row.map(spreadsheetCell).join(SEPARATOR)}`;
    })
    .join("");
}

/** The whole file: a header row, then one row per entry, each the same length as the header. */
export function toSpreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${spreadsheetCsvStart(header)}${spreadsheetCsvRows(header.length, rows)}`;
}
