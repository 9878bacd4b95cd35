import { existsSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isBusinessDay } from "#server/bcb/business-days";

/**
 * A stand-in for the Banco Central's services on 127.0.0.1 (BCB_OLINDA_URL, BCB_DOWNLOAD_URL and BCB_SGS_URL
 * point at it): recorded answers of the PTAX OData service (CotacaoMoedaPeriodo, bulletins of 24 and 25 November
 * 2026), of the daily closing files of every currency (/Download/fechamento/YYYYMMDD.csv, same days) and of the
 * SGS series API (fixtures/bcb/), in the formats the services document. A currency the service does not publish
 * gets an empty list, as OData answers; a closing file is refused (404) as the download host refuses it: a
 * name that is not YYYYMMDD.csv of a real date, a weekend or holiday, a day not recorded or not out yet.
 * `mode` makes it fail, `unavailable` fails one currency (or "fechamento", the closing files),
 * `publishedThrough` holds back the bulletins of later days (not out yet).
 */
export interface FakeBcb {
  url: string;
  /** Every path and query asked, in order. */
  requests: string[];
  /** "up": recorded answers; "down": 503 for everything; "garbage": 200 with HTML. */
  mode: "up" | "down" | "garbage";
  /**
   * Currencies whose PTAX requests get 503 while the others are answered, as Olinda sometimes does; "fechamento":
   * the closing files get 503.
   */
  unavailable: Set<string>;
  /** The last day whose bulletins are published ("2026-11-24"); null: every recorded day. */
  publishedThrough: string | null;
  close(): Promise<void>;
}

const fixtures = join(fileURLToPath(new URL(".", import.meta.url)), "fixtures", "bcb");
const PTAX_PATH =
  "/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)";

interface Bulletins {
  value: { dataHoraCotacao: string }[];
}

const CLOSING_FILE = /^\/Download\/fechamento\/(\d{4})(\d{2})(\d{2})\.csv$/;

/** The recorded closing file of a day, or 404 for what the download host has no file for. */
function closingFile(fake: FakeBcb, path: string): { status: number; body: string } {
  const [, year, month, day] = CLOSING_FILE.exec(path) ?? [];
  const date = `${year}-${month}-${day}`;
  const noon = new Date(`${date}T12:00:00Z`);
  const real = year !== undefined && !Number.isNaN(noon.getTime()) && noon.toISOString().startsWith(date);
  if (!real || !isBusinessDay(date)) return { status: 404, body: "" };
  if (fake.unavailable.has("fechamento")) return { status: 503, body: "" };
  const file = join(fixtures, `fechamento-${year}${month}${day}.csv`);
  if (!existsSync(file) || (fake.publishedThrough !== null && date > fake.publishedThrough))
    return { status: 404, body: "" };
  return { status: 200, body: readFileSync(file, "latin1") };
}

function answer(fake: FakeBcb, path: string, query: URLSearchParams): { status: number; body: string } {
  if (path.startsWith("/Download/fechamento/")) return closingFile(fake, path);
  if (decodeURIComponent(path) === PTAX_PATH) {
    const currency = (query.get("@moeda") ?? "").replace(/'/g, "");
    if (fake.unavailable.has(currency)) return { status: 503, body: "" };
    const file = join(fixtures, `ptax-${currency}.json`);
    if (!existsSync(file)) return { status: 200, body: JSON.stringify({ "@odata.context": "fake", value: [] }) };
    const recorded = JSON.parse(readFileSync(file, "utf8")) as Bulletins;
    const through = fake.publishedThrough;
    const value = recorded.value.filter((bulletin) => !through || bulletin.dataHoraCotacao.slice(0, 10) <= through);
    return { status: 200, body: JSON.stringify({ ...recorded, value }) };
  }
  const series = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(path)?.[1];
  if (series && query.get("formato") === "json") {
    const file = join(fixtures, `sgs-${series}.json`);
    if (existsSync(file)) return { status: 200, body: readFileSync(file, "utf8") };
    return { status: 404, body: JSON.stringify({ error: "Value(s) not found" }) };
  }
  return { status: 404, body: "{}" };
}

export async function startFakeBcb(port = 0): Promise<FakeBcb> {
  const requests: string[] = [];
  const fake: FakeBcb = {
    url: "",
    requests,
    mode: "up",
    unavailable: new Set(),
    publishedThrough: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(`${url.pathname}${url.search}`);
    if (fake.mode === "down") return res.writeHead(503).end();
    if (fake.mode === "garbage")
      return res.writeHead(200, { "Content-Type": "text/html" }).end("<html>manutenção</html>");
    const { status, body } = answer(fake, url.pathname, url.searchParams);
    if (status === 503) return res.writeHead(503).end();
    if (url.pathname.startsWith("/Download/"))
      return res.writeHead(status, { "Content-Type": "text/csv; charset=windows-1252" }).end(body, "latin1");
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

// `node --import tsx tests/fake-bcb.ts` (the e2e suite's second web server): serves on FAKE_BCB_PORT until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeBcb(Number(process.env.FAKE_BCB_PORT ?? 0));
  console.log(`fake Banco Central on ${fake.url}`);
}
