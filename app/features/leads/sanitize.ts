/**
 * Text clean-up shared by the browser and the server, so what a visitor sees
 * validated is exactly what gets stored: Unicode NFC, no control characters,
 * no leading or trailing blanks.
 */

// C0 and C1 control characters; tabs and line breaks are turned into spaces or "\n" before these run.
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- the same, sparing "\n"
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;

/** One-line fields: line breaks and tabs become spaces (no header injection downstream). */
export function cleanLine(value: string): string {
  return value
    .normalize("NFC")
    .replace(LINE_BREAKS, " ")
    .replace(/[\t\v\f]/g, " ")
    .replace(CONTROL_CHARACTERS, "")
    .trim();
}

/** Multi-line fields keep paragraphs: line breaks become "\n", at most one blank line in a row. */
export function cleanMultiline(value: string): string {
  return value
    .normalize("NFC")
    .replace(LINE_BREAKS, "\n")
    .replace(/[\t\v\f]/g, " ")
    .replace(CONTROL_CHARACTERS_BUT_NEWLINE, "")
    .replace(/[ ]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Number of digits in a phone number typed in any Brazilian format. */
export function countDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}
