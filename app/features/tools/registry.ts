/**
 * The one list of free tools: it feeds app/routes.ts, the menus, the
 * /ferramentas index, each tool's <title> and the sitemap. Pure data, no
 * React. Descriptions live apart (./tool-descriptions), so the menus on
 * every page do not carry them.
 */

/** viagem: travel; vendas: calculators for people who sell online; geral: everyday utilities. */
export type ToolGroup = "viagem" | "vendas" | "geral";

export interface Tool {
  slug: string;
  /** Name shown on cards and as the page heading. */
  name: string;
  group: ToolGroup;
}

export const tools: readonly Tool[] = [
  {
    slug: "planejador-roteiro-viagem",
    name: "Planejador de Roteiro de Viagem",
    group: "viagem",
  },
  {
    slug: "calculadora-custo-viagem",
    name: "Calculadora de Custo de Viagem",
    group: "viagem",
  },
  {
    slug: "conversor-moedas",
    name: "Conversor de Moedas",
    group: "viagem",
  },
  {
    slug: "checklist-bagagem-viagem",
    name: "Checklist de Bagagem",
    group: "viagem",
  },
  {
    slug: "tradutor-frases-viagem",
    name: "Tradutor de Frases de Viagem",
    group: "viagem",
  },
  {
    slug: "calculadora-gorjetas",
    name: "Calculadora de Gorjetas",
    group: "viagem",
  },
  {
    slug: "conversor-medidas-tamanhos",
    name: "Conversor de Medidas e Tamanhos",
    group: "viagem",
  },
  {
    slug: "o-que-fazer-perto-de-mim",
    name: "O que Fazer Perto de Mim",
    group: "viagem",
  },
  {
    slug: "calendario-eventos-festivais",
    name: "Calendário de Eventos e Festivais",
    group: "viagem",
  },
  {
    slug: "verificador-documentos-viagem",
    name: "Verificador de Documentos de Viagem",
    group: "viagem",
  },
  {
    slug: "calculadora-roas",
    name: "Calculadora de ROAS",
    group: "vendas",
  },
  {
    slug: "calculadora-cpa-maximo",
    name: "Calculadora de CPA Máximo",
    group: "vendas",
  },
  {
    slug: "planejador-orcamento-anuncios",
    name: "Planejador de Orçamento de Anúncios",
    group: "vendas",
  },
  {
    slug: "calculadora-markup-margem",
    name: "Calculadora de Markup e Margem",
    group: "vendas",
  },
  {
    slug: "calculadora-juros-compostos",
    name: "Calculadora de Juros Compostos",
    group: "geral",
  },
  {
    slug: "calculadora-regra-de-tres",
    name: "Calculadora de Regra de Três",
    group: "geral",
  },
  {
    slug: "calculadora-porcentagem",
    name: "Calculadora de Porcentagem",
    group: "geral",
  },
  {
    slug: "calculadora-imc-metabolismo",
    name: "Calculadora de IMC e Metabolismo Basal",
    group: "geral",
  },
  {
    slug: "gerador-senhas-seguras",
    name: "Gerador de Senhas Seguras",
    group: "geral",
  },
  {
    slug: "conversor-unidades",
    name: "Conversor de Unidades",
    group: "geral",
  },
  {
    slug: "calculadora-emprestimos",
    name: "Calculadora de Empréstimos",
    group: "geral",
  },
  {
    slug: "tabuada-online",
    name: "Tabuada Online",
    group: "geral",
  },
  {
    slug: "consulta-cep-ddd-placa",
    name: "Consulta de CEP, DDD e Placa",
    group: "geral",
  },
];

export function getTool(slug: string): Tool {
  const tool = tools.find((t) => t.slug === slug);
  if (!tool) throw new Error(`Ferramenta desconhecida: ${slug}`);
  return tool;
}

export function toolPath(slug: string): string {
  return `/ferramentas/${slug}`;
}
