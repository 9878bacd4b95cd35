import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Ferramentas online gratuitas",
    description: "Calculadoras, conversores e planejadores de viagem gratuitos, sem cadastro.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Ferramentas Essenciais para Viagens e Utilidades Online</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Calculadoras, conversores e planejadores de viagem gratuitos, sem cadastro.</p>
    </div>
  );
}
