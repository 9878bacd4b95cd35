/**
 * One line per tool: the intro under its heading, its card on /ferramentas and
 * among related tools, and its meta description. Kept out of the registry,
 * which the menus of every page load.
 */
export const toolDescriptions: Readonly<Record<string, string>> = {
  "planejador-roteiro-viagem":
    "Monte seu roteiro dia a dia com atrações, restaurantes e horários, e imprima ou salve no navegador.",
  "calculadora-custo-viagem":
    "Estime hospedagem, alimentação, passeios e combustível da sua viagem, por pessoa e por dia.",
  "conversor-moedas": "Converta entre real, dólar, euro, libra, peso e outras moedas com taxas de referência.",
  "checklist-bagagem-viagem": "Gere uma lista de bagagem sob medida para o clima, a duração e as atividades da viagem.",
  "tradutor-frases-viagem": "Frases essenciais em inglês, espanhol, francês, italiano e alemão, com áudio e cópia.",
  "calculadora-gorjetas": "Saiba quanto deixar de gorjeta em cada país e divida a conta sem erro.",
  "conversor-medidas-tamanhos":
    "Converta temperatura, distância e tamanhos de roupas e calçados entre Brasil, EUA e Europa.",
  "o-que-fazer-perto-de-mim":
    "Encontre atrações, museus, parques e mirantes perto de você ou de uma cidade, com a distância e o mapa.",
  "calendario-eventos-festivais":
    "Feriados nacionais e estaduais, feriadões e os grandes festivais do Brasil em qualquer ano, com lembrete para a agenda.",
  "verificador-documentos-viagem":
    "Veja se o RG basta, a validade do passaporte, o visto, a vacina de febre amarela e as regras para menores nos destinos mais visitados.",
  "calculadora-roas":
    "Calcule o ROAS da sua campanha, o ROAS de equilíbrio pela margem do produto e descubra se os anúncios dão lucro ou prejuízo.",
  "calculadora-cpa-maximo":
    "Descubra quanto sua loja pode pagar por venda (CPA máximo) com base no ticket, na margem e na recompra, e o CPC que isso permite.",
  "planejador-orcamento-anuncios":
    "Planeje o orçamento mensal de anúncios a partir da meta de faturamento: pedidos, cliques e investimento em três cenários de conversão.",
  "calculadora-markup-margem":
    "Calcule o preço de venda pelo markup e pela margem desejada, com comissão de marketplace, taxa do cartão e impostos, e veja o lucro.",
  "calculadora-juros-compostos": "Simule quanto seu dinheiro rende com aportes mensais e juros sobre juros.",
  "calculadora-regra-de-tres":
    "Resolva regras de três simples em segundos: informe três valores e veja o quarto, com a conta explicada.",
  "calculadora-porcentagem": "Descubra quanto é X% de um valor ou qual porcentagem um número representa.",
  "calculadora-imc-metabolismo": "Calcule seu índice de massa corporal e quantas calorias seu corpo gasta em repouso.",
  "gerador-senhas-seguras": "Crie senhas fortes e aleatórias no seu navegador, sem enviar nada para a internet.",
  "conversor-unidades": "Converta comprimento, peso e temperatura entre as unidades mais usadas.",
  "calculadora-emprestimos": "Calcule a parcela, o custo total e os juros de um empréstimo pela Tabela Price.",
  "tabuada-online": "Pratique a tabuada de 1 a 10 com correção na hora e placar de acertos.",
  "consulta-cep-ddd-placa": "Encontre endereços pelo CEP, as cidades de um DDD e o formato de uma placa.",
};

export function describeTool(slug: string): string {
  const description = toolDescriptions[slug];
  if (description === undefined) throw new Error(`Ferramenta sem descrição: ${slug}`);
  return description;
}
