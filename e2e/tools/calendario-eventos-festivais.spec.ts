import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

const path = "/ferramentas/calendario-eventos-festivais";
const icsPath = `${path}/evento.ics`;

async function showFebruary2027InTheNortheast(page: Page) {
  await page.getByLabel("Ano").fill("2027");
  await page.getByLabel("Mês").selectOption({ label: "Fevereiro" });
  await page.getByLabel("Região dos festivais").selectOption("Nordeste");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/\?ano=2027&mes=2&uf=&regiao=Nordeste$/);
  // Easter 2027 is 28 March: Carnaval Monday and Tuesday are 8 and 9 February, a four-day weekend from the 6th.
  const weekends = page.getByRole("region", { name: "Feriadões de fevereiro de 2027" });
  await expect(weekends.getByRole("heading", { level: 3 })).toHaveText(["6 a 9 de fevereiro"]);
  const festivals = page.getByRole("region", { name: "Festivais e eventos de fevereiro de 2027" });
  await expect(festivals.getByRole("heading", { name: "Carnaval de Salvador" })).toBeVisible();
  await expect(festivals.getByRole("heading", { name: "Carnaval do Rio de Janeiro" })).toHaveCount(0);
}

test("the page names the year it shows, ships no script, and filters with JavaScript on", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(path);
  const year = String(new Date().getFullYear());
  await expect(page.getByText(`Mostrando ${year}`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `Feriadões de ${year}` })).toBeVisible();
  await expect(page.getByText(/Atualizado em \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  await showFebruary2027InTheNortheast(page);
  expect(scripts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor filters by year, month and region", async ({ sharedPage: page }) => {
    await page.goto(path);
    await showFebruary2027InTheNortheast(page);
  });

  test("'Adicionar à agenda' downloads the event as an .ics file", async ({ sharedPage: page }) => {
    await page.goto(`${path}?ano=2027&mes=2&regiao=Nordeste`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Carnaval de Salvador" }) });
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: /Adicionar à agenda/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("carnaval-de-salvador-2027.ics");
    const body = await readFile(await download.path(), "utf8");
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain("SUMMARY:Carnaval de Salvador\r\n");
    // Thursday 4 to Ash Wednesday 10 February; DTEND is the day after the last.
    expect(body).toContain("DTSTART;VALUE=DATE:20270204\r\n");
    expect(body).toContain("DTEND;VALUE=DATE:20270211\r\n");
  });
});

test("the .ics route answers a state holiday as a calendar attachment, and an unknown event with 404", async ({
  request,
}) => {
  const response = await request.get(`${icsPath}?tipo=feriado&id=sp-revolucao-constitucionalista&ano=2027&uf=SP`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar;charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(
    'attachment; filename="revolucao-constitucionalista-de-1932-2027.ics"',
  );
  const body = await response.text();
  expect(body).toContain("DTSTART;VALUE=DATE:20270709\r\n");
  expect(body).toContain("LOCATION:São Paulo\\, Brasil\r\n");
  expect(body.trimEnd().endsWith("END:VCALENDAR")).toBe(true);

  const missing = await request.get(`${icsPath}?tipo=festival&id=festa-inexistente&ano=2027`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain("Evento não encontrado.");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain("evento.ics");
});
