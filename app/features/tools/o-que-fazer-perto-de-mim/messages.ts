/**
 * What the visitor reads when a search cannot show places, one clear pt-BR
 * sentence per failure.
 */

export type NearbyError =
  | "permission-denied"
  | "position-unavailable"
  | "position-timeout"
  | "invalid-city"
  | "city-not-found"
  | "no-results"
  | "timeout"
  | "busy"
  | "network"
  | "malformed";

export const NEARBY_ERROR_MESSAGES: Record<NearbyError, string> = {
  "permission-denied": "Permita o acesso à sua localização ou digite uma cidade.",
  "position-unavailable": "Não conseguimos descobrir sua localização. Digite uma cidade.",
  "position-timeout": "Sua localização demorou demais para chegar. Tente de novo ou digite uma cidade.",
  "invalid-city": "Digite o nome de uma cidade brasileira, por exemplo: Campinas ou Campinas, SP.",
  "city-not-found": "Não encontramos essa cidade no Brasil. Confira o nome ou informe o estado (ex.: Campinas, SP).",
  "no-results":
    "Não encontramos atrações, museus, parques ou mirantes nesse raio. Aumente a distância ou tente outra cidade.",
  timeout: "O serviço de mapas demorou demais para responder. Tente de novo em instantes.",
  busy: "O serviço de mapas está sobrecarregado agora. Tente de novo em alguns minutos.",
  network: "Não foi possível falar com o serviço de mapas. Verifique sua conexão e tente de novo.",
  malformed: "O serviço de mapas respondeu de um jeito inesperado. Tente de novo mais tarde.",
};
