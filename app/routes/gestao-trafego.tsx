import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Gestão de Tráfego Pago",
    description: "Como funciona a nossa gestão de tráfego: análise, estratégia, implementação, resultados e planos.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Gestão de Tráfego Pago</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Como funciona a nossa gestão de tráfego: análise, estratégia, implementação, resultados e planos.</p>
    </div>
  );
}
