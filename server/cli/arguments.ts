import { parseArgs } from "node:util";

/** A wrong command line: the CLI prints this pt-BR message and the usage of the command typed, and exits 1. */
export class UsageError extends Error {}

/**
 * A command's arguments, parsed strictly: an unknown or misspelt flag (`--limt 10`), a flag without its value or an
 * argument the command does not take is a usage error naming it, never silently ignored. Node's own messages are
 * in English, so the offending argument is found again in the tokens and named in pt-BR.
 */
export function parseCommand<Flag extends string, Switch extends string = never>(
  command: string,
  args: string[],
  flags: readonly Flag[],
  positionals = 0,
  /** Flags that take no value (`--password-stdin`). */
  switches: readonly Switch[] = [],
): { values: Partial<Record<Flag, string>> & Partial<Record<Switch, boolean>>; positionals: string[] } {
  const options: Record<string, { type: "string" | "boolean" }> = Object.fromEntries([
    ...flags.map((flag) => [flag, { type: "string" as const }]),
    ...switches.map((name) => [name, { type: "boolean" as const }]),
  ]);
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length <= positionals) {
      return {
        values: parsed.values as Partial<Record<Flag, string>> & Partial<Record<Switch, boolean>>,
        positionals: parsed.positionals,
      };
    }
  } catch {
    // Described below, from the tokens.
  }
  const { tokens } = parseArgs({ args, options, strict: false, allowPositionals: true, tokens: true });
  let positionalsSeen = 0;
  for (const token of tokens) {
    if (token.kind === "option" && !Object.hasOwn(options, token.name)) {
      throw new UsageError(`Opção desconhecida em ${command}: ${token.rawName}.`);
    }
    if (token.kind === "option" && options[token.name]?.type === "boolean") {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} não leva valor.`);
      continue;
    }
    if (token.kind === "option" && (token.value === undefined || token.value.startsWith("--"))) {
      throw new UsageError(`${token.rawName} precisa de um valor.`);
    }
    if (token.kind === "option" && token.value?.startsWith("-") && !token.inlineValue) {
      throw new UsageError(
        `Valor ambíguo em ${token.rawName}: "${token.value}" (escreva ${token.rawName}=${token.value}).`,
      );
    }
    if (token.kind === "positional" && ++positionalsSeen > positionals) {
      throw new UsageError(`Argumento inesperado em ${command}: "${token.value}".`);
    }
  }
  throw new UsageError(`Argumentos inválidos em ${command}.`);
}
