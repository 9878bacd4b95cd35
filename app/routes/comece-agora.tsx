import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Agende sua consultoria gratuita",
    description: "Conte sobre o seu negócio e agende uma conversa sem compromisso com um especialista.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Agende sua consultoria estratégica gratuita</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Conte sobre o seu negócio e agende uma conversa sem compromisso com um especialista.</p>
    </div>
  );
}
