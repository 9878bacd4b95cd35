import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeBcb, type FakeBcb } from "#tests/fake-bcb";
import { DATABASES, useDatabase } from "#tests/postgres";
import { createMarketDataModule, type MarketDataModule, type MarketDataOptions } from ".";
import { PTAX_CURRENCIES } from "./olinda";

/** 26 November 2026, 10:00 in Brasília: the newest closing bulletin due is the 25th's. */
const morning = new Date("2026-11-26T10:00:00-03:00");

function capturedLogger() {
  const lines: { level: number; msg: string; problems?: string[] }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

describe.each(DATABASES)("Banco Central data on $name", ({ postgres: usesPostgres }) => {
  const postgres = useDatabase(usesPostgres);
  let fake: FakeBcb;
  let env: {
    BCB_OLINDA_URL: string;
    BCB_DOWNLOAD_URL: string;
    BCB_SGS_URL: string;
    DATA_DIR: string;
    DATABASE_URL: string | undefined;
  };
  const modules: MarketDataModule[] = [];

  beforeEach(async () => {
    fake = await startFakeBcb();
    env = {
      BCB_OLINDA_URL: fake.url,
      BCB_DOWNLOAD_URL: fake.url,
      BCB_SGS_URL: fake.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "bcb-")),
      DATABASE_URL: await postgres()?.createDatabase(),
    };
  });
  afterEach(async () => {
    await Promise.all(modules.splice(0).map((module) => module.stop()));
    await fake?.close();
  });

  async function open(now = morning, logger = pino({ level: "silent" }), options: MarketDataOptions = {}) {
    const module = await createMarketDataModule(env, logger, { now: () => now, ...options });
    modules.push(module);
    return module;
  }

  it("starts empty, then stores the closing quotes and twelve months of indices, and keeps them across a restart", async () => {
    const first = await open();
    expect(first.current()).toEqual({ quotes: null, indices: null });
    expect(first.health()).toEqual({
      newestQuoteDate: null,
      oldestQuoteDate: null,
      newestQuoteAgeSeconds: null,
      indicesThrough: null,
    });
    const before = first.version();

    await first.refresh();
    const { quotes, indices } = first.current();
    // The closing bulletin of the 25th ("Fechamento PTAX"), not the opening or intermediate ones, nor the 24th's.
    expect(quotes?.date).toBe("2026-11-25");
    expect(quotes?.rates.USD).toEqual({ buy: 5.3312, sell: 5.3318, date: "2026-11-25" });
    expect(quotes?.rates.JPY).toEqual({ buy: 0.03402, sell: 0.03404, date: "2026-11-25" });
    // The pesos Olinda lacks come from the day's closing file of every currency.
    expect(quotes?.rates.ARS).toEqual({ buy: 0.003669, sell: 0.003671, date: "2026-11-25" });
    expect(quotes?.rates.MXN).toEqual({ buy: 0.2905, sell: 0.2907, date: "2026-11-25" });
    expect(Object.keys(quotes?.rates ?? {}).sort()).toEqual([
      "ARS",
      "CAD",
      "CHF",
      "CLP",
      "EUR",
      "GBP",
      "JPY",
      "MXN",
      "USD",
    ]);
    // November 2026 is not over: the twelve months end in October.
    expect(indices?.months.map((month) => month.month)).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    // The poupança of a month is the yield of deposits made on its 1st (0,6711 % for 1 October), not of other days.
    expect(indices?.months.at(-1)).toEqual({ month: "2026-10", poupanca: 0.6711, cdi: 1.14, selic: 1.15, ipca: 0.29 });
    expect(first.version()).not.toBe(before);
    // Published at 13:05 on the 25th: 20 h 55 min before 10:00 on the 26th.
    expect(first.health()).toEqual({
      newestQuoteDate: "2026-11-25",
      oldestQuoteDate: "2026-11-25",
      newestQuoteAgeSeconds: 20 * 3600 + 55 * 60,
      indicesThrough: "2026-10",
    });

    const asked = fake.requests.find((request) => request.includes("USD"))!;
    expect(decodeURIComponent(asked)).toBe(
      "/olinda/servico/PTAX/versao/v1/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)" +
        "?@moeda='USD'&@dataInicial='11-16-2026'&@dataFinalCotacao='11-26-2026'&$format=json" +
        "&$select=cotacaoCompra,cotacaoVenda,dataHoraCotacao,tipoBoletim",
    );
    expect(fake.requests).toContain(
      "/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/09/2025&dataFinal=26/11/2026",
    );
    // The 26th's bulletin is not out at 10:00: the file of the 25th, Olinda's newest bulletin, is the one asked.
    expect(fake.requests.filter((request) => request.startsWith("/Download/"))).toEqual([
      "/Download/fechamento/20261125.csv",
    ]);

    await first.stop();
    modules.splice(modules.indexOf(first), 1);
    const again = await open();
    expect(again.current()).toEqual({ quotes, indices });
  });

  it("keeps the last stored values when the service fails, and says so once until it answers again", async () => {
    const { logger, lines } = capturedLogger();
    const module = await open(morning, logger);
    await module.refresh();
    const stored = module.current();

    fake.mode = "down";
    await module.refresh();
    fake.mode = "garbage";
    await module.refresh();
    expect(module.current()).toEqual(stored);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toBe(
      "Banco Central data not fetched: the pages keep the last stored values, with their dates, and it is retried",
    );
    expect(warnings[0]?.problems).toContain(`PTAX USD: ${new URL(fake.url).host} answered 503`);

    fake.mode = "up";
    await module.refresh();
    expect(lines.filter((line) => line.msg === "Banco Central data fetched again")).toHaveLength(1);
  });

  it("keeps a currency's stored quote, with its date, when only its fetch fails, and retries it within minutes", async () => {
    // The module's clock and timer, moved by the test: each planned fetch waits until the test runs it.
    let clock = new Date("2026-11-25T10:00:00-03:00");
    const planned: { run: () => void; delayMs: number }[] = [];
    const setTimer = (run: () => void, delayMs: number) => {
      planned.push({ run, delayMs });
      return () => undefined;
    };
    const { logger, lines } = capturedLogger();
    const module = await open(clock, logger, { now: () => clock, setTimer });

    // The morning of the 25th: the 24th's bulletin is the newest out.
    fake.publishedThrough = "2026-11-24";
    await module.refresh();
    expect(module.current().quotes?.rates.EUR).toEqual({ buy: 6.1702, sell: 6.1729, date: "2026-11-24" });

    // 14:00: the 25th's bulletin is out, but Olinda answers 503 for the euro alone.
    clock = new Date("2026-11-25T14:00:00-03:00");
    fake.publishedThrough = null;
    fake.unavailable.add("EUR");
    const before = module.version();
    module.start();
    await expect.poll(() => planned.length).toBe(1);
    const { quotes } = module.current();
    expect(quotes?.date).toBe("2026-11-25");
    expect(quotes?.rates.USD?.date).toBe("2026-11-25");
    // The euro keeps its real quote of the 24th (not the simulated table), dated.
    expect(quotes?.rates.EUR).toEqual({ buy: 6.1702, sell: 6.1729, date: "2026-11-24" });
    expect(module.version()).not.toBe(before);
    expect(module.health()).toMatchObject({ newestQuoteDate: "2026-11-25", oldestQuoteDate: "2026-11-24" });
    const warning = lines.find((line) => line.level === 40);
    expect(warning?.problems).toEqual([`PTAX EUR: ${new URL(fake.url).host} answered 503`]);
    // Tried again 5 minutes later, not at 13:30 of the next business day.
    expect(planned[0]?.delayMs).toBe(5 * 60_000);

    // 14:05, still failing: 10 minutes.
    clock = new Date("2026-11-25T14:05:00-03:00");
    planned[0]?.run();
    await expect.poll(() => planned.length).toBe(2);
    expect(planned[1]?.delayMs).toBe(10 * 60_000);

    // 14:15, Olinda answers again: the euro's quote of the 25th is stored and shown, and the next fetch is
    // tomorrow's bulletin.
    clock = new Date("2026-11-25T14:15:00-03:00");
    fake.unavailable.clear();
    const stale = module.version();
    planned[1]?.run();
    await expect.poll(() => planned.length).toBe(3);
    expect(module.current().quotes?.rates.EUR).toEqual({ buy: 6.1641, sell: 6.1668, date: "2026-11-25" });
    expect(module.version()).not.toBe(stale);
    expect(module.health()).toMatchObject({ oldestQuoteDate: "2026-11-25" });
    expect(planned[2]?.delayMs).toBe(Date.parse("2026-11-26T13:30:00-03:00") - clock.getTime());
    expect(lines.filter((line) => line.msg === "Banco Central data fetched again")).toHaveLength(1);
  });

  it("keeps the pesos' stored quotes, dated, while the closing file fails, and says why", async () => {
    const { logger, lines } = capturedLogger();
    let clock = new Date("2026-11-25T10:00:00-03:00");
    const module = await open(clock, logger, { now: () => clock });
    fake.publishedThrough = "2026-11-24";
    await module.refresh();
    expect(module.current().quotes?.rates.CLP).toEqual({ buy: 0.005691, sell: 0.005695, date: "2026-11-24" });

    // 14:00: the 25th's bulletins are out, but the download host answers 503.
    clock = new Date("2026-11-25T14:00:00-03:00");
    fake.publishedThrough = null;
    fake.unavailable.add("fechamento");
    await module.refresh();
    const { quotes } = module.current();
    expect(quotes?.date).toBe("2026-11-25");
    expect(quotes?.rates.CLP).toEqual({ buy: 0.005691, sell: 0.005695, date: "2026-11-24" });
    expect(module.health()).toMatchObject({ newestQuoteDate: "2026-11-25", oldestQuoteDate: "2026-11-24" });
    const host = new URL(fake.url).host;
    expect(lines.find((line) => line.level === 40)?.problems).toEqual([`PTAX closing file: ${host} answered 503`]);

    // Back again: the 25th's file.
    fake.unavailable.clear();
    await module.refresh();
    expect(module.current().quotes?.rates.CLP).toEqual({ buy: 0.00568, sell: 0.005684, date: "2026-11-25" });
    expect(module.health()).toMatchObject({ oldestQuoteDate: "2026-11-25" });
  });

  it("reads the closing file only at its documented address, and calls ten days without one a failure", async () => {
    // What the download host refuses, the fake refuses: a weekend, a holiday, another name, an impossible date.
    for (const name of ["20261128.csv", "20261120.csv", "2026-11-25.csv", "20261125.txt", "20260230.csv"])
      expect((await fetch(`${fake.url}/Download/fechamento/${name}`)).status).toBe(404);
    const file = await fetch(`${fake.url}/Download/fechamento/20261125.csv`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain("25/11/2026;741;A;MXN;0,29050000;0,29070000;18,34100000;18,34900000");

    // Without Olinda's bulletins, the file is looked for back from today: three weeks after the last recorded file,
    // none is found in ten days.
    for (const currency of PTAX_CURRENCIES) fake.unavailable.add(currency);
    const asked = fake.requests.length;
    const { logger, lines } = capturedLogger();
    const module = await open(new Date("2026-12-16T15:00:00-03:00"), logger);
    await module.refresh();
    expect(module.current().quotes?.rates.ARS).toBeUndefined();
    expect(lines.find((line) => line.level === 40)?.problems).toContain(
      `PTAX closing file: ${new URL(fake.url).host} has no closing file in the 10 days up to 2026-12-16`,
    );
    // Only business days are asked: 16, 15, 14, 11, 10, 9, 8 and 7 December.
    expect(fake.requests.slice(asked).filter((request) => request.startsWith("/Download/")).length).toBe(8);
  });

  it("reads the closing file of Olinda's newest bulletin, however long ago it was", async () => {
    // The bulletin of 25 November is the newest Olinda gives three weeks later (a long outage of the bulletins):
    // the pesos come from that day's file, asked first, not from ten days of 404s counted back from today.
    const asked = fake.requests.length;
    const module = await open(new Date("2026-12-16T15:00:00-03:00"));
    await module.refresh();
    expect(module.current().quotes?.rates.ARS).toEqual({ buy: 0.003669, sell: 0.003671, date: "2026-11-25" });
    expect(fake.requests.slice(asked).filter((request) => request.startsWith("/Download/"))).toEqual([
      "/Download/fechamento/20261125.csv",
    ]);
  });

  it("fetches at start only when what it has is older than the last business day's bulletin", async () => {
    const module = await open();
    module.start();
    await expect.poll(() => module.current().quotes?.date).toBe("2026-11-25");
    const asked = fake.requests.length;

    // Friday the 27th before 13:30: the 26th's bulletin is due, and missing.
    const friday = await open(new Date("2026-11-27T09:00:00-03:00"));
    expect(friday.current().quotes?.date).toBe("2026-11-25");
    friday.start();
    await expect.poll(() => fake.requests.length).toBeGreaterThan(asked);

    // Friday's fetch asks for several things: its requests are all counted once it has finished.
    await friday.stop();

    // The same morning as the first fetch: nothing is missing, nothing is asked.
    const settled = fake.requests.length;
    const later = await open();
    later.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests.length).toBe(settled);
  });
});
