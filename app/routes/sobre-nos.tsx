import { AboutPage } from "#app/features/marketing/about/about-page";
import { staticPageMeta } from "#app/features/seo/seo";

export const meta = staticPageMeta({
  title: "Sobre nós",
  description:
    "Conheça a agência: R$ 20M+ em anúncios gerenciados, 500+ empresas atendidas. Nossa missão, nossos valores e o especialista por trás dos resultados.",
});

export default function Page() {
  return <AboutPage />;
}
