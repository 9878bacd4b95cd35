import { PortfolioPage } from "#app/features/marketing/portfolio/portfolio-page";
import { staticPageMeta } from "#app/features/seo/seo";

export const meta = staticPageMeta({
  title: "Portfolio e cases de sucesso",
  description:
    "Cases reais de tráfego pago: R$ 8 milhões em vendas para um e-commerce, SaaS com 280% de ROI e escola online com 410% de ROI. Desafios, estratégias e números.",
});

export default function Page() {
  return <PortfolioPage />;
}
