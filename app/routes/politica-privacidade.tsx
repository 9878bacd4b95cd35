import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Política de Privacidade",
    description: "Como coletamos, usamos e protegemos seus dados pessoais, de acordo com a LGPD.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Política de Privacidade</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Como coletamos, usamos e protegemos seus dados pessoais, de acordo com a LGPD.</p>
    </div>
  );
}
