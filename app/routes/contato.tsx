import { pageMeta } from "~/features/seo/seo";

export const meta = () =>
  pageMeta({
    title: "Contato",
    description: "Atendimento por WhatsApp, e-mail e telefone para tirar dúvidas e pedir uma proposta.",
  });

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">Fale com a gente</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">Atendimento por WhatsApp, e-mail e telefone para tirar dúvidas e pedir uma proposta.</p>
    </div>
  );
}
