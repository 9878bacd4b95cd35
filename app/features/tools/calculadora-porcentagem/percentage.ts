/**
 * The two questions of the percentage calculator. Pure functions, no React.
 */
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

export type PercentageMode = "quanto-e" | "qual-porcentagem";

export const DEFAULT_PERCENTAGE_MODE: PercentageMode = "quanto-e";

export interface PercentageModeCopy {
  mode: PercentageMode;
  /** The question shown in the type selector (spec wording). */
  question: string;
  value1Label: string;
  value2Label: string;
  value1Placeholder: string;
  value2Placeholder: string;
}

export const percentageModes: readonly PercentageModeCopy[] = [
  {
    mode: "quanto-e",
    question: "Quanto é X% de Y?",
    value1Label: "Porcentagem (X, em %)",
    value2Label: "Valor (Y)",
    value1Placeholder: "Ex.: 15",
    value2Placeholder: "Ex.: 1.250,00",
  },
  {
    mode: "qual-porcentagem",
    question: "X é qual porcentagem de Y?",
    value1Label: "Parte (X)",
    value2Label: "Total (Y)",
    value1Placeholder: "Ex.: 300",
    value2Placeholder: "Ex.: 1.200",
  },
];

export function percentageModeCopy(mode: PercentageMode): PercentageModeCopy {
  const copy = percentageModes.find((m) => m.mode === mode);
  if (!copy) throw new Error(`Modo desconhecido: ${mode}`);
  return copy;
}

export function isPercentageMode(value: string): value is PercentageMode {
  return percentageModes.some((m) => m.mode === value);
}

/**
 * quanto-e: value1 ÷ 100 × value2; qual-porcentagem: value1 ÷ value2 × 100.
 * Null (the tool does nothing) when a value is not a number, or when value2 is
 * 0 in the second mode.
 */
export function calculatePercentage(mode: PercentageMode, value1Text: string, value2Text: string): number | null {
  const value1 = parseBrazilianNumber(value1Text);
  const value2 = parseBrazilianNumber(value2Text);
  if (value1 === null || value2 === null) return null;
  if (mode === "quanto-e") return (value1 / 100) * value2;
  if (value2 === 0) return null;
  return (value1 / value2) * 100;
}

/** 2 decimals, followed by "%" in the second mode. */
export function formatPercentageResult(mode: PercentageMode, result: number): string {
  const shown = formatNumber(result, 2);
  return mode === "qual-porcentagem" ? `${shown}%` : shown;
}
