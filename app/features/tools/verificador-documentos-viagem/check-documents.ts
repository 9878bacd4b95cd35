/**
 * The checklist for one trip: what to carry to a destination, and what a
 * minor travelling needs on top. Pure function over the rule tables.
 */
import {
  findDestination,
  RULES_CHECKED_AT,
  type Destination,
  type EntryKind,
  type ItemKind,
  type SourcedRule,
} from "./destinations";
import { MINOR_RULES } from "./minors";
import { SOURCES } from "./sources";

export interface DocumentItem extends SourcedRule {
  /** Stable within a checklist, for React keys and anchors. */
  id: string;
  kind: ItemKind;
  title: string;
}

export interface CheckOptions {
  /** A child or adolescent under 18 is travelling. */
  withMinor?: boolean;
}

const ENTRY_ITEM_KIND: Record<EntryKind, ItemKind> = {
  "sem-visto": "atencao",
  "autorizacao-eletronica": "obrigatorio",
  visto: "obrigatorio",
  "visto-na-chegada": "obrigatorio",
  confirmar: "atencao",
};

const TRIP_PROOF: SourcedRule = {
  text: "A imigração pode pedir passagem de volta ou de saída, reserva de hospedagem e comprovação de recursos para a estadia: leve tudo à mão.",
  source: SOURCES.itamaraty,
  checkedAt: RULES_CHECKED_AT,
};

function documentItem(destination: Destination): DocumentItem {
  const { rg, passport } = destination;
  if (rg.accepted) {
    return {
      id: "documento",
      kind: "obrigatorio",
      title: "RG, CIN ou passaporte",
      ...rg,
      text: `${rg.text} ${passport.text}`,
    };
  }
  return { id: "documento", kind: "obrigatorio", title: "Passaporte válido", ...passport };
}

function yellowFeverItem(destination: Destination): DocumentItem | null {
  const { status, ...rule } = destination.yellowFever;
  const title = "Certificado de vacinação contra febre amarela (CIVP)";
  switch (status) {
    case "exigido":
      return { id: "febre-amarela", kind: "obrigatorio", title, ...rule };
    case "verificar":
      return { id: "febre-amarela", kind: "atencao", title, ...rule };
    case "recomendado":
      return { id: "febre-amarela", kind: "recomendado", title: "Vacina contra febre amarela", ...rule };
    case "nao-exigido":
      return null;
  }
}

/**
 * The items for a destination, mandatory ones first; null for an unknown
 * destination id. Minors' rules are added when a minor travels.
 */
export function checkDocuments(destinationId: string, options: CheckOptions = {}): DocumentItem[] | null {
  const destination = findDestination(destinationId);
  if (!destination) return null;
  const { entry } = destination;
  const items: DocumentItem[] = [
    documentItem(destination),
    {
      id: "entrada",
      kind: ENTRY_ITEM_KIND[entry.kind],
      title: entry.title,
      text: entry.text,
      source: entry.source,
      checkedAt: entry.checkedAt,
    },
  ];
  const fever = yellowFeverItem(destination);
  if (fever) items.push(fever);
  destination.extras.forEach((extra, index) => items.push({ id: `extra-${index + 1}`, ...extra }));
  if (!destination.rg.accepted)
    items.push({ id: "comprovantes", kind: "atencao", title: "Comprovantes da viagem", ...TRIP_PROOF });
  if (options.withMinor) items.push(...MINOR_RULES.map(({ id, ...rule }) => ({ id: `menor-${id}`, ...rule })));

  const order: Record<ItemKind, number> = { obrigatorio: 0, recomendado: 1, atencao: 2 };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => order[a.item.kind] - order[b.item.kind] || a.index - b.index)
    .map(({ item }) => item);
}
