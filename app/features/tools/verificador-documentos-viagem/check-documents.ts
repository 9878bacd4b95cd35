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
  /** viagem: for everyone on the trip; menor: for the child or adolescent travelling. */
  group: "viagem" | "menor";
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
      text: `${rg.text} ${passport.text}`,
      source: rg.source,
      checkedAt: rg.checkedAt,
      group: "viagem",
    };
  }
  return { id: "documento", kind: "obrigatorio", title: "Passaporte válido", ...passport, group: "viagem" };
}

function yellowFeverItem(destination: Destination): DocumentItem | null {
  const { status, ...yellowFever } = destination.yellowFever;
  const rule = { ...yellowFever, group: "viagem" as const };
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

const KIND_ORDER: Record<ItemKind, number> = { obrigatorio: 0, recomendado: 1, atencao: 2 };

/** Mandatory first, then recommended, then warnings; the table order inside each kind. */
function byKind(items: readonly DocumentItem[]): DocumentItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => KIND_ORDER[a.item.kind] - KIND_ORDER[b.item.kind] || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The items for a destination, mandatory ones first; null for an unknown
 * destination id. When a minor travels, the minors' rules follow, in their own group.
 */
export function checkDocuments(destinationId: string, options: CheckOptions = {}): DocumentItem[] | null {
  const destination = findDestination(destinationId);
  if (!destination) return null;
  const { entry } = destination;
  const trip: DocumentItem[] = [
    documentItem(destination),
    {
      id: "entrada",
      kind: ENTRY_ITEM_KIND[entry.kind],
      title: entry.title,
      text: entry.text,
      source: entry.source,
      checkedAt: entry.checkedAt,
      group: "viagem",
    },
  ];
  const fever = yellowFeverItem(destination);
  if (fever) trip.push(fever);
  destination.extras.forEach((extra, index) => trip.push({ id: `extra-${index + 1}`, ...extra, group: "viagem" }));
  trip.push({ id: "comprovantes", kind: "atencao", title: "Comprovantes da viagem", ...TRIP_PROOF, group: "viagem" });
  if (!options.withMinor) return byKind(trip);
  const minor = MINOR_RULES.map(({ id, ...rule }): DocumentItem => ({ id: `menor-${id}`, ...rule, group: "menor" }));
  return [...byKind(trip), ...byKind(minor)];
}
