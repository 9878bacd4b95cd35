export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org FAQPage for a list of questions shown on the page. */
export function faqJsonLd(items: readonly FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
