/**
 * The columns the ad spend import reads, as the owner is told them: on the page's import form and in the parser's
 * refusals (./spend-csv). Kept apart from the parser so the form does not bring the CSV library to the browser.
 */
export const EXPECTED_COLUMNS =
  "Google Ads: “Campanha” e “Custo” (e “Mês” ou “Dia”, se houver); Meta Ads: “Nome da campanha”, “Valor usado (BRL)” e “Início dos relatórios”.";
