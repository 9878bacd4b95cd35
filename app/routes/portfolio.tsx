import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Portfolio e cases de sucesso",
    description: "Resultados reais de e-commerces, SaaS, serviços e educação com tráfego pago.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Portfolio e cases de sucesso</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Resultados reais de e-commerces, SaaS, serviços e educação com tráfego pago.</p>
    </div>
  );
}
