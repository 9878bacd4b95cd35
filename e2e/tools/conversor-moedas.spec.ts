import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#tests/http";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/conversor-moedas";
const ptax = "Cotação PTAX de 25/11/2026 (fechamento, Banco Central)";

/** Text as the page prints it, matching any kind of space. */
function text(value: string): RegExp {
  return new RegExp(value.replace(/[.$()]/g, "\\$&").replace(/ /g, "\\s"));
}

// The test server fetched the closing bulletin of 25 November 2026 from the fake Banco Central (tests/fixtures/bcb).
test("a visitor types an amount and gets the conversion at the day's PTAX, with its source and a link", async ({
  page,
}) => {
  await gotoHydrated(page, path);
  await page.clock.install({ time: new Date("2026-11-26T15:04:00-03:00") });
  await page.clock.pauseAt(new Date("2026-11-26T15:04:05-03:00"));

  const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
  await expect(result).toBeEmpty();
  await expect(page.getByText(/Taxas simuladas/)).toHaveCount(0);
  await expect(page.getByText(text(`${ptax}: a conversão usa a taxa de venda`))).toBeVisible();

  await page.getByLabel("Valor").fill("1.000,50");
  // Half a second of typing pause, then a second of "Convertendo..." (timed step by step in currency-converter.test.tsx).
  await page.clock.runFor(1500);
  // 1.000,50 × 5,3318, the dollar's PTAX sell rate.
  await expect(result).toContainText(text("R$ 5.334,47"));
  await expect(result).toContainText("1 USD = 5,3318 BRL");
  await expect(result).toContainText("1 BRL = 0,1876 USD");
  await expect(result).toContainText(ptax);
  await expect(result).toContainText(text("USD: compra R$ 5,3312 · venda R$ 5,3318"));
  await expect(page).toHaveURL(/\?valor=1\.000%2C50&de=USD&para=BRL$/);
  await expect(result.getByRole("button", { name: "Copiar link" })).toBeVisible();
  await page.clock.resume();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Converter asks the server, at once, and the address reproduces the conversion", async ({ page, context }) => {
    await page.goto(path);
    await page.getByLabel("Valor").fill("250");
    await page.getByRole("combobox", { name: "De" }).selectOption("GBP");
    await page.getByRole("combobox", { name: "Para" }).selectOption("BRL");
    await page.getByRole("button", { name: "Converter" }).click();

    // 250 × 7,0239.
    const result = page.getByRole("status", { name: "Resultado" });
    await expect(result).toContainText(text("R$ 1.755,98"));
    await expect(result).toContainText("1 GBP = 7,0239 BRL");
    await expect(result).toContainText(ptax);
    await expect(page).toHaveURL(/\?valor=250&de=GBP&para=BRL$/);

    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("status", { name: "Resultado" })).toContainText(text("R$ 1.755,98"));
    await expect(fresh.getByRole("combobox", { name: "De" })).toHaveValue("GBP");
  });
});

test("a shared conversion opens with its result, beside the six main currencies in reais, buy and sell", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, `${path}?valor=50&de=CHF&para=USD`);
  // Through the real: 50 × 6,6336 ÷ 5,3318.
  await expect(page.getByRole("status", { name: "Resultado" })).toContainText(text("US$ 62,21"));
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);

  const panel = page.getByRole("complementary", { name: "Moedas principais" });
  await expect(panel).toContainText(ptax);
  const rows = panel.getByRole("listitem");
  await expect(rows).toHaveCount(6);
  await expect(rows.nth(0)).toContainText("BRL");
  await expect(rows.nth(1)).toContainText(/USD.*Dólar americano.*compra\sR\$\s5,3312.*venda\sR\$\s5,3318/);
  await expect(rows.nth(2)).toContainText(text("venda R$ 6,1668"));
  // The Chilean peso, which Olinda lacks, from the day's closing file of every currency.
  await expect(rows.nth(5)).toContainText(/CLP.*Peso chileno.*compra\sR\$\s0,00568.*venda\sR\$\s0,005684/);
  await expect(panel).not.toContainText("simulada");
});

