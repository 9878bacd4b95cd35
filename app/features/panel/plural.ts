import { formatNumber } from "#app/lib/numbers";

/**
 * A count with its words in the singular or the plural, as pt-BR says it: "1 lead", "0 leads", "1.250 leads
 * apagados" (only exactly one is singular). The words are given whole, since the plural is not always an "s"
 * ("notificação", "notificações").
 */
export function counted(count: number, singular: string, plural: string): string {
  return `${formatNumber(count, 0)} ${count === 1 ? singular : plural}`;
}
