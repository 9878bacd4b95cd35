import { supplierFaq } from "#app/content/supplier";
import { faqJsonLd } from "#app/features/marketing/shared/faq-json-ld";
import { FaqSection } from "#app/features/marketing/shared/faq-section";
import { BestSellers } from "#app/features/marketing/supplier/best-sellers";
import { GuaranteeSection } from "#app/features/marketing/supplier/guarantee-section";
import { SaleTicker } from "#app/features/marketing/supplier/sale-ticker";
import { SupplierFinalCta } from "#app/features/marketing/supplier/supplier-final-cta";
import { SupplierHero } from "#app/features/marketing/supplier/supplier-hero";
import { SupplierSteps } from "#app/features/marketing/supplier/supplier-steps";
import { TestimonialAndLearning } from "#app/features/marketing/supplier/testimonial-learning";
import { staticPageMeta } from "#app/features/seo/seo";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

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
