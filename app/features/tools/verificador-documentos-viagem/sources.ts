/**
 * The official sites the travel document rules cite. Home or section pages,
 * not deep links, so they survive the sites' reorganisations.
 */

export interface Source {
  name: string;
  url: string;
}

function source(name: string, url: string): Source {
  return { name, url };
}

export const SOURCES = {
  itamaraty: source(
    "Itamaraty — Portal Consular, informações aos viajantes",
    "https://www.gov.br/mre/pt-br/assuntos/portal-consular/servicos-ao-cidadao/informacoes-aos-viajantes",
  ),
  anvisa: source(
    "Anvisa — Certificado Internacional de Vacinação ou Profilaxia (CIVP)",
    "https://www.gov.br/anvisa/pt-br",
  ),
  policiaFederal: source("Polícia Federal — Passaporte", "https://www.gov.br/pf/pt-br/assuntos/passaporte"),
  cnj: source("Conselho Nacional de Justiça — Resolução CNJ 131/2011", "https://www.cnj.jus.br"),
  eca: source(
    "Estatuto da Criança e do Adolescente (Lei 8.069/1990), arts. 83 a 85",
    "https://www.planalto.gov.br/ccivil_03/leis/l8069.htm",
  ),
  eNotariado: source("e-Notariado — Autorização Eletrônica de Viagem", "https://www.e-notariado.org.br"),
  schengenBorders: source(
    "Código de Fronteiras Schengen — Regulamento (UE) 2016/399",
    "https://eur-lex.europa.eu/eli/reg/2016/399/oj",
  ),
  travelEurope: source("União Europeia — Travel Europe (EES e ETIAS)", "https://travel-europe.europa.eu"),
  argentina: source(
    "Dirección Nacional de Migraciones (Argentina)",
    "https://www.argentina.gob.ar/interior/migraciones",
  ),
  chile: source("Servicio Nacional de Migraciones (Chile)", "https://serviciomigraciones.cl"),
  uruguay: source(
    "Ministerio de Relaciones Exteriores (Uruguai)",
    "https://www.gub.uy/ministerio-relaciones-exteriores",
  ),
  paraguay: source("Dirección General de Migraciones (Paraguai)", "https://www.migraciones.gov.py"),
  bolivia: source("Dirección General de Migración (Bolívia)", "https://www.migracion.gob.bo"),
  peru: source("Superintendencia Nacional de Migraciones (Peru)", "https://www.gob.pe/migraciones"),
  ecuador: source("Ministerio de Relaciones Exteriores y Movilidad Humana (Equador)", "https://www.cancilleria.gob.ec"),
  colombia: source("Migración Colombia (Check-MIG)", "https://www.migracioncolombia.gov.co"),
  venezuela: source("SAIME (Venezuela)", "https://www.saime.gob.ve"),
  usa: source(
    "U.S. Department of State — Visitor Visa",
    "https://travel.state.gov/content/travel/en/us-visas/tourism-visit/visitor.html",
  ),
  canada: source(
    "Government of Canada — Electronic Travel Authorization (eTA)",
    "https://www.canada.ca/en/immigration-refugees-citizenship/services/visit-canada/eta.html",
  ),
  mexico: source("Secretaría de Relaciones Exteriores (México)", "https://www.gob.mx/sre"),
  uk: source(
    "GOV.UK — Electronic Travel Authorisation (ETA)",
    "https://www.gov.uk/guidance/apply-for-an-electronic-travel-authorisation-eta",
  ),
  ireland: source("Irish Immigration Service Delivery", "https://www.irishimmigration.ie"),
  cuba: source("D'Viajeros — Governo de Cuba", "https://www.dviajeros.mitrans.gob.cu"),
  dominicanRepublic: source(
    "Dirección General de Migración — e-Ticket (República Dominicana)",
    "https://eticket.migracion.gob.do",
  ),
  panama: source("Servicio Nacional de Migración (Panamá)", "https://www.migracion.gob.pa"),
  costaRica: source("Dirección General de Migración y Extranjería (Costa Rica)", "https://www.migracion.go.cr"),
  japan: source("Embaixada do Japão no Brasil", "https://www.br.emb-japan.go.jp"),
  china: source("Embaixada da China no Brasil", "http://br.china-embassy.gov.cn"),
  india: source("Government of India — e-Visa", "https://indianvisaonline.gov.in"),
  thailand: source("Thailand Digital Arrival Card (TDAC) — Imigração da Tailândia", "https://tdac.immigration.go.th"),
  korea: source("K-ETA — Korea Electronic Travel Authorization", "https://www.k-eta.go.kr"),
  uae: source("Portal oficial do governo dos Emirados Árabes Unidos", "https://u.ae"),
  qatar: source("Visit Qatar — requisitos de entrada", "https://visitqatar.com"),
  egypt: source("Egypt e-Visa Portal", "https://visa2egypt.gov.eg"),
  turkey: source("Ministério das Relações Exteriores da Turquia", "https://www.mfa.gov.tr"),
  israel: source("ETA-IL — Autoridade de População e Imigração de Israel", "https://israel-entry.piba.gov.il"),
  morocco: source("Consulados do Reino do Marrocos", "https://www.consulat.ma"),
  southAfrica: source("Department of Home Affairs (África do Sul)", "https://www.dha.gov.za"),
  australia: source("Australian Government — Department of Home Affairs", "https://immi.homeaffairs.gov.au"),
  newZealand: source("Immigration New Zealand — NZeTA", "https://www.immigration.govt.nz"),
  russia: source("Ministério das Relações Exteriores da Rússia", "https://www.mid.ru"),
} as const satisfies Record<string, Source>;
