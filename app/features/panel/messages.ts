/** The panel's pt-BR answers that the server and the pages share. */
export const panelMessages = {
  invalidCredentials: "E-mail ou senha incorretos.",
  missingCredentials: "Informe o e-mail e a senha.",
  busy: "O painel está atendendo muitas entradas agora. Tente de novo em alguns segundos.",
  signedOut: "Sua sessão terminou. Entre de novo para continuar.",
  ownerOnly: "Só o dono do painel pode fazer isso.",
  foreignOrigin: "Pedido recusado: ele não veio do painel deste site.",
} as const;
