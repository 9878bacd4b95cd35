import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Sobre nós",
    description: "Conheça a agência, nossa missão, nossos valores e o especialista por trás dos resultados.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Sobre nós</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Conheça a agência, nossa missão, nossos valores e o especialista por trás dos resultados.</p>
    </div>
  );
}
