import { useEffect, useRef, type ComponentProps, type SubmitEvent } from "react";
import { Form, useSearchParams } from "react-router";

/**
 * A calculator's form. Its inputs go to the page's own URL as a query string
 * (GET), so a result is a link anyone can open: without JavaScript the server
 * renders the page with the result; with it, React Router updates the URL and
 * the page computes the result in place, with the same pure function. The
 * field names are the query's keys.
 *
 * `accept` can veto a submission the calculator would ignore (the spec's
 * "invalid input does nothing"): the URL, and the result it shows, stay as they were.
 * Calculators that explain invalid values instead let every submission through;
 * after one, focus moves to the first field the new URL marks invalid.
 */
export function ToolForm({
  accept,
  onSubmit,
  ...props
}: Omit<ComponentProps<typeof Form>, "method" | "action"> & { accept?: (fields: FormData) => boolean }) {
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const [params] = useSearchParams();
  const query = params.toString();

  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    if (form.current) focusFirstInvalid(form.current);
  }, [query]);

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    onSubmit?.(event);
    const data = new FormData(event.currentTarget);
    if (accept && !accept(data)) event.preventDefault();
    if (event.defaultPrevented) return;
    const entries = [...data].map(([name, value]) => [name, String(value)]);
    // The same query again changes nothing the effect would see: the marked field is already on screen.
    if (new URLSearchParams(entries).toString() === query) focusFirstInvalid(event.currentTarget);
    else submitted.current = true;
  }
  return <Form ref={form} method="get" replace preventScrollReset noValidate onSubmit={handleSubmit} {...props} />;
}

function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The calculator's inputs as the URL carries them: null until the form has
 * been submitted (none of `names` is in the query), else every name's text
 * ("" when absent).
 */
export function useToolFields<const Name extends string>(names: readonly Name[]): Record<Name, string> | null {
  const [params] = useSearchParams();
  if (!names.some((name) => params.has(name))) return null;
  return fieldTexts(names, params);
}

/**
 * Every one of `names` with its text in `source` ("" when absent): the URL's
 * query, or the FormData of a submission a calculator's `accept` checks, so
 * both go through the same calculation.
 */
export function fieldTexts<const Name extends string>(
  names: readonly Name[],
  source: { get(name: string): FormDataEntryValue | null },
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, String(source.get(name) ?? "")])) as Record<Name, string>;
}

/** The value an input starts with: what the URL says, so a shared result shows the inputs that produced it. */
export function useQueryValue(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? "";
}
