/**
 * When each page's content last changed (YYYY-MM-DD), for the sitemap's
 * <lastmod>: search engines recrawl a page when its date moves, and learn to
 * ignore dates that move without a change, so this is never the build time.
 * Bump a page's date in the commit that changes what a reader finds on it
 * (text, figures, a tool's results); a refactor that shows the same page
 * leaves it alone. Articles carry their own dates (front matter `date` and
 * `updated`), and /blog moves with its newest article as well.
 * page-dates.test.ts fails when a page is missing here.
 */
export const pageUpdatedAt: Readonly<Record<string, string>> = {
  "/": "2026-11-26",
  "/home-completa": "2026-11-26",
  "/sobre-nos": "2026-11-23",
  "/portfolio": "2026-11-23",
  "/blog": "2026-11-23",
  "/comece-agora": "2026-11-26",
  "/contato": "2026-11-23",
  "/politica-privacidade": "2026-11-26",
  "/servicos": "2026-11-23",
  "/servicos/marketing-digital/gestao-trafego": "2026-11-26",
  "/servicos/fornecedor/fornecedor-nacional": "2026-11-23",
  "/ferramentas": "2026-11-23",
  "/ferramentas/planejador-roteiro-viagem": "2026-11-23",
  "/ferramentas/calculadora-custo-viagem": "2026-11-23",
  "/ferramentas/conversor-moedas": "2026-11-23",
  "/ferramentas/checklist-bagagem-viagem": "2026-11-23",
  "/ferramentas/tradutor-frases-viagem": "2026-11-23",
  "/ferramentas/calculadora-gorjetas": "2026-11-23",
  "/ferramentas/conversor-medidas-tamanhos": "2026-11-23",
  "/ferramentas/o-que-fazer-perto-de-mim": "2026-11-26",
  "/ferramentas/calendario-eventos-festivais": "2026-11-23",
  "/ferramentas/verificador-documentos-viagem": "2026-11-23",
  "/ferramentas/calculadora-roas": "2026-11-23",
  "/ferramentas/calculadora-cpa-maximo": "2026-11-23",
  "/ferramentas/planejador-orcamento-anuncios": "2026-11-23",
  "/ferramentas/calculadora-markup-margem": "2026-11-23",
  "/ferramentas/calculadora-juros-compostos": "2026-11-23",
  "/ferramentas/calculadora-regra-de-tres": "2026-11-23",
  "/ferramentas/calculadora-porcentagem": "2026-11-23",
  "/ferramentas/calculadora-imc-metabolismo": "2026-11-23",
  "/ferramentas/gerador-senhas-seguras": "2026-11-23",
  "/ferramentas/conversor-unidades": "2026-11-23",
  "/ferramentas/calculadora-emprestimos": "2026-11-23",
  "/ferramentas/tabuada-online": "2026-11-23",
  "/ferramentas/consulta-cep-ddd-placa": "2026-11-23",
};
