/**
 * The query strings of the calculators whose result is a pure function of
 * them: each tool's field names in the order its form submits them (a GET
 * form writes them in document order). Only the server reads this list: it
 * answers such a URL from a cache keyed on its normalised query and sends any
 * other spelling there (docs/decisions/036). Pure data, no React.
 */
import { TRAVEL_COST_FIELDS } from "./calculadora-custo-viagem/travel-cost";
import { MAX_CPA_FIELDS } from "./calculadora-cpa-maximo/max-cpa";
import { TIP_FIELDS } from "./calculadora-gorjetas/tips";
import { MARKUP_FIELDS } from "./calculadora-markup-margem/markup";
import { ROAS_FIELDS } from "./calculadora-roas/roas";
import { CONVERSION_FIELDS } from "./conversor-moedas/currencies";
import { AD_BUDGET_FIELDS } from "./planejador-orcamento-anuncios/ad-budget";
import type { ToolSlug } from "./tool-definitions";

export const resultQueries: Readonly<Partial<Record<ToolSlug, readonly string[]>>> = {
  "calculadora-roas": ROAS_FIELDS,
  "calculadora-cpa-maximo": MAX_CPA_FIELDS,
  "planejador-orcamento-anuncios": AD_BUDGET_FIELDS,
  "calculadora-markup-margem": MARKUP_FIELDS,
  "calculadora-juros-compostos": ["inicial", "aporte", "taxa", "anos"],
  "calculadora-regra-de-tres": ["a", "b", "c"],
  "calculadora-porcentagem": ["modo", "x", "y"],
  "calculadora-imc-metabolismo": ["sexo", "peso", "altura", "idade"],
  "calculadora-emprestimos": ["valor", "taxa", "parcelas"],
  "calculadora-gorjetas": Object.values(TIP_FIELDS),
  "calculadora-custo-viagem": Object.values(TRAVEL_COST_FIELDS),
  "conversor-moedas": Object.values(CONVERSION_FIELDS),
  "conversor-unidades": ["categoria", "valor", "de", "para"],
};
