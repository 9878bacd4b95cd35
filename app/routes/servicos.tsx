import { ServicesPage } from "#app/features/marketing/services/services-page";
import { staticPageMeta } from "#app/features/seo/seo";

export const meta = staticPageMeta({
  title: "Nossos Serviços",
  description:
    "Gestão de tráfego pago no Google, Meta e TikTok Ads, fornecedor nacional de moda feminina sem estoque e ferramentas online gratuitas. Escolha por onde começar.",
});

export default function Page() {
  return <ServicesPage />;
}
