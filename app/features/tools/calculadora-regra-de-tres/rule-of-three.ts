/**
 * Simple rule of three: if A is to B, then C is to X, so X = B × C ÷ A.
 * Pure functions, no React.
 */
import { formatNumber, parseBrazilianNumber } from "#app/lib/numbers";

export const INVALID_NUMBERS_MESSAGE = "Por favor, preencha todos os campos com números válidos.";
export const ZERO_A_MESSAGE = "O primeiro valor não pode ser zero (divisão por zero).";

export type RuleOfThreeOutcome =
  | { ok: true; a: number; b: number; c: number; x: number }
  | { ok: false; message: typeof INVALID_NUMBERS_MESSAGE | typeof ZERO_A_MESSAGE };

export function solveRuleOfThree(aText: string, bText: string, cText: string): RuleOfThreeOutcome {
  const a = parseBrazilianNumber(aText);
  const b = parseBrazilianNumber(bText);
  const c = parseBrazilianNumber(cText);
  if (a === null || b === null || c === null) return { ok: false, message: INVALID_NUMBERS_MESSAGE };
  if (a === 0) return { ok: false, message: ZERO_A_MESSAGE };
  return { ok: true, a, b, c, x: (b * c) / a };
}

/** X as the tool shows it: 2 decimals, pt-BR separators. */
export function formatX(x: number): string {
  return formatNumber(x, 2);
}

/** A, B and C as the visitor typed them, without padding zeros ("1.500", "2,5"). */
export function formatOperand(value: number): string {
  return formatNumber(value, 0, 6);
}

/** "Se 2 está para 10, então 5 está para 25,00". */
export function proportionSentence(outcome: { a: number; b: number; c: number; x: number }): string {
  const { a, b, c, x } = outcome;
  return `Se ${formatOperand(a)} está para ${formatOperand(b)}, então ${formatOperand(c)} está para ${formatX(x)}`;
}
