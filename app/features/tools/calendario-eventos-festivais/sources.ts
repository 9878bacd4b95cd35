/**
 * What the calendar page cites, and when its data was last reviewed.
 */

/** Date the holiday rules and the festival list were last reviewed (ISO). */
export const UPDATED_AT = "2026-11-23";

export interface CalendarSource {
  name: string;
  url: string;
}

export const CALENDAR_SOURCES: readonly CalendarSource[] = [
  {
    name: "Lei 662/1949 (feriados nacionais), com a redação da Lei 10.607/2002",
    url: "https://www.planalto.gov.br/ccivil_03/leis/l0662.htm",
  },
  { name: "Lei 6.802/1980 (Nossa Senhora Aparecida)", url: "https://www.planalto.gov.br/ccivil_03/leis/l6802.htm" },
  {
    name: "Lei 9.093/1995 (feriados estaduais, municipais e Sexta-feira da Paixão)",
    url: "https://www.planalto.gov.br/ccivil_03/leis/l9093.htm",
  },
  {
    name: "Lei 14.759/2023 (Dia Nacional de Zumbi e da Consciência Negra)",
    url: "https://www.planalto.gov.br/ccivil_03/_ato2023-2026/2023/lei/l14759.htm",
  },
  {
    name: "Ministério da Gestão e da Inovação em Serviços Públicos: portaria anual de feriados e pontos facultativos",
    url: "https://www.gov.br/gestao",
  },
  { name: "Leis e constituições estaduais citadas em cada feriado estadual", url: "https://www.lexml.gov.br" },
  { name: "Prefeituras e organizadores citados em cada evento", url: "https://www.gov.br/turismo" },
];
