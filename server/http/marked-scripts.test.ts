import { describe, expect, it } from "vitest";
import { scriptHashes } from "../../scripts/static-pages";
import { hashSources, markedScripts } from "./marked-scripts";

const nonce = "Zm9vYmFy";

/** A page as React Router writes it, with a visitor's hostile value reflected in an attribute and in text. */
const page = [
  "<!DOCTYPE html><html><head>",
  `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/>`,
  '<script type="application/ld+json">{"name":"x\\u003c/script>"}</script>',
  "</head><body>",
  '<input name="receita" value="&lt;script nonce=&quot;Zm9vYmFy&quot;&gt;alert(1)&lt;/script&gt;"/>',
  "<p>&lt;/script&gt;&lt;script&gt;</p>",
  `<script nonce="${nonce}">console.log("a < b", "ação")</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext = {"x":"\\u003c/script>"};</script>`,
  `<script type="module" async="" nonce="${nonce}">import "/assets/a.js";</script>`,
  "</body></html>",
].join("");

describe("markedScripts", () => {
  it("finds exactly the inline scripts an HTML parser finds, and never a visitor's text", () => {
    const found = markedScripts(Buffer.from(page), nonce);
    expect(found.map(String)).toEqual([
      'console.log("a < b", "ação")',
      'window.__reactRouterContext = {"x":"\\u003c/script>"};',
      'import "/assets/a.js";',
    ]);
    expect(hashSources(found)).toEqual(scriptHashes(page));
  });

  it("finds nothing with another marker", () => {
    expect(markedScripts(Buffer.from(page), "outro")).toEqual([]);
  });
});
