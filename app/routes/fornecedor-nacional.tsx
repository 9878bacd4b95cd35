import { supplierFaq } from "~/content/supplier";
import { faqJsonLd } from "~/features/marketing/shared/faq-json-ld";
import { FaqSection } from "~/features/marketing/shared/faq-section";
import { BestSellers } from "~/features/marketing/supplier/best-sellers";
import { GuaranteeSection } from "~/features/marketing/supplier/guarantee-section";
import { SaleTicker } from "~/features/marketing/supplier/sale-ticker";
import { SupplierFinalCta } from "~/features/marketing/supplier/supplier-final-cta";
import { SupplierHero } from "~/features/marketing/supplier/supplier-hero";
import { SupplierSteps } from "~/features/marketing/supplier/supplier-steps";
import { TestimonialAndLearning } from "~/features/marketing/supplier/testimonial-learning";
import { staticPageMeta } from "~/features/seo/seo";
import { MobileCtaBar } from "~/features/layout/mobile-cta-bar";

export const meta = staticPageMeta(
  {
    title: "Fornecedor Nacional de moda feminina: venda sem estoque",
    description:
      "Dropshipping nacional de moda feminina: produtos prontos, criativos personalizados, integração com marketplaces, envio por nossa conta e garantia de 7 dias.",
  },
  () => [faqJsonLd(supplierFaq)],
);

export default function FornecedorNacional() {
  return (
    <>
      <SaleTicker />
      <SupplierHero />
      <SupplierSteps />
      <TestimonialAndLearning />
      <BestSellers />
      <GuaranteeSection />
      <FaqSection
        id="duvidas"
        eyebrow="Dúvidas frequentes"
        title="Perguntas sobre o Fornecedor Nacional"
        items={supplierFaq}
      />
      <SupplierFinalCta />
      <MobileCtaBar />
    </>
  );
}
