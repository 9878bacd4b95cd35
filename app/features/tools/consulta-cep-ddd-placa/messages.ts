/** The lookup's toasts, exactly as the spec's error catalogue words them. */
export const lookupMessages = {
  invalidCep: "Digite um CEP válido (8 dígitos)",
  cepNotFound: "CEP não encontrado",
  cepError: "Erro ao consultar CEP",
  invalidDdd: "Digite um DDD válido",
  dddNotFound: "DDD não encontrado",
  invalidPlate: "Digite uma placa válida (7 caracteres)",
  plateFailure: "Dados limitados disponíveis. APIs gratuitas de placas têm restrições de privacidade.",
} as const;
