import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { etagOf, inlineScripts, scriptHashes } from "./static-pages";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScripts", () => {
  it("finds classic and module inline scripts, not external ones or data blocks", () => {
    const html = `<!doctype html><html><head>
      <script>window.a = "<b>";</script>
      <script src="/assets/x.js"></script>
      <script type="application/ld+json">{"@type":"Thing"}</script>
    </head><body><script type="module" async="">import "/assets/m.js";</script></body></html>`;
    expect(inlineScripts(html)).toEqual(['window.a = "<b>";', 'import "/assets/m.js";']);
  });

  it("keeps the script's exact text, entities and all, as the browser hashes it", () => {
    expect(inlineScripts("<script>if (a &amp;&amp; b) x = '&lt;';</script>")).toEqual([
      "if (a &amp;&amp; b) x = '&lt;';",
    ]);
  });
});

describe("scriptHashes", () => {
  it("gives one CSP hash per distinct script", () => {
    const html = "<script>one()</script><script>two()</script><script>one()</script>";
    expect(scriptHashes(html)).toEqual([sha256("one()"), sha256("two()")]);
  });

  it("hashes UTF-8 bytes, as CSP does", () => {
    expect(scriptHashes("<script>alert('ação')</script>")).toEqual([sha256("alert('ação')")]);
  });

  it("is empty for a page without scripts", () => {
    expect(scriptHashes("<p>Olá</p>")).toEqual([]);
  });
});

describe("etagOf", () => {
  it("changes with the content and is a quoted strong validator", () => {
    expect(etagOf("a")).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf("a")).not.toBe(etagOf("b"));
    expect(etagOf("a")).toBe(etagOf(Buffer.from("a")));
  });
});
