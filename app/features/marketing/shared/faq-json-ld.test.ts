import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { unconfiguredBusiness, type Business } from "#app/config/business";
import { contactFaq } from "#app/content/contact";
import { trafficFaq } from "#app/content/plans";
import { supplierFaq } from "#app/content/supplier";
import { meta as contactMeta } from "#app/routes/contato";
import { meta as supplierMeta } from "#app/routes/fornecedor-nacional";
import { meta as trafficMeta } from "#app/routes/gestao-trafego";
import type { FaqEntry } from "./faq-json-ld";

const withWhatsapp: Business = { ...unconfiguredBusiness, whatsappNumber: "5511987654321" };

function rootMatch(business: Business) {
  return { id: "root", loaderData: { siteUrl: "https://www.exemplo.com.br", theme: "system", business } };
}

/** The FAQPage objects a page's meta hands to React Router's <Meta> as `script:ld+json`. */
function faqPages(descriptors: readonly MetaDescriptor[]): unknown[] {
  return descriptors
    .flatMap((descriptor) => ("script:ld+json" in descriptor ? [descriptor["script:ld+json"]] : []))
    .filter((data) => (data as { "@type"?: unknown })["@type"] === "FAQPage");
}

function asFaqPage(items: readonly FaqEntry[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

describe("the FAQ pages' structured data", () => {
  it.each([
    ["/servicos/marketing-digital/gestao-trafego", trafficMeta, trafficFaq.items],
    ["/servicos/fornecedor/fornecedor-nacional", supplierMeta, supplierFaq],
  ])("%s lists each question it shows with its answer, in order", (_path, meta, items) => {
    expect(faqPages(meta({ matches: [rootMatch(unconfiguredBusiness)] }))).toEqual([asFaqPage(items)]);
  });

  it("/contato lists the questions its page shows for the configured business", () => {
    for (const business of [unconfiguredBusiness, withWhatsapp]) {
      expect(faqPages(contactMeta({ matches: [rootMatch(business)] }))).toEqual([asFaqPage(contactFaq(business))]);
    }
    // The answer the page shows differs with a WhatsApp number, and so does what search engines read.
    const [first] = faqPages(contactMeta({ matches: [rootMatch(withWhatsapp)] })) as ReturnType<typeof asFaqPage>[];
    expect(first?.mainEntity[0]?.acceptedAnswer.text).toContain("WhatsApp 24 horas para emergências");
  });
});
