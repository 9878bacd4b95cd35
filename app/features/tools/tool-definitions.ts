/**
 * Every free tool, one entry each: everything the site says about a tool outside the tool itself. Its route
 * (app/routes.ts adds `/ferramentas/<slug>` → routes/tools/<slug>.tsx for each entry), its card on /ferramentas,
 * its <title>, meta description and structured data, its place in the menus and in "Outras ferramentas", and its
 * date in the sitemap all come from here. A slug used anywhere else is a `ToolSlug`, so deleting an entry is a
 * compile error wherever the tool was still named; README.md has the recipes for adding and deleting a tool.
 *
 * Pure data with type-only imports: app/routes.ts and react-router.config.ts read it. No page's script loads it:
 * the menus get their links from the root loader and a tool page its texts from its own loader (decision 044).
 */
import type { IconName } from "#app/components/ui/icon";

/** viagem: travel; vendas: calculators for people who sell online; geral: everyday utilities. */
export type ToolGroup = "viagem" | "vendas" | "geral";

/** The schema.org application categories our tools fall under. */
export type ApplicationCategory =
  | "TravelApplication"
  | "BusinessApplication"
  | "FinanceApplication"
  | "EducationalApplication"
  | "HealthApplication"
  | "SecurityApplication"
  | "UtilitiesApplication";

export interface ToolDefinition {
  /** Shown as the page's heading, on its card, in the menus and in the breadcrumb. */
  name: string;
  /** Its section on /ferramentas; "Outras ferramentas" under a tool lists the first three others of its group. */
  group: ToolGroup;
  /** The page's <title>: searched words first, within TITLE_MAX (features/seo/seo.ts). */
  title: string;
  /** One line: the intro under the heading, the card's text and the meta description (70 to 160 characters). */
  description: string;
  /** Lucide icon on its card (app/components/ui/icon-ids.ts lists the ones the sprite draws). */
  icon: IconName;
  /** schema.org applicationCategory of its WebApplication structured data. */
  category: ApplicationCategory;
  /**
   * YYYY-MM-DD its content last changed, the sitemap's <lastmod>: bump it in the commit that changes what a
   * visitor finds on the page (see features/seo/page-dates.ts).
   */
  updatedAt: string;
  /** Rendered by the server on every visit instead of prerendered: it shows data the server refreshes (decision 038). */
  live?: true;
}

