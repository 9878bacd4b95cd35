import { toolDefinitions, type ToolSlug } from "#app/features/tools/tool-definitions";
import { toolPath } from "#app/features/tools/tool-path";
import type { MenuTools } from "./menu-tools";

/** The agency's own audience first (the marketing calculators), then the most visited travel tools. */
const phoneMenu: readonly ToolSlug[] = [
  "calculadora-roas",
  "calculadora-cpa-maximo",
  "planejador-orcamento-anuncios",
  "calculadora-markup-margem",
  "conversor-moedas",
  "calculadora-custo-viagem",
];

/** The travel planners most visitors come for. */
const footer: readonly ToolSlug[] = [
  "planejador-roteiro-viagem",
  "calculadora-custo-viagem",
  "conversor-moedas",
  "checklist-bagagem-viagem",
  "tradutor-frases-viagem",
];

const link = (slug: ToolSlug) => ({ title: toolDefinitions[slug].name, href: toolPath(slug) });

export function menuTools(): MenuTools {
  return { phone: phoneMenu.map(link), footer: footer.map(link) };
}
