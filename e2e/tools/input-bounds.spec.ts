import { toolSlugs, type ToolSlug } from "#app/features/tools/tool-definitions";
import { expect, test } from "../fixtures";

/**
 * Every tool asked for the most it accepts, from its address (what a link,
 * a crawler or an attacker can send): the server answers a page of bounded
 * size, with the number of rows the bound allows; past the bound, the tool's
 * pt-BR message and nothing built (docs/decisions/028-…).
 */

/** The widest answer any tool gives: the 365-day itinerary and the two 420-row loan tables are about 300–350 KB. */
const MAX_PAGE_BYTES = 512 * 1024;

/** The largest number the calculators read, typed the Brazilian way. */
const HUGE = "9.999.999.999.999.999.999.999,99";

/** Keys a link could add to a page's query, as many as fit in the 16 KB of headers Node accepts. */
const JUNK = Array.from({ length: 1500 }, (_, index) => `k${index}=1`).join("&");

interface Widest {
  query: string;
  /** What the answer must show (rows built, or the limit's message). */
  check?: (html: string) => void;
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
/** Whether the page says `text` (React separates adjacent text with empty comments). */
const says = (html: string, text: string) => expect(html.replaceAll("<!-- -->", "").includes(text), text).toBe(true);
const dayCards = (html: string) => count(html, />Dia \d+</g);
const tableRows = (html: string) => count(html, /<tr[ >]/g);
/** The rows of the one table whose caption starts with `caption`. */
const rowsOfTable = (html: string, caption: string) =>
  tableRows(html.split("<table").find((table) => table.includes(`<caption class="sr-only">${caption}`)) ?? "");

/** Every tool (a missing one is a type error) with the queries that ask it for the most. */
const widest: Record<ToolSlug, Widest[]> = {
  "planejador-roteiro-viagem": [
    { query: "destino=x&inicio=2027-01-01&fim=2027-12-31", check: (html) => expect(dayCards(html)).toBe(365) },
    {
      query: "destino=x&inicio=2027-01-01&fim=2028-01-01",
      check: (html) => {
        says(html, "O roteiro vai até 365 dias, e essas datas somam 366 dias.");
        expect(dayCards(html)).toBe(0);
      },
    },
    {
      query: "destino=x&inicio=0100-01-01&fim=9999-12-31",
      check: (html) => {
        says(html, "essas datas somam 3.615.900 dias");
        expect(dayCards(html)).toBe(0);
      },
    },
  ],
  "calculadora-custo-viagem": [
    { query: `destino=x&dias=${HUGE}&viajantes=${HUGE}&estilo=luxo&distancia=${HUGE}&consumo=0,01&preco=${HUGE}` },
  ],
  "conversor-moedas": [{ query: `valor=${HUGE}&de=JPY&para=CLP` }],
  "checklist-bagagem-viagem": [
    {
      query:
        "destino=x&dias=999&clima=chuva&atividade=praia&atividade=montanha&atividade=cidade&atividade=negocios&atividade=formal",
      check: (html) => says(html, "Roupas extras (viagem longa)"),
    },
  ],
  "tradutor-frases-viagem": [{ query: "de=de&para=it&inverter=1" }],
  "calculadora-gorjetas": [{ query: `pais=canada&conta=${HUGE}&qualidade=excelente&pessoas=100` }],
  "conversor-medidas-tamanhos": [
    {
      query: `celsius=${HUGE}&km=${HUGE}&roupas-femininas-letras=br:GG&calcados-masculinos=us:10,5&${JUNK}`,
      // The theme forms' two, and nine forms each carrying the page's values it holds (four here) at most once.
      check: (html) => expect(count(html, /type="hidden"/g)).toBeLessThanOrEqual(2 + 9 * 4),
    },
  ],
  "o-que-fazer-perto-de-mim": [{ query: `cidade=${"São Paulo ".repeat(100)}&raio=20000` }],
  "calendario-eventos-festivais": [
    { query: "ano=2100&regiao=Nordeste&uf=BA" },
    { query: "ano=999999999", check: (html) => says(html, "O calendário vai de 2000 a 2100") },
  ],
  "verificador-documentos-viagem": [{ query: "destino=estados-unidos&menor=sim" }],
  "calculadora-roas": [{ query: `receita=${HUGE}&investimento=0,01&margem=100` }],
  "calculadora-cpa-maximo": [{ query: `ticket=${HUGE}&margem=100&lucro=0&compras=${HUGE}&conversao=100` }],
  "planejador-orcamento-anuncios": [
    { query: `meta=${HUGE}&ticket=0,01&conversao=0,01&modelo=cpm&custo=${HUGE}&ctr=0,01` },
  ],
  "calculadora-markup-margem": [{ query: `modo=preco&custo=${HUGE}&margem=99&comissao=0,5&taxa=0,25&impostos=0,24` }],
  "calculadora-juros-compostos": [
    {
      query: `inicial=${HUGE}&aporte=${HUGE}&taxa=1&anos=100`,
      // The year table; the comparison with the Banco Central's indices has rows of its own.
      check: (html) => expect(rowsOfTable(html, "Total investido, juros acumulados")).toBe(101),
    },
    {
      query: "inicial=1000&anos=1.000.000",
      check: (html) => {
        says(html, "O período vai até 100 anos.");
        expect(rowsOfTable(html, "Total investido, juros acumulados")).toBe(0);
      },
    },
  ],
  "calculadora-regra-de-tres": [{ query: `a=0,000001&b=${HUGE}&c=${HUGE}` }],
  "calculadora-porcentagem": [{ query: `modo=qual-porcentagem&x=${HUGE}&y=0,000001` }],
  "calculadora-imc-metabolismo": [{ query: `sexo=feminino&peso=${HUGE}&altura=0,01&idade=${HUGE}` }],
  "gerador-senhas-seguras": [{ query: "comprimento=1000000" }],
  "conversor-unidades": [{ query: `categoria=temperatura&valor=${HUGE}&de=kelvin&para=fahrenheit` }],
  "calculadora-emprestimos": [
    // Two tables (Price and SAC) of a row per month, with a header and a total each, and the comparison's five.
    { query: `valor=${HUGE}&taxa=${HUGE}&parcelas=420`, check: (html) => expect(tableRows(html)).toBe(2 * 422 + 5) },
    {
      query: "valor=1000&taxa=1&parcelas=1.000.000",
      check: (html) => {
        says(html, "O número de parcelas vai até 420");
        expect(tableRows(html)).toBe(0);
      },
    },
  ],
  "tabuada-online": [{ query: `tabuada=10&multiplicador=10&acertos=9999&resposta=${"9".repeat(8000)}` }],
  "consulta-cep-ddd-placa": [{ query: `cep=${"9".repeat(8000)}` }],
};

for (const slug of toolSlugs) {
  test(`${slug}: the widest query it accepts gets a page of bounded size`, async ({ request }) => {
    for (const { query, check } of widest[slug]) {
      const response = await request.get(`/ferramentas/${slug}?${query}`, {
        headers: { "Accept-Encoding": "identity" },
      });
      expect(response.status(), query.slice(0, 80)).toBe(200);
      const html = await response.text();
      expect(html.length, query.slice(0, 80)).toBeLessThan(MAX_PAGE_BYTES);
      check?.(html);
    }
  });
}
