import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Gestão de Tráfego Pago – página completa",
    description: "Conheça todos os detalhes da nossa gestão de tráfego pago para e-commerces e negócios locais.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Mais vendas com tráfego pago gerenciado por especialistas</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Conheça todos os detalhes da nossa gestão de tráfego pago para e-commerces e negócios locais.</p>
    </div>
  );
}
