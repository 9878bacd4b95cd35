/** "Sobre nós" copy (spec section 2 "About page"); figures are the spec's claims, quoted from ./figures. */
import { type IconName } from "#app/components/ui/icon";
import { figures, statOf } from "./figures";

export interface AboutCard {
  icon: IconName;
  title: string;
  description: string;
}

export const about = {
  hero: {
    eyebrow: "Sobre nós",
    title: "Somos o time que transforma anúncio em faturamento",
    description: `Nascemos para resolver um problema que todo empresário conhece: investir em anúncios sem saber o que volta para o caixa. Desde 2020, já são mais de ${figures.companiesServed.phrase}.`,
  },
  stats: [statOf("adSpendManaged"), statOf("companiesServed"), statOf("yearsInPaidTraffic"), statOf("retention")],
  mission: {
    eyebrow: "Nossa missão",
    title: "Fazer cada real investido em anúncios trabalhar pelo seu negócio",
    paragraphs: [
      "Acreditamos que tráfego pago não é custo, é investimento, desde que seja feito com método. Nossa missão é levar para pequenas e médias empresas a mesma gestão de performance que grandes marcas usam: metas claras, testes constantes e decisões baseadas em dados.",
      "Por isso não vendemos cliques, curtidas ou alcance. Vendemos crescimento mensurável: mais pedidos, mais clientes e mais lucro, com relatórios que qualquer empresário entende.",
    ],
  },
  values: {
    eyebrow: "Nossos valores",
    title: "O que guia cada campanha que criamos",
    items: [
      {
        icon: "eye",
        title: "Transparência total",
        description: "Você tem acesso às suas contas e vê cada real investido. Sem caixa-preta e sem letras miúdas.",
      },
      {
        icon: "target",
        title: "Obsessão por resultado",
        description: "Medimos sucesso em vendas e retorno sobre investimento, não em métricas de vaidade.",
      },
      {
        icon: "heart-handshake",
        title: "Parceria de verdade",
        description: "Tratamos o seu orçamento como se fosse nosso e celebramos cada meta batida junto com você.",
      },
      {
        icon: "lightbulb",
        title: "Aprendizado contínuo",
        description:
          "As plataformas mudam toda semana. Testamos, estudamos e atualizamos as estratégias antes da concorrência.",
      },
    ] satisfies AboutCard[],
  },
  team: {
    eyebrow: "Nosso time",
    title: "Quem está à frente das suas campanhas",
    bio: `Especialista em tráfego pago e e-commerce, soma mais de ${figures.adSpendManaged.phrase} no Google, Meta e TikTok para lojas virtuais, SaaS, infoprodutos e negócios locais, com clientes em ${figures.countries.phrase}. É ele quem desenha a estratégia de cada cliente e acompanha os resultados de perto.`,
    highlights: [
      "Google Ads, Meta Ads e TikTok Ads",
      `${figures.managementProjects.value} ${figures.managementProjects.label}`,
      `Clientes em ${figures.countries.phrase}`,
    ],
    /** `{rede}` is where the configured profile lives: "no Instagram", "no LinkedIn", … */
    profileCta: "Ver perfil {rede}",
  },
  reasons: {
    eyebrow: "Por que nos escolher",
    title: "Três motivos para confiar seu investimento a nós",
    items: [
      {
        icon: "chart-column",
        title: "Dados acima de achismos",
        description:
          "Rastreamento de conversões configurado do jeito certo e decisões tomadas com base em números, não em opinião.",
      },
      {
        icon: "messages-square",
        title: "Atendimento direto com quem executa",
        description:
          "Você fala com o especialista que cuida das suas campanhas, com resposta em até 2 horas no horário comercial.",
      },
      {
        icon: "target",
        title: "Campanhas no ar em 48 horas",
        description: "Do diagnóstico à primeira venda sem burocracia: setup rápido e otimização desde o primeiro dia.",
      },
    ] satisfies AboutCard[],
  },
  cta: {
    title: "Vamos fazer o seu negócio crescer juntos?",
    description:
      "Agende uma consultoria gratuita: analisamos suas campanhas e mostramos onde estão as oportunidades de venda que você ainda não aproveita.",
    secondary: { label: "Ver cases de sucesso", href: "/portfolio" },
  },
};
