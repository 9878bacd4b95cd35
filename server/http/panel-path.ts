import { isPanelPath } from "#app/features/panel/paths";
import { publicUrl } from "./react-router";

export interface PanelSpelling {
  /**
   * The panel's own spelling of the path (dot segments resolved, percent-encoding only where needed, lower case), or
   * null when a segment is not valid percent-encoding: no page answers that (./bad-path), nothing to redirect to.
   */
  canonical: string | null;
}

/**
 * Whether a request target reaches the panel, decided as React Router
 * decides it, or null when it does not. The router sees the target as a
 * WHATWG URL (server/http/react-router.ts: "/x/../painel" is "/painel"),
 * decodes each segment ("/%70ainel") and matches route paths without regard
 * to case ("/PAINEL"). A check of the raw path alone gave those spellings
 * the public pages' headers (issue 35).
 */
export function panelSpelling(target: string): PanelSpelling | null {
  const url = publicUrl(target, "http://painel.invalid");
  if (!url) return null;
  let malformed = false;
  const segments = url.pathname.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      malformed = true;
      return segment.toLowerCase();
    }
  });
  // React Router keeps a decoded "/" inside its segment, as %2F (its decodePath).
  if (!isPanelPath(segments.map((segment) => segment.replaceAll("/", "%2f")).join("/"))) return null;
  return { canonical: malformed ? null : segments.map(encodeURIComponent).join("/") };
}
