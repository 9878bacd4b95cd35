/**
 * The lucide icon of each tool, by slug: on the /ferramentas cards and
 * wherever else a tool is listed. Kept apart from the registry so the
 * registry stays plain data that the route config can import.
 */
import { type IconName } from "~/components/ui/icon";

export const toolIcons: Readonly<Record<string, IconName>> = {
  "planejador-roteiro-viagem": "route",
  "calculadora-custo-viagem": "wallet",
  "conversor-moedas": "arrow-left-right",
  "checklist-bagagem-viagem": "luggage",
  "tradutor-frases-viagem": "languages",
  "calculadora-gorjetas": "hand-coins",
  "conversor-medidas-tamanhos": "ruler",
  "o-que-fazer-perto-de-mim": "map-pin",
  "calendario-eventos-festivais": "calendar-days",
  "verificador-documentos-viagem": "file-check",
  "calculadora-roas": "chart-no-axes-combined",
  "calculadora-cpa-maximo": "target",
  "planejador-orcamento-anuncios": "piggy-bank",
  "calculadora-markup-margem": "tag",
  "calculadora-juros-compostos": "trending-up",
  "calculadora-regra-de-tres": "divide",
  "calculadora-porcentagem": "percent",
  "calculadora-imc-metabolismo": "heart-pulse",
  "gerador-senhas-seguras": "key-round",
  "conversor-unidades": "scale",
  "calculadora-emprestimos": "landmark",
  "tabuada-online": "grid-3x3",
  "consulta-cep-ddd-placa": "search-check",
};

/** For a tool added to the registry without an icon here. */
export const fallbackToolIcon: IconName = "wrench";
