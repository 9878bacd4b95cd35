/**
 * Permanent redirects kept because the home page's promos link to these
 * older paths (spec: "both readings must be kept as stated").
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  "/nossos-servicos/gestao-de-trafego": "/servicos/marketing-digital/gestao-trafego",
  "/nossos-servicos/fornecedor-nacional": "/servicos/fornecedor/fornecedor-nacional",
};
