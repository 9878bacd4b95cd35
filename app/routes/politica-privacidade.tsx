import { site } from "~/config/site";
import { PrivacyPage } from "~/features/marketing/privacy/privacy-page";
import { staticPageMeta } from "~/features/seo/seo";

export const meta = staticPageMeta({
  title: "Política de Privacidade",
  description: `Como a ${site.brand} coleta, usa, guarda e protege os seus dados pessoais, e como exercer os seus direitos pela LGPD.`,
});

export default function PoliticaPrivacidade() {
  return <PrivacyPage />;
}
