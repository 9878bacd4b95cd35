/**
 * What a Brazilian citizen needs to enter the destinations Brazilians visit
 * most: travel document, passport validity, visa or electronic authorisation,
 * yellow-fever certificate, and a few destination-specific items. Every rule
 * names its official source and the date it was checked. Pure data.
 *
 * Rules change: wherever a rule is temporary or uncertain the text says what
 * to confirm instead of stating it as certain, and the page always shows
 * CONFIRM_NOTE.
 */
import { SOURCES, type Source } from "./sources";

export const CONFIRM_NOTE = "Confirme sempre no consulado ou no site oficial antes de viajar.";

/** When the rules below were last compiled (ISO date). A rule reviewed later carries its own date. */
export const RULES_CHECKED_AT = "2026-11-23";

export type ItemKind = "obrigatorio" | "recomendado" | "atencao";

export const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  obrigatorio: "Obrigatório",
  recomendado: "Recomendado",
  atencao: "Atenção",
};

export interface SourcedRule {
  /** pt-BR, one or two sentences. */
  text: string;
  source: Source;
  /** ISO date the rule was checked. */
  checkedAt: string;
}

/**
 * sem-visto: tourism without a visa; autorizacao-eletronica: no visa but an
 * online authorisation before boarding; visto: a visa before travelling;
 * visto-na-chegada: a visa stamped (or bought) on arrival; confirmar: an
 * exemption whose term has ended or is ending, to be checked.
 */
export type EntryKind = "sem-visto" | "autorizacao-eletronica" | "visto" | "visto-na-chegada" | "confirmar";

/**
 * exigido: the country requires the CIVP from travellers coming from Brazil;
 * verificar: it has required it in recent years and the rule changes with
 * outbreaks; recomendado: vaccination advised, not checked at the border;
 * nao-exigido: no requirement.
 */
export type YellowFeverStatus = "exigido" | "verificar" | "recomendado" | "nao-exigido";

export type DestinationRegion =
  | "America do Sul"
  | "America do Norte"
  | "America Central e Caribe"
  | "Europa"
  | "Africa"
  | "Oriente Medio"
  | "Asia"
  | "Oceania";

export const DESTINATION_REGION_LABELS: Record<DestinationRegion, string> = {
  "America do Sul": "América do Sul",
  "America do Norte": "América do Norte",
  "America Central e Caribe": "América Central e Caribe",
  Europa: "Europa",
  Africa: "África",
  "Oriente Medio": "Oriente Médio",
  Asia: "Ásia",
  Oceania: "Oceania",
};

export interface Destination {
  /** URL-friendly: "estados-unidos". */
  id: string;
  name: string;
  region: DestinationRegion;
  /** Whether the RG (or the new CIN) is accepted instead of a passport. */
  rg: SourcedRule & { accepted: boolean };
  /** Passport validity rule (for RG countries: when travelling with a passport). */
  passport: SourcedRule;
  entry: SourcedRule & { kind: EntryKind; title: string };
  yellowFever: SourcedRule & { status: YellowFeverStatus };
  /** Destination-specific items (arrival forms, insurance, alerts). */
  extras: ReadonlyArray<SourcedRule & { kind: ItemKind; title: string }>;
}

function rule(text: string, source: Source, checkedAt = RULES_CHECKED_AT): SourcedRule {
  return { text, source, checkedAt };
}

const RG_ACCEPTED = rule(
  "Aceita RG ou a nova Carteira de Identidade Nacional (CIN), físicos, em bom estado e com foto que permita identificar o viajante; na dúvida, por exemplo com um RG emitido há mais de 10 anos, leve o passaporte. CNH, carteiras funcionais ou de conselhos profissionais e documentos apenas digitais não servem como documento de viagem, e crianças também precisam de RG ou passaporte próprio.",
  SOURCES.itamaraty,
);

const RG_NOT_ACCEPTED = rule("Não aceita RG: é preciso passaporte brasileiro válido.", SOURCES.itamaraty);

