/**
 * Text clean-up shared by the browser and the server, so what a visitor sees
 * validated is exactly what gets stored, identically in SQLite and
 * PostgreSQL: Unicode NFC, no invalid code points (lone UTF-16 surrogates,
 * which PostgreSQL refuses), no control characters, no bidi overrides that
 * could disguise text in the team's chat, no leading or trailing blanks, and
 * nothing left when a value holds only invisible characters.
 */

// C0 and C1 control characters; tabs and line breaks are turned into spaces or "\n" before these run.
// eslint-disable-next-line no-control-regex -- matching control characters is this module's job
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex -- the same, sparing "\n"
const CONTROL_CHARACTERS_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /\r\n?|[\n\u2028\u2029]/g;
/** Half of a surrogate pair without its other half: not a character, and invalid UTF-8 once encoded. */
const LONE_SURROGATES = /\p{Cs}/gu;
/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/**
 * Characters that draw nothing: blanks, format characters (zero-width
 * space and joiners, soft hyphen, byte-order mark…), Hangul fillers, the
 * blank Braille pattern, variation selectors.
 */
// The combining marks among them (U+034F, U+1160, U+17B4, U+17B5, variation selectors) stand outside the class.
const INVISIBLE = String.raw`(?:[\p{White_Space}\p{Cf}\u115F\u180E\u2800\u3164\uFFA0]|\u034F|\u1160|[\u17B4\u17B5]|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}])`;
const INVISIBLE_AT_EDGES = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, "gu");

function cleanCodePoints(value: string): string {
  return value.replace(LONE_SURROGATES, "").normalize("NFC").replace(BIDI_CONTROLS, "");
}

/** Blanks and invisible characters off both ends; a value made only of them becomes "". */
function trimInvisible(value: string): string {
  return value.replace(INVISIBLE_AT_EDGES, "");
}

/** One-line fields: line breaks and tabs become spaces (no header injection downstream). */
export function cleanLine(value: string): string {
  return trimInvisible(
    cleanCodePoints(value)
      .replace(LINE_BREAKS, " ")
      .replace(/[\t\v\f]/g, " ")
      .replace(CONTROL_CHARACTERS, ""),
  );
}

/** Multi-line fields keep paragraphs: line breaks become "\n", at most one blank line in a row. */
export function cleanMultiline(value: string): string {
  return trimInvisible(
    cleanCodePoints(value)
      .replace(LINE_BREAKS, "\n")
      .replace(/[\t\v\f]/g, " ")
      .replace(CONTROL_CHARACTERS_BUT_NEWLINE, "")
      .replace(/[ ]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n"),
  );
}

/** Number of digits in a phone number typed in any Brazilian format. */
export function countDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}
