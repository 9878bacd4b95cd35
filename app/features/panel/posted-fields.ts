/**
 * Reading a panel form's post in one call: each field named once with how it is read (bounded text, one of a few
 * choices, a ticked box), so no action hand-parses `String(form.get(…)).slice(…)`. Reading never refuses: a missing
 * or tampered field reads as "" / null / false and the action's own checks answer it with their pt-BR message
 * (decision 079 says why this is ours and not Conform + zod).
 */

/** How one posted field is read. */
export type FieldReader<T> = (value: FormDataEntryValue | null) => T;

/**
 * No field is longer than the whole post: the server refuses bodies over 16 KiB (server/http/body-limit.ts). The
 * bound for a field read in full by another check (one that reports the length typed, "tem 700 caracteres"; the
 * inbox filter a bulk action carries back), so cutting it changes nothing.
 */
export const WHOLE_POST = 16 * 1024;

/** Text cut to `max` characters; a missing field, or a file where text was expected, reads as "". */
export function text(max: number): FieldReader<string> {
  return (value) => (typeof value === "string" ? value.slice(0, max) : "");
}

/** One of `options`, or null for anything else (missing, or a value no form of ours posts). */
export function choice<const T extends string>(options: readonly T[]): FieldReader<T | null> {
  return (value) => options.find((option) => option === value) ?? null;
}

/** A checkbox or button posting "sim": true only when it was. */
export const ticked: FieldReader<boolean> = (value) => value === "sim";

/** The same reader for each of `names`: a form with one field per stage, say. */
export function each<const Name extends string, T>(
  names: readonly Name[],
  read: FieldReader<T>,
): Record<Name, FieldReader<T>> {
  return Object.fromEntries(names.map((name) => [name, read])) as Record<Name, FieldReader<T>>;
}

/** The fields of `form`, each read as `readers` says, under the same names. */
export function readFields<const Readers extends Record<string, FieldReader<unknown>>>(
  form: FormData,
  readers: Readers,
): { [Name in keyof Readers]: ReturnType<Readers[Name]> } {
  return Object.fromEntries(Object.entries(readers).map(([name, read]) => [name, read(form.get(name))])) as {
    [Name in keyof Readers]: ReturnType<Readers[Name]>;
  };
}
