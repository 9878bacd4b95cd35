import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Nossos Serviços",
    description: "Gestão de tráfego pago, fornecedor nacional de moda feminina e ferramentas online gratuitas.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Nossos Serviços</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Gestão de tráfego pago, fornecedor nacional de moda feminina e ferramentas online gratuitas.</p>
    </div>
  );
}
