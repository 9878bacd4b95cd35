import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { staticPageMeta } from "#app/features/seo/seo";
import { toolDefinitions, toolSlugs, type ToolGroup, type ToolSlug } from "#app/features/tools/tool-definitions";
import { toolPath } from "#app/features/tools/tool-path";

export const meta = staticPageMeta({
  title: "Ferramentas online gratuitas para viagens e o dia a dia",
  description:
    "Planejador de roteiro, conversor de moedas, calculadoras de juros e IMC, gerador de senhas, consulta de CEP e mais. Grátis e sem cadastro.",
});

const groups: readonly { id: ToolGroup; title: string; intro: string }[] = [
  {
    id: "viagem",
    title: "Para a sua viagem",
    intro: "Do roteiro à mala: planeje, calcule e converta antes de sair de casa.",
  },
  {
    id: "geral",
    title: "Utilidades do dia a dia",
    intro: "Calculadoras, conversores e consultas rápidas para finanças, saúde, estudos e segurança.",
  },
  {
    id: "vendas",
    title: "Para quem vende online",
    intro: "Preço, margem, ROAS, custo por venda e orçamento de anúncios: as contas de quem anuncia para vender.",
  },
];

function ToolCard({ slug }: { slug: ToolSlug }) {
  const { name, description, icon } = toolDefinitions[slug];
  return (
    <Link
      to={toolPath(slug)}
      className="group flex h-full items-start gap-4 rounded-xl border bg-card p-4 shadow-xs transition-[border-color,box-shadow,transform] outline-none hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring sm:flex-col sm:gap-0 sm:p-5"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon name={icon} className="size-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col sm:mt-4">
        <h3 className="text-base leading-snug font-semibold sm:text-lg">{name}</h3>
        <p className="mt-1 flex-1 text-sm text-muted-foreground sm:mt-1.5">{description}</p>
        <span
          className="mt-4 hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex"
          aria-hidden="true"
        >
          Usar grátis
          <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Link>
  );
}

export default function Page() {
  return (
    <div className="container-page py-10 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {toolSlugs.length} ferramentas gratuitas, sem cadastro
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          Ferramentas Essenciais para Viagens e Utilidades Online
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Planeje a próxima viagem, faça contas de juros e porcentagem, converta unidades, gere senhas seguras e
          consulte CEPs em segundos. Tudo funciona no seu navegador, de graça e sem criar conta.
        </p>
      </header>

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`grupo-${group.id}`} className="mt-12 sm:mt-16">
          <h2 id={`grupo-${group.id}`} className="font-heading text-2xl font-bold tracking-tight sm:text-3xl">
            {group.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{group.intro}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {toolSlugs
              .filter((slug) => toolDefinitions[slug].group === group.id)
              .map((slug) => (
                <li key={slug}>
                  <ToolCard slug={slug} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