const PASSPORT_FOR_RG_COUNTRY = "Se preferir o passaporte, ele precisa estar válido durante toda a viagem.";
const DURING_STAY = "Válido durante toda a estadia.";
const SIX_MONTHS = "Válido por pelo menos 6 meses a partir da data de entrada.";
const DURING_STAY_SIX_RECOMMENDED = "Válido durante toda a estadia; recomenda-se validade de pelo menos 6 meses.";

function noYellowFever(): Destination["yellowFever"] {
  return {
    ...rule("Não exige o certificado de vacinação contra a febre amarela de quem vem do Brasil.", SOURCES.anvisa),
    status: "nao-exigido",
  };
}

function yellowFever(status: Exclude<YellowFeverStatus, "nao-exigido">, text: string): Destination["yellowFever"] {
  return { ...rule(text, SOURCES.anvisa), status };
}

const YELLOW_FEVER_REQUIRED =
  "Exige o Certificado Internacional de Vacinação ou Profilaxia (CIVP) de viajantes procedentes do Brasil, país com áreas de risco de febre amarela. Tome a vacina pelo menos 10 dias antes de embarcar.";
const YELLOW_FEVER_CHECK =
  "Já exigiu o CIVP de viajantes procedentes do Brasil, e a exigência muda com os surtos: confirme na Anvisa ou no consulado. Se for exigido, a vacina precisa ser tomada pelo menos 10 dias antes do embarque.";

function mercosul(
  id: string,
  name: string,
  source: Source,
  extras: Destination["extras"] = [],
  fever: Destination["yellowFever"] = noYellowFever(),
): Destination {
  return {
    id,
    name,
    region: "America do Sul",
    rg: { ...RG_ACCEPTED, accepted: true },
    passport: rule(PASSPORT_FOR_RG_COUNTRY, SOURCES.itamaraty),
    entry: {
      ...rule(
        "Turismo sem visto, com RG, CIN ou passaporte; o prazo de permanência é definido pela imigração na entrada (em geral, até 90 dias).",
        source,
      ),
      kind: "sem-visto",
      title: "Sem visto para turismo",
    },
    yellowFever: fever,
    extras,
  };
}

const SCHENGEN_EXTRAS: Destination["extras"] = [
  {
    ...rule(
      "O ETIAS, autorização eletrônica prevista para quem não precisa de visto, tem início anunciado para o último trimestre de 2026. Confirme no site oficial da União Europeia se ele já é exigido na data da sua viagem.",
      SOURCES.travelEurope,
    ),
    kind: "atencao",
    title: "ETIAS (autorização eletrônica europeia)",
  },
  {
    ...rule(
      "Desde outubro de 2025, o Sistema de Entrada/Saída (EES) registra impressões digitais e foto na primeira entrada no Espaço Schengen, no lugar do carimbo no passaporte; reserve mais tempo na imigração.",
      SOURCES.travelEurope,
    ),
    kind: "atencao",
    title: "Registro biométrico na fronteira (EES)",
  },
  {
    ...rule(
      "Seguro-viagem com cobertura médica de pelo menos 30 mil euros: pode ser pedido na imigração, junto com passagem de volta, reserva de hospedagem e comprovação de recursos.",
      SOURCES.itamaraty,
    ),
    kind: "recomendado",
    title: "Seguro-viagem",
  },
];

function schengen(id: string, name: string): Destination {
  return {
    id,
    name,
    region: "Europa",
    rg: { ...RG_NOT_ACCEPTED, accepted: false },
    passport: rule(
      "Emitido há menos de 10 anos e válido por pelo menos 3 meses depois da data prevista de saída do Espaço Schengen.",
      SOURCES.schengenBorders,
    ),
    entry: {
      ...rule(
        "Sem visto para turismo ou negócios por até 90 dias em qualquer período de 180 dias, somando todos os países do Espaço Schengen.",
        SOURCES.schengenBorders,
      ),
      kind: "sem-visto",
      title: "Sem visto (até 90 dias em 180)",
    },
    yellowFever: noYellowFever(),
    extras: SCHENGEN_EXTRAS,
  };
}

interface PassportCountry {
  id: string;
  name: string;
  region: DestinationRegion;
  passport: string;
  entry: { kind: EntryKind; title: string; text: string };
  source: Source;
  yellowFever?: Destination["yellowFever"];
  extras?: Destination["extras"];
}

