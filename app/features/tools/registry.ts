/**
 * The one list of free tools: it feeds app/routes.ts, the /ferramentas index,
 * each tool's <title>/description and the sitemap. Pure data, no React.
 */

export type ToolGroup = "viagem" | "geral";

export interface Tool {
  slug: string;
  /** Name shown on cards and as the page heading. */
  name: string;
  /** One line for the index card and the meta description. */
  description: string;
  group: ToolGroup;
}

export const tools: readonly Tool[] = [
  {
    slug: "planejador-roteiro-viagem",
    name: "Planejador de Roteiro de Viagem",
    description: "Monte seu roteiro dia a dia com atrações, restaurantes e horários, e imprima ou salve no navegador.",
    group: "viagem",
  },
  {
    slug: "calculadora-custo-viagem",
    name: "Calculadora de Custo de Viagem",
    description: "Estime hospedagem, alimentação, passeios e combustível da sua viagem, por pessoa e por dia.",
    group: "viagem",
  },
  {
    slug: "conversor-moedas",
    name: "Conversor de Moedas",
    description: "Converta entre real, dólar, euro, libra, peso e outras moedas com taxas de referência.",
    group: "viagem",
  },
  {
    slug: "checklist-bagagem-viagem",
    name: "Checklist de Bagagem",
    description: "Gere uma lista de bagagem sob medida para o clima, a duração e as atividades da viagem.",
    group: "viagem",
  },
  {
    slug: "tradutor-frases-viagem",
    name: "Tradutor de Frases de Viagem",
    description: "Frases essenciais em inglês, espanhol, francês, italiano e alemão, com áudio e cópia.",
    group: "viagem",
  },
  {
    slug: "calculadora-gorjetas",
    name: "Calculadora de Gorjetas",
    description: "Saiba quanto deixar de gorjeta em cada país e divida a conta sem erro.",
    group: "viagem",
  },
  {
    slug: "conversor-medidas-tamanhos",
    name: "Conversor de Medidas e Tamanhos",
    description: "Converta temperatura, distância e tamanhos de roupas e calçados entre Brasil, EUA e Europa.",
    group: "viagem",
  },
  {
    slug: "o-que-fazer-perto-de-mim",
    name: "O que Fazer Perto de Mim",
    description:
      "Encontre atrações, museus, parques e mirantes perto de você ou de uma cidade, com a distância e o mapa.",
    group: "viagem",
  },
  {
    slug: "calendario-eventos-festivais",
    name: "Calendário de Eventos e Festivais",
    description:
      "Feriados nacionais e estaduais, feriadões e os grandes festivais do Brasil em qualquer ano, com lembrete para a agenda.",
    group: "viagem",
  },
  {
    slug: "verificador-documentos-viagem",
    name: "Verificador de Documentos de Viagem",
    description:
      "Veja se o RG basta, a validade do passaporte, o visto, a vacina de febre amarela e as regras para menores nos destinos mais visitados.",
    group: "viagem",
  },
  {
    slug: "calculadora-roas",
    name: "Calculadora de ROAS",
    description:
      "Calcule o ROAS da sua campanha, o ROAS de equilíbrio pela margem do produto e descubra se os anúncios dão lucro ou prejuízo.",
    group: "geral",
  },
  {
    slug: "calculadora-cpa-maximo",
    name: "Calculadora de CPA Máximo",
    description:
      "Descubra quanto sua loja pode pagar por venda (CPA máximo) com base no ticket, na margem e na recompra, e o CPC que isso permite.",
    group: "geral",
  },
  {
    slug: "planejador-orcamento-anuncios",
    name: "Planejador de Orçamento de Anúncios",
    description:
      "Planeje o orçamento mensal de anúncios a partir da meta de faturamento: pedidos, cliques e investimento em três cenários de conversão.",
    group: "geral",
  },
  {
    slug: "calculadora-markup-margem",
    name: "Calculadora de Markup e Margem",
    description:
      "Calcule o preço de venda pelo markup e pela margem desejada, com comissão de marketplace, taxa do cartão e impostos, e veja o lucro.",
    group: "geral",
  },
  {
    slug: "calculadora-juros-compostos",
    name: "Calculadora de Juros Compostos",
    description: "Simule quanto seu dinheiro rende com aportes mensais e juros sobre juros.",
    group: "geral",
  },
  {
    slug: "calculadora-regra-de-tres",
    name: "Calculadora de Regra de Três",
    description: "Resolva regras de três simples em segundos, com a conta explicada.",
    group: "geral",
  },
  {
    slug: "calculadora-porcentagem",
    name: "Calculadora de Porcentagem",
    description: "Descubra quanto é X% de um valor ou qual porcentagem um número representa.",
    group: "geral",
  },
  {
    slug: "calculadora-imc-metabolismo",
    name: "Calculadora de IMC e Metabolismo Basal",
    description: "Calcule seu índice de massa corporal e quantas calorias seu corpo gasta em repouso.",
    group: "geral",
  },
  {
    slug: "gerador-senhas-seguras",
    name: "Gerador de Senhas Seguras",
    description: "Crie senhas fortes e aleatórias no seu navegador, sem enviar nada para a internet.",
    group: "geral",
  },
  {
    slug: "conversor-unidades",
    name: "Conversor de Unidades",
    description: "Converta comprimento, peso e temperatura entre as unidades mais usadas.",
    group: "geral",
  },
  {
    slug: "calculadora-emprestimos",
    name: "Calculadora de Empréstimos",
    description: "Calcule a parcela, o custo total e os juros de um empréstimo pela Tabela Price.",
    group: "geral",
  },
  {
    slug: "tabuada-online",
    name: "Tabuada Online",
    description: "Pratique a tabuada de 1 a 10 com correção na hora e placar de acertos.",
    group: "geral",
  },
  {
    slug: "consulta-cep-ddd-placa",
    name: "Consulta de CEP, DDD e Placa",
    description: "Encontre endereços pelo CEP, as cidades de um DDD e o formato de uma placa.",
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
