/** What visitors read when a submission is not accepted (pt-BR, shown in toasts and above forms). */
export const leadMessages = {
  badRequest: "Não conseguimos ler os dados enviados. Recarregue a página e tente novamente.",
  tooLarge: "Os dados enviados são grandes demais. Encurte a mensagem e tente novamente.",
  unsupportedType: "Formato de envio não suportado. Recarregue a página e tente novamente.",
  forbiddenOrigin: "Envio não permitido a partir deste endereço.",
  invalid: "Confira os campos destacados e tente novamente.",
  conflict: "Este formulário já foi enviado com outros dados. Recarregue a página para enviar um novo contato.",
  unavailable: "Não conseguimos registrar seu contato agora. Tente novamente em alguns instantes.",
  rateLimited(retryAfterSeconds: number): string {
    const wait = retryAfterSeconds <= 1 ? "1 segundo" : `${retryAfterSeconds} segundos`;
    return `Muitos envios em pouco tempo. Aguarde ${wait} e tente novamente.`;
  },
} as const;