/** A destination that requires a passport, with its own entry rule from its own official source. */
function passportCountry(country: PassportCountry): Destination {
  return {
    id: country.id,
    name: country.name,
    region: country.region,
    rg: { ...RG_NOT_ACCEPTED, accepted: false },
    passport: rule(country.passport, country.source),
    entry: { ...rule(country.entry.text, country.source), kind: country.entry.kind, title: country.entry.title },
    yellowFever: country.yellowFever ?? noYellowFever(),
    extras: country.extras ?? [],
  };
}

const ALERTS_EXTRA = (text: string) => ({
  ...rule(text, SOURCES.itamaraty),
  kind: "atencao" as const,
  title: "Alertas de viagem do Itamaraty",
});

export const DESTINATIONS: readonly Destination[] = [
  mercosul(
    "argentina",
    "Argentina",
    SOURCES.argentina,
    [],
    yellowFever(
      "recomendado",
      "Não exige o certificado na entrada; a vacina é recomendada para áreas de risco no nordeste do país, como a província de Misiones (Cataratas do Iguaçu).",
    ),
  ),
  mercosul("chile", "Chile", SOURCES.chile, [
    {
      ...rule(
        "Para a Ilha de Páscoa, confirme se o certificado de vacinação contra a febre amarela é pedido: a ilha já o exigiu de viajantes vindos de áreas de risco.",
        SOURCES.anvisa,
      ),
      kind: "atencao",
      title: "Ilha de Páscoa",
    },
  ]),
  mercosul("uruguai", "Uruguai", SOURCES.uruguay),
  mercosul("paraguai", "Paraguai", SOURCES.paraguay, [], yellowFever("verificar", YELLOW_FEVER_CHECK)),
  mercosul("bolivia", "Bolívia", SOURCES.bolivia, [], yellowFever("exigido", YELLOW_FEVER_REQUIRED)),
  mercosul(
    "peru",
    "Peru",
    SOURCES.peru,
    [],
    yellowFever(
      "recomendado",
      "Não exige o certificado na entrada; a vacina é recomendada para a Amazônia peruana e outras áreas de selva.",
    ),
  ),
  mercosul("equador", "Equador", SOURCES.ecuador, [], yellowFever("exigido", YELLOW_FEVER_REQUIRED)),
  mercosul(
    "colombia",
    "Colômbia",
    SOURCES.colombia,
    [
      {
        ...rule(
          "Preencha o formulário Check-MIG da Migración Colombia pela internet antes do voo de ida e antes do de volta.",
          SOURCES.colombia,
        ),
        kind: "obrigatorio",
        title: "Formulário Check-MIG",
      },
    ],
    yellowFever("verificar", YELLOW_FEVER_CHECK),
  ),
  mercosul(
    "venezuela",
    "Venezuela",
    SOURCES.venezuela,
    [
      ALERTS_EXTRA(
        "Voos e serviços consulares com a Venezuela sofrem interrupções: consulte os alertas do Itamaraty antes de planejar a viagem.",
      ),
    ],
    yellowFever("verificar", YELLOW_FEVER_CHECK),
  ),

  schengen("portugal", "Portugal"),
  schengen("espanha", "Espanha"),
  schengen("franca", "França"),
  schengen("italia", "Itália"),
  schengen("alemanha", "Alemanha"),
  schengen("holanda", "Holanda (Países Baixos)"),
  schengen("suica", "Suíça"),
  schengen("grecia", "Grécia"),
  schengen("belgica", "Bélgica"),
  schengen("austria", "Áustria"),

  passportCountry({
    id: "reino-unido",
    name: "Reino Unido",
    region: "Europa",
    passport: DURING_STAY,
    source: SOURCES.uk,
    entry: {
      kind: "autorizacao-eletronica",
      title: "ETA (autorização eletrônica)",
      text: "Desde janeiro de 2025, brasileiros precisam de uma ETA aprovada, pedida pela internet ou pelo aplicativo oficial antes da viagem, para visitas de até 6 meses; quem só faz conexão também pode precisar dela.",
    },
  }),
  passportCountry({
    id: "irlanda",
    name: "Irlanda",
    region: "Europa",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.ireland,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo; a imigração define na chegada quanto tempo você pode ficar (em geral, até 90 dias). A Irlanda não faz parte do Espaço Schengen.",
    },
  }),
  passportCountry({
    id: "estados-unidos",
    name: "Estados Unidos",
    region: "America do Norte",
    passport:
      "Válido durante toda a estadia (o Brasil está entre os países dispensados da regra dos 6 meses de validade extra); o visto precisa estar válido na data de entrada.",
    source: SOURCES.usa,
    entry: {
      kind: "visto",
      title: "Visto de turismo e negócios (B1/B2)",
      text: "É preciso visto B1/B2, pedido com formulário DS-160 e entrevista no consulado americano. O Brasil não participa do programa de isenção de visto (ESTA).",
    },
  }),
  passportCountry({
    id: "canada",
    name: "Canadá",
    region: "America do Norte",
    passport: DURING_STAY,
    source: SOURCES.canada,
    entry: {
      kind: "autorizacao-eletronica",
      title: "eTA ou visto de visitante",
      text: "Quem chega de avião e teve visto canadense nos últimos 10 anos, ou tem visto americano de não imigrante válido, pode pedir a eTA pela internet; os demais brasileiros precisam de visto de visitante.",
    },
  }),
  passportCountry({
    id: "mexico",
    name: "México",
    region: "America do Norte",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.mexico,
    entry: {
      kind: "visto",
      title: "Visto mexicano (com exceções)",
      text: "Brasileiros precisam de visto mexicano, pedido pela internet (visto eletrônico, para quem chega de avião) ou no consulado. Dispensa: quem tem visto válido ou residência permanente nos Estados Unidos, Canadá, Japão, Reino Unido ou Espaço Schengen.",
    },
  }),

  passportCountry({
    id: "cuba",
    name: "Cuba",
    region: "America Central e Caribe",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.cuba,
    entry: {
      kind: "visto",
      title: "Cartão de turista (visto de turista)",
      text: "É preciso o cartão de turista cubano, vendido pela companhia aérea, agências ou consulado, além do formulário D'Viajeros preenchido pela internet antes da viagem.",
    },
    yellowFever: yellowFever("verificar", YELLOW_FEVER_CHECK),
    extras: [
      {
        ...rule("Cuba exige seguro de saúde de viagem válido durante toda a estadia.", SOURCES.cuba),
        kind: "obrigatorio",
        title: "Seguro-saúde de viagem",
      },
    ],
  }),
  passportCountry({
    id: "republica-dominicana",
    name: "República Dominicana",
    region: "America Central e Caribe",
    passport: DURING_STAY,
    source: SOURCES.dominicanRepublic,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo; a taxa de turista costuma vir incluída na passagem aérea.",
    },
    extras: [
      {
        ...rule(
          "Preencha o e-Ticket de migração e alfândega pela internet antes da chegada e antes da saída.",
          SOURCES.dominicanRepublic,
        ),
        kind: "obrigatorio",
        title: "e-Ticket",
      },
    ],
  }),
  passportCountry({
    id: "panama",
    name: "Panamá",
    region: "America Central e Caribe",
    passport: "Válido por pelo menos 3 meses a partir da entrada; recomenda-se validade de 6 meses.",
    source: SOURCES.panama,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo; a imigração pode pedir passagem de saída e comprovação de recursos.",
    },
    yellowFever: yellowFever(
      "recomendado",
      "Deixou de exigir o certificado de quem vem do Brasil em julho de 2025; a vacina continua recomendada para Darién, Guna Yala e o leste do país.",
    ),
  }),
  passportCountry({
    id: "costa-rica",
    name: "Costa Rica",
    region: "America Central e Caribe",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.costaRica,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo; a imigração define o prazo de permanência e pode pedir passagem de saída.",
    },
    yellowFever: yellowFever("exigido", YELLOW_FEVER_REQUIRED),
  }),

  passportCountry({
    id: "japao",
    name: "Japão",
    region: "Asia",
    passport: DURING_STAY,
    source: SOURCES.japan,
    entry: {
      kind: "confirmar",
      title: "Isenção de visto: confirme a prorrogação",
      text: "A isenção recíproca de visto para turismo de até 90 dias valeu de 30/9/2023 a 29/9/2026 e podia ser prorrogada. Confirme no site da Embaixada do Japão se continua em vigor; sem ela, é preciso visto.",
    },
  }),
  passportCountry({
    id: "china",
    name: "China",
    region: "Asia",
    passport: SIX_MONTHS,
    source: SOURCES.china,
    entry: {
      kind: "sem-visto",
      title: "Sem visto por até 30 dias (temporário)",
      text: "Isenção unilateral de visto para estadias de até 30 dias (turismo, negócios, visita a família ou trânsito), em vigor até 31/12/2026. Para viagens depois dessa data ou mais longas, confirme a prorrogação ou peça o visto.",
    },
    yellowFever: yellowFever("verificar", YELLOW_FEVER_CHECK),
  }),
  passportCountry({
    id: "india",
    name: "Índia",
    region: "Asia",
    passport: "Válido por pelo menos 6 meses a partir da chegada, com pelo menos 2 páginas em branco.",
    source: SOURCES.india,
    entry: {
      kind: "visto",
      title: "e-Visa de turista",
      text: "É preciso visto; o e-Visa de turista é pedido pela internet, no site oficial do governo indiano, com antecedência.",
    },
    yellowFever: yellowFever(
      "exigido",
      `${YELLOW_FEVER_REQUIRED} Sem o certificado, o viajante pode ficar em quarentena na chegada.`,
    ),
  }),
  passportCountry({
    id: "tailandia",
    name: "Tailândia",
    region: "Asia",
    passport: SIX_MONTHS,
    source: SOURCES.thailand,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo por até 90 dias, por acordo bilateral; confirme o prazo, que a Tailândia tem revisto.",
    },
    yellowFever: yellowFever("exigido", YELLOW_FEVER_REQUIRED),
    extras: [
      {
        ...rule(
          "Desde maio de 2025, todo estrangeiro preenche o Thailand Digital Arrival Card (TDAC) pela internet nos 3 dias antes da chegada.",
          SOURCES.thailand,
        ),
        kind: "obrigatorio",
        title: "Cartão de chegada digital (TDAC)",
      },
    ],
  }),
  passportCountry({
    id: "coreia-do-sul",
    name: "Coreia do Sul",
    region: "Asia",
    passport: SIX_MONTHS,
    source: SOURCES.korea,
    entry: {
      kind: "autorizacao-eletronica",
      title: "K-ETA (autorização eletrônica)",
      text: "Sem visto por até 90 dias, mas com K-ETA aprovada antes do embarque (peça com pelo menos 72 horas de antecedência). Quem tem 17 anos ou menos, ou 65 ou mais, está dispensado.",
    },
  }),
  passportCountry({
    id: "emirados-arabes-unidos",
    name: "Emirados Árabes Unidos",
    region: "Oriente Medio",
    passport: SIX_MONTHS,
    source: SOURCES.uae,
    entry: {
      kind: "visto-na-chegada",
      title: "Visto de visitante na chegada",
      text: "Brasileiros recebem visto de visitante gratuito na chegada (em geral, até 90 dias); confirme o prazo no portal oficial antes de viajar.",
    },
    yellowFever: yellowFever("verificar", YELLOW_FEVER_CHECK),
  }),
  passportCountry({
    id: "catar",
    name: "Catar",
    region: "Oriente Medio",
    passport: SIX_MONTHS,
    source: SOURCES.qatar,
    entry: {
      kind: "sem-visto",
      title: "Isenção de visto na chegada",
      text: "Brasileiros entram sem visto prévio (isenção concedida na chegada, em geral até 90 dias); confirme o prazo antes de viajar.",
    },
    yellowFever: yellowFever("verificar", YELLOW_FEVER_CHECK),
  }),
  passportCountry({
    id: "egito",
    name: "Egito",
    region: "Africa",
    passport: SIX_MONTHS,
    source: SOURCES.egypt,
    entry: {
      kind: "visto-na-chegada",
      title: "Visto na chegada ou e-Visa",
      text: "É preciso visto de turista: compre o e-Visa no portal oficial antes da viagem ou o visto na chegada, no aeroporto.",
    },
    yellowFever: yellowFever("verificar", YELLOW_FEVER_CHECK),
  }),
  passportCountry({
    id: "turquia",
    name: "Turquia",
    region: "Europa",
    passport: "Válido por pelo menos 150 dias a partir da entrada (60 dias além dos 90 de estadia permitida).",
    source: SOURCES.turkey,
    entry: {
      kind: "sem-visto",
      title: "Sem visto (até 90 dias em 180)",
      text: "Sem visto para turismo por até 90 dias em qualquer período de 180 dias.",
    },
  }),
  passportCountry({
    id: "israel",
    name: "Israel",
    region: "Oriente Medio",
    passport: SIX_MONTHS,
    source: SOURCES.israel,
    entry: {
      kind: "autorizacao-eletronica",
      title: "ETA-IL (autorização eletrônica)",
      text: "Sem visto por até 90 dias, mas com a autorização eletrônica ETA-IL aprovada antes do embarque, obrigatória desde janeiro de 2025.",
    },
    extras: [ALERTS_EXTRA("A região passa por conflitos armados: consulte os alertas do Itamaraty antes de viajar.")],
  }),
  passportCountry({
    id: "marrocos",
    name: "Marrocos",
    region: "Africa",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.morocco,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo por até 90 dias.",
    },
  }),
  passportCountry({
    id: "africa-do-sul",
    name: "África do Sul",
    region: "Africa",
    passport: "Válido por pelo menos 30 dias depois da data prevista de saída, com pelo menos 2 páginas em branco.",
    source: SOURCES.southAfrica,
    entry: {
      kind: "sem-visto",
      title: "Sem visto para turismo",
      text: "Sem visto para turismo por até 90 dias.",
    },
    yellowFever: yellowFever("exigido", YELLOW_FEVER_REQUIRED),
  }),
  passportCountry({
    id: "australia",
    name: "Austrália",
    region: "Oceania",
    passport: DURING_STAY,
    source: SOURCES.australia,
    entry: {
      kind: "visto",
      title: "Visto de visitante (subclasse 600)",
      text: "É preciso o Visitor visa (subclasse 600), pedido pela internet (ImmiAccount) antes da viagem; passaportes brasileiros não podem usar o ETA nem o eVisitor.",
    },
    yellowFever: yellowFever(
      "exigido",
      "Exige o certificado de vacinação contra a febre amarela de quem tem 1 ano ou mais e esteve no Brasil nos 6 dias antes da chegada.",
    ),
  }),
  passportCountry({
    id: "nova-zelandia",
    name: "Nova Zelândia",
    region: "Oceania",
    passport: "Válido por pelo menos 3 meses depois da data prevista de saída.",
    source: SOURCES.newZealand,
    entry: {
      kind: "autorizacao-eletronica",
      title: "NZeTA (autorização eletrônica)",
      text: "Sem visto por até 90 dias, mas com NZeTA pedida pela internet ou aplicativo antes da viagem, junto com a taxa de turismo (IVL).",
    },
  }),
  passportCountry({
    id: "russia",
    name: "Rússia",
    region: "Europa",
    passport: DURING_STAY_SIX_RECOMMENDED,
    source: SOURCES.russia,
    entry: {
      kind: "sem-visto",
      title: "Sem visto (até 90 dias em 180)",
      text: "Sem visto para turismo por até 90 dias em qualquer período de 180 dias.",
    },
    extras: [
      ALERTS_EXTRA(
        "Cartões de crédito brasileiros das bandeiras Visa e Mastercard não funcionam no país e há restrições de voos: consulte os alertas do Itamaraty antes de viajar.",
      ),
    ],
  }),
];

export function findDestination(id: string): Destination | undefined {
  return DESTINATIONS.find((destination) => destination.id === id);
}

/** Destinations in alphabetical order of their pt-BR names, for the picker. */
export function destinationsByName(): Destination[] {
  return [...DESTINATIONS].sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}
