import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Fornecedor Nacional de Moda Feminina",
    description: "Venda moda feminina sem estoque: produtos prontos, criativos personalizados e logística por nossa conta.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Fornecedor Nacional de Moda Feminina</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Venda moda feminina sem estoque: produtos prontos, criativos personalizados e logística por nossa conta.</p>
    </div>
  );
}
