import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** Script types the browser executes, so the Content-Security-Policy must allow them. */
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript", "importmap"]);

function isElement(node: Node): node is Element {
  return "tagName" in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text of every inline script the browser would run, read with a real HTML parser. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && node.tagName === "script" && attribute(node, "src") === undefined) {
      const type = (attribute(node, "type") ?? "").trim().toLowerCase();
      if (executableTypes.has(type)) {
        scripts.push(node.childNodes.map((child) => ("value" in child ? child.value : "")).join(""));
      }
    }
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if ("content" in node) visit(node.content);
  };
  visit(parse(html));
  return scripts;
}

/** CSP source expressions ('sha256-…') allowing exactly these scripts. */
export function scriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (script) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/** A strong validator for one file's bytes. */
export function etagOf(content: Buffer | string): string {
  return `"${createHash("sha256").update(content).digest("base64url").slice(0, 27)}"`;
}
