import { createHash } from "node:crypto";

/**
 * The inline scripts of a page rendered with `nonce` as a marker: every
 * script the framework writes inline carries it (the e2e suite checks that a
 * nonce-rendered page has no other executable script), and React escapes
 * text and attribute values, so neither the marker nor a closing script tag
 * can come from a visitor's input. Reading React's own output this way costs
 * a tenth of a millisecond where an HTML parser takes several (decision 036).
 */
export function markedScripts(html: Buffer, nonce: string): Buffer[] {
  const marker = ` nonce="${nonce}"`;
  const scripts: Buffer[] = [];
  for (let at = html.indexOf(marker); at !== -1; at = html.indexOf(marker, at + marker.length)) {
    const start = html.lastIndexOf("<", at);
    if (html.toString("latin1", start, start + 7) !== "<script") continue;
    const open = html.indexOf(">", at);
    const close = html.indexOf("</script>", open);
    if (open === -1 || close === -1) break;
    scripts.push(html.subarray(open + 1, close));
  }
  return scripts;
}

/** CSP source expressions allowing exactly these scripts (as the UTF-8 bytes the browser hashes). */
export function hashSources(scripts: readonly (Buffer | string)[]): string[] {
  return [...new Set(scripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`))];
}