const definitions = {
  "planejador-roteiro-viagem": {
    name: "Planejador de Roteiro de Viagem",
    group: "viagem",
    title: "Planejador de Roteiro de Viagem grátis: monte dia a dia",
    description: "Monte seu roteiro dia a dia com atrações, restaurantes e horários, e imprima ou salve no navegador.",
    icon: "route",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-custo-viagem": {
    name: "Calculadora de Custo de Viagem",
    group: "viagem",
    title: "Calculadora de Custo de Viagem: quanto vou gastar?",
    description: "Estime hospedagem, alimentação, passeios e combustível da sua viagem, por pessoa e por dia.",
    icon: "wallet",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "conversor-moedas": {
    name: "Conversor de Moedas",
    group: "viagem",
    title: "Conversor de Moedas: real, dólar, euro, libra e peso",
    description: "Converta entre real, dólar, euro, libra, peso e outras moedas com taxas de referência.",
    icon: "arrow-left-right",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
    live: true,
  },
  "checklist-bagagem-viagem": {
    name: "Checklist de Bagagem",
    group: "viagem",
    title: "Checklist de Bagagem: o que levar na mala de viagem",
    description: "Gere uma lista de bagagem sob medida para o clima, a duração e as atividades da viagem.",
    icon: "luggage",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "tradutor-frases-viagem": {
    name: "Tradutor de Frases de Viagem",
    group: "viagem",
    title: "Tradutor de Frases de Viagem com áudio em 5 idiomas",
    description: "Frases essenciais em inglês, espanhol, francês, italiano e alemão, com áudio e cópia.",
    icon: "languages",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-gorjetas": {
    name: "Calculadora de Gorjetas",
    group: "viagem",
    title: "Calculadora de Gorjetas: quanto deixar em cada país",
    description: "Saiba quanto deixar de gorjeta em cada país e divida a conta sem erro.",
    icon: "hand-coins",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "conversor-medidas-tamanhos": {
    name: "Conversor de Medidas e Tamanhos",
    group: "viagem",
    title: "Conversor de Medidas e Tamanhos de Roupas e Calçados",
    description: "Converta temperatura, distância e tamanhos de roupas e calçados entre Brasil, EUA e Europa.",
    icon: "ruler",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "o-que-fazer-perto-de-mim": {
    name: "O que Fazer Perto de Mim",
    group: "viagem",
    title: "O que Fazer Perto de Mim: atrações, parques e museus",
    description:
      "Encontre atrações, museus, parques e mirantes perto de você ou de uma cidade, com a distância e o mapa.",
    icon: "map-pin",
    category: "TravelApplication",
    updatedAt: "2026-11-26",
  },
  "calendario-eventos-festivais": {
    name: "Calendário de Eventos e Festivais",
    group: "viagem",
    title: "Calendário de Feriados, Feriadões e Festivais do Brasil",
    description:
      "Feriados nacionais e estaduais, feriadões e os grandes festivais do Brasil em qualquer ano, com lembrete para a agenda.",
    icon: "calendar-days",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "verificador-documentos-viagem": {
    name: "Verificador de Documentos de Viagem",
    group: "viagem",
    title: "Verificador de Documentos de Viagem: RG, passaporte e visto",
    description:
      "Veja se o RG basta, a validade do passaporte, o visto, a vacina de febre amarela e as regras para menores nos destinos mais visitados.",
    icon: "file-check",
    category: "TravelApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-roas": {
    name: "Calculadora de ROAS",
    group: "vendas",
    title: "Calculadora de ROAS: seus anúncios dão lucro?",
    description:
      "Calcule o ROAS da sua campanha, o ROAS de equilíbrio pela margem do produto e descubra se os anúncios dão lucro ou prejuízo.",
    icon: "chart-no-axes-combined",
    category: "BusinessApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-cpa-maximo": {
    name: "Calculadora de CPA Máximo",
    group: "vendas",
    title: "Calculadora de CPA Máximo: quanto pagar por venda",
    description:
      "Descubra quanto sua loja pode pagar por venda (CPA máximo) com base no ticket, na margem e na recompra, e o CPC que isso permite.",
    icon: "target",
    category: "BusinessApplication",
    updatedAt: "2026-11-23",
  },
  "planejador-orcamento-anuncios": {
    name: "Planejador de Orçamento de Anúncios",
    group: "vendas",
    title: "Planejador de Orçamento de Anúncios pela meta de vendas",
    description:
      "Planeje o orçamento mensal de anúncios a partir da meta de faturamento: pedidos, cliques e investimento em três cenários de conversão.",
    icon: "piggy-bank",
    category: "BusinessApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-markup-margem": {
    name: "Calculadora de Markup e Margem",
    group: "vendas",
    title: "Calculadora de Markup e Margem: preço de venda e lucro",
    description:
      "Calcule o preço de venda pelo markup e pela margem desejada, com comissão de marketplace, taxa do cartão e impostos, e veja o lucro.",
    icon: "tag",
    category: "BusinessApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-juros-compostos": {
    name: "Calculadora de Juros Compostos",
    group: "geral",
    title: "Calculadora de Juros Compostos com aportes mensais",
    description: "Simule quanto seu dinheiro rende com aportes mensais e juros sobre juros.",
    icon: "trending-up",
    category: "FinanceApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-regra-de-tres": {
    name: "Calculadora de Regra de Três",
    group: "geral",
    title: "Calculadora de Regra de Três com a conta explicada",
    description:
      "Resolva regras de três simples em segundos: informe três valores e veja o quarto, com a conta explicada.",
    icon: "divide",
    category: "EducationalApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-porcentagem": {
    name: "Calculadora de Porcentagem",
    group: "geral",
    title: "Calculadora de Porcentagem: quanto é X% de um valor",
    description: "Descubra quanto é X% de um valor ou qual porcentagem um número representa.",
    icon: "percent",
    category: "UtilitiesApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-imc-metabolismo": {
    name: "Calculadora de IMC e Metabolismo Basal",
    group: "geral",
    title: "Calculadora de IMC e Metabolismo Basal (TMB)",
    description: "Calcule seu índice de massa corporal e quantas calorias seu corpo gasta em repouso.",
    icon: "heart-pulse",
    category: "HealthApplication",
    updatedAt: "2026-11-23",
  },
  "gerador-senhas-seguras": {
    name: "Gerador de Senhas Seguras",
    group: "geral",
    title: "Gerador de Senhas Seguras, fortes e aleatórias",
    description: "Crie senhas fortes e aleatórias no seu navegador, sem enviar nada para a internet.",
    icon: "key-round",
    category: "SecurityApplication",
    updatedAt: "2026-11-23",
  },
  "conversor-unidades": {
    name: "Conversor de Unidades",
    group: "geral",
    title: "Conversor de Unidades: comprimento, peso e temperatura",
    description: "Converta comprimento, peso e temperatura entre as unidades mais usadas.",
    icon: "scale",
    category: "UtilitiesApplication",
    updatedAt: "2026-11-23",
  },
  "calculadora-emprestimos": {
    name: "Calculadora de Empréstimos",
    group: "geral",
    title: "Calculadora de Empréstimos: parcela, juros e custo total",
    description: "Calcule a parcela, o custo total e os juros de um empréstimo pela Tabela Price.",
    icon: "landmark",
    category: "FinanceApplication",
    updatedAt: "2026-11-23",
  },
  "tabuada-online": {
    name: "Tabuada Online",
    group: "geral",
    title: "Tabuada Online: pratique de 1 a 10 com placar de acertos",
    description: "Pratique a tabuada de 1 a 10 com correção na hora e placar de acertos.",
    icon: "grid-3x3",
    category: "EducationalApplication",
    updatedAt: "2026-11-23",
  },
  "consulta-cep-ddd-placa": {
    name: "Consulta de CEP, DDD e Placa",
    group: "geral",
    title: "Consulta de CEP, DDD e Placa grátis e online",
    description: "Encontre endereços pelo CEP, as cidades de um DDD e o formato de uma placa.",
    icon: "search-check",
    category: "UtilitiesApplication",
    updatedAt: "2026-11-23",
  },
} satisfies Record<string, ToolDefinition>;

export type ToolSlug = keyof typeof definitions;

export const toolDefinitions: Readonly<Record<ToolSlug, ToolDefinition>> = definitions;

/** Every tool's slug, in the order of the /ferramentas page. */
export const toolSlugs = Object.keys(definitions) as ToolSlug[];

export function isToolSlug(slug: string): slug is ToolSlug {
  return Object.hasOwn(definitions, slug);
}
