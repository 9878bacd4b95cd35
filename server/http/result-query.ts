import { isTrackingParam } from "./tracking-params";

/** The query a tool's page is keyed on, and the tracking tags that came with it (kept, but never part of the key). */
export interface NormalisedQuery {
  /** The tool's own fields in their fixed order, the first value of each; "" when none was given. */
  query: string;
  /** utm_*, gclid…, as they came. */
  tracking: string;
  /** Whether the request spelled its fields that way already (else it is sent to `query` + `tracking`). */
  normal: boolean;
}

/**
 * The tool's fields in its fixed order, each once (the first value, the one a
 * page reads), without anything else. Pages read their fields by name, so
 * the order, repeats and unknown names change nothing on them. Tracking tags
 * do not count against the spelling and are kept apart. Values are compared
 * decoded, so "1.000,50" and "1.000%2C50" are the same query.
 */
export function normaliseQuery(fields: readonly string[], search: string): NormalisedQuery {
  const given = new URLSearchParams(search);
  const own: [string, string][] = [];
  const tracking: [string, string][] = [];
  for (const entry of given) (isTrackingParam(entry[0]) ? tracking : own).push(entry);
  const ordered: [string, string][] = [];
  for (const name of fields) {
    const value = given.get(name);
    if (value !== null) ordered.push([name, value]);
  }
  const query = new URLSearchParams(ordered).toString();
  return {
    query,
    tracking: new URLSearchParams(tracking).toString(),
    normal: new URLSearchParams(own).toString() === query,
  };
}

/** Where a request that was not spelled normally is sent: the path, its normal query, then its tracking tags. */
export function normalLocation(path: string, { query, tracking }: NormalisedQuery): string {
  const search = [query, tracking].filter(Boolean).join("&");
  return search ? `${path}?${search}` : path;
}
