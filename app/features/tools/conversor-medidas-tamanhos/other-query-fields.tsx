import { useSearchParams } from "react-router";
import { sizeCharts } from "./sizes";

/** The query keys of the two-way converters' fields (measures-converter.tsx names its fields with them). */
export const CONVERSION_FIELD_NAMES = ["celsius", "fahrenheit", "km", "milhas"] as const;

/** Every key of the page's query: the converters' fields and one per size chart. */
const PAGE_QUERY_KEYS: readonly string[] = [...CONVERSION_FIELD_NAMES, ...sizeCharts.map((chart) => chart.id)];

/**
 * The page's other query values as hidden fields. Each converter on the page
 * is its own small GET form; carrying the others' values along keeps their
 * results when one form is submitted without JavaScript. Only the page's own
 * keys are carried, once each: every form repeats them, so anything else a
 * link adds to the query would be repeated in all nine forms (a query of
 * thousands of keys made a page of megabytes).
 */
export function OtherQueryFields({ except }: { except: readonly string[] }) {
  const [params] = useSearchParams();
  return PAGE_QUERY_KEYS.filter((name) => !except.includes(name) && params.has(name)).map((name) => (
    <input key={name} type="hidden" name={name} value={params.get(name) ?? ""} />
  ));
}
