/**
 * Brazilian rules for children and adolescents (under 18) leaving the
 * country: Estatuto da Criança e do Adolescente, arts. 83 to 85, and
 * Resolução CNJ 131/2011, which lists when no court authorisation is needed.
 * Trips inside Brazil follow other rules (Resolução CNJ 295/2019). Pure data.
 */
import { RULES_CHECKED_AT, type ItemKind, type SourcedRule } from "./destinations";
import { SOURCES } from "./sources";

export interface MinorRule extends SourcedRule {
  id: string;
  kind: ItemKind;
  title: string;
}

export const MINOR_RULES: readonly MinorRule[] = [
  {
    id: "documento-proprio",
    kind: "obrigatorio",
    title: "Documento de viagem da criança",
    text: "Todo menor de 18 anos precisa do próprio passaporte (ou RG/CIN nos países que aceitam). Leve também a certidão de nascimento ou um documento que mostre quem são os pais, quando o sobrenome não deixa isso claro.",
    source: SOURCES.policiaFederal,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "com-os-dois-pais",
    kind: "atencao",
    title: "Viajando com os dois pais",
    text: "Com pai e mãe (ou os responsáveis legais) juntos na viagem, não é preciso autorização.",
    source: SOURCES.cnj,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "com-um-dos-pais",
    kind: "obrigatorio",
    title: "Viajando com só um dos pais",
    text: "É preciso a autorização do outro, por escrito e com firma reconhecida em cartório, ou a Autorização Eletrônica de Viagem feita no e-Notariado, ou a autorização registrada no passaporte da criança pela Polícia Federal.",
    source: SOURCES.cnj,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "sozinho-ou-com-terceiros",
    kind: "obrigatorio",
    title: "Viajando sozinho ou com outro adulto",
    text: "É preciso a autorização dos dois pais, com firma reconhecida (ou eletrônica, ou registrada no passaporte), indicando o adulto que acompanha a criança, se houver.",
    source: SOURCES.cnj,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "autorizacao-judicial",
    kind: "atencao",
    title: "Quando é preciso autorização judicial",
    text: "Se um dos pais não concorda, não pode ser encontrado ou é desconhecido, a viagem depende de autorização da Vara da Infância e da Juventude; também é exigida para sair do país com estrangeiro que mora no exterior. Se um dos pais morreu, leve a certidão de óbito.",
    source: SOURCES.eca,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "vias-e-validade",
    kind: "recomendado",
    title: "Cópias e prazo da autorização",
    text: "Leve duas vias originais da autorização em papel, porque uma pode ficar retida com a Polícia Federal no embarque. Confira o prazo escrito nela: sem prazo indicado, vale por dois anos.",
    source: SOURCES.cnj,
    checkedAt: RULES_CHECKED_AT,
  },
  {
    id: "regras-do-destino",
    kind: "atencao",
    title: "Regras do país de destino",
    text: "Alguns países pedem documentos próprios para menores (como a certidão de nascimento ou a autorização traduzida); confirme no consulado do destino.",
    source: SOURCES.itamaraty,
    checkedAt: RULES_CHECKED_AT,
  },
];
