import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./serialize-json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the surrounding script element", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(out).not.toContain("<");
  });

  it("stays valid JSON that parses back to the same data", () => {
    const data = { "@type": "FAQPage", text: "Preço <b>& mídia</b> \u2028 linha" };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
