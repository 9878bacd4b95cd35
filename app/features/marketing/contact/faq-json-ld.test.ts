import { describe, expect, it } from "vitest";
import { faqPageJsonLd } from "./faq-json-ld";

describe("faqPageJsonLd", () => {
  it("turns every shown question into a Question with its accepted answer, in order", () => {
    const data = faqPageJsonLd([
      { question: "Quanto custa?", answer: "A consultoria inicial é gratuita." },
      { question: "Em quanto tempo?", answer: "Em até 48 horas." },
    ]);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Quanto custa?",
        acceptedAnswer: { "@type": "Answer", text: "A consultoria inicial é gratuita." },
      },
      {
        "@type": "Question",
        name: "Em quanto tempo?",
        acceptedAnswer: { "@type": "Answer", text: "Em até 48 horas." },
      },
    ]);
  });
});