// The fake's closing file of 25 November 2026 (tests/fixtures/bcb/fechamento-20261125.csv).
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the Argentine, Chilean and Mexican pesos convert at the Banco Central's closing rates, dated", async ({
      page,
    }) => {
      const cases = [
        // 100 ÷ 0,2907; 100 × 5,3318 ÷ 0,003671; 10.000 × 0,003671 ÷ 0,005684.
        {
          query: "valor=100&de=BRL&para=MXN",
          result: "MX$ 344,00",
          quotes: ["MXN: compra R$ 0,2905 · venda R$ 0,2907"],
        },
        {
          query: "valor=100&de=USD&para=ARS",
          result: "ARS$ 145.241,08",
          quotes: ["ARS: compra R$ 0,003669 · venda R$ 0,003671"],
        },
        {
          query: "valor=10.000&de=ARS&para=CLP",
          result: "CLP$ 6.458,48",
          quotes: ["ARS: compra R$ 0,003669 · venda R$ 0,003671", "CLP: compra R$ 0,00568 · venda R$ 0,005684"],
        },
      ];
      for (const { query, result: expected, quotes } of cases) {
        await page.goto(`${path}?${query}`);
        const result = page.getByRole("status", { name: "Resultado", includeHidden: true });
        await expect(result).toContainText(text(expected));
        await expect(result).toContainText(ptax);
        for (const quote of quotes) await expect(result).toContainText(text(quote));
        await expect(result).not.toContainText("simulada");
        await expect(result).not.toContainText("indisponível");
      }
    });
  });
}

test("the page is rendered with the stored quotes, never prerendered, and cached like a result", async ({
  request,
}) => {
  const response = await request.get(path);
  expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=600, must-revalidate");
  expect(response.headers()["etag"]).toBeTruthy();
  expect(await response.text()).toContain(ptax);

  const data = await request.get("/api/indicadores");
  expect(data.headers()["cache-control"]).toBe("public, max-age=3600");
  const body = (await data.json()) as { quotes: { date: string; rates: Record<string, unknown> } };
  expect(body.quotes.date).toBe("2026-11-25");
  expect(body.quotes.rates.USD).toEqual({ buy: 5.3312, sell: 5.3318, date: "2026-11-25" });

  const health = (await (await request.get("/healthz")).json()) as { marketData: { newestQuoteDate: string } };
  expect(health.marketData).toMatchObject({ newestQuoteDate: "2026-11-25", indicesThrough: "2026-10" });
});

test("with the Banco Central never reached, the converter keeps the table's own pairs, marked, and no other number", async ({
  playwright,
  browser,
}) => {
  const port = await freePort();
  const unreachable = `http://127.0.0.1:${await freePort()}`;
  const child = spawn(process.execPath, [join(process.env.BUILD_DIR ?? "build", "node/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATA_DIR: mkdtempSync(join(tmpdir(), "bcb-offline-")),
      BCB_OLINDA_URL: unreachable,
      BCB_DOWNLOAD_URL: unreachable,
      BCB_SGS_URL: unreachable,
    },
    stdio: "ignore",
  });
  try {
    const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await expect
      .poll(async () => (await request.get("/healthz").catch(() => null))?.status(), { timeout: 30_000 })
      .toBe(200);
    const html = await (await request.get(`${path}?valor=100&de=USD&para=BRL`)).text();
    expect(html).toMatch(text("R$ 500,00"));
    expect(html).toContain(
      "Taxas simuladas, apenas para referência. Antes de comprar moeda ou pagar no cartão, confira a cotação do dia no seu banco ou casa de câmbio.",
    );
    expect(html).not.toContain("PTAX de");

    // No quote ever fetched: the pairs the table does not name have no number, only what is missing.
    for (const javaScriptEnabled of [false, true]) {
      const page = await browser.newPage({ javaScriptEnabled });
      for (const [from, to] of [
        ["BRL", "MXN"],
        ["USD", "ARS"],
        ["ARS", "CLP"],
      ]) {
        await page.goto(`http://127.0.0.1:${port}${path}?valor=100&de=${from}&para=${to}`);
        const result = page.getByRole("status", { name: "Resultado" });
        await expect(result).toContainText("Cotação indisponível");
        await expect(result).toContainText(`(${from}) em`);
        await expect(result).not.toContainText(/\d/);
      }
      await page.close();
    }
    await request.dispose();
  } finally {
    child.kill("SIGTERM");
  }
});
