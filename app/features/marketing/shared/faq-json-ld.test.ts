import { describe, expect, it } from "vitest";
import { faqJsonLd } from "./faq-json-ld";

describe("faqJsonLd", () => {
  it("lists every question with its answer, in order", () => {
    const data = faqJsonLd([
      { question: "Tem fidelidade?", answer: "Não." },
      { question: "Quanto investir?", answer: "A partir de R$ 3.000." },
    ]);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toEqual([
      { "@type": "Question", name: "Tem fidelidade?", acceptedAnswer: { "@type": "Answer", text: "Não." } },
      {
        "@type": "Question",
        name: "Quanto investir?",
        acceptedAnswer: { "@type": "Answer", text: "A partir de R$ 3.000." },
      },
    ]);
  });
});
