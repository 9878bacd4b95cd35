import type { Page, Route } from "@playwright/test";
import { expect, expectNoA11yViolations, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/o-que-fazer-perto-de-mim";
const interpreter = "https://overpass-api.de/api/interpreter";

/** Praça da Sé, São Paulo. */
const se = { latitude: -23.5503, longitude: -46.6339 };

const places = {
  elements: [
    { type: "node", id: 11, lat: -23.548, lon: -46.6325, tags: { tourism: "museum", name: "Pateo do Collegio" } },
    {
      type: "way",
      id: 22,
      center: { lat: -23.5466, lon: -46.629 },
      tags: { leisure: "park", name: "Parque Dom Pedro II" },
    },
    {
      type: "node",
      id: 33,
      lat: -23.5458,
      lon: -46.6344,
      tags: { tourism: "viewpoint", name: "Mirante do Farol Santander" },
    },
  ],
};

const cities = {
  elements: [
    {
      type: "node",
      id: 44,
      lat: se.latitude,
      lon: se.longitude,
      tags: { place: "city", name: "São Paulo", population: "11451245" },
    },
  ],
};

/*
 * Journeys through the real browser (its geolocation and permission prompt, the network, the URL). Empty
 * areas, unknown cities, time-outs and failures are checked once, in nearby-places.test.tsx and nearby-api.test.ts.
 */

type Answer = (route: Route, query: string) => Promise<void>;

/** Answers the Overpass calls like the public server would; nothing reaches the internet. */
async function overpass(page: Page, answer: Answer) {
  await page.route(interpreter, async (route) => {
    const query = new URLSearchParams(route.request().postData() ?? "").get("data") ?? "";
    await answer(route, query);
  });
}

const realistic: Answer = (route, query) => {
  if (query.includes('["place"')) return route.fulfill({ json: /s\(a\|á/.test(query) ? cities : { elements: [] } });
  return route.fulfill({ json: /\(around:\d+,-23\.550,-46\.634\)/.test(query) ? places : { elements: [] } });
};

test.beforeEach(async ({ page }) => {
  await page.route(/overpass-api\.de/, (route) => route.abort("blockedbyclient"));
});

test("with permission, the visitor's position lists the places nearest first, filterable, with map links", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation(se);
  await overpass(page, realistic);
  await gotoHydrated(page, path);
  await page.getByRole("button", { name: "Usar minha localização" }).click();

  await expect(page.getByRole("status", { name: "Situação da busca" })).toHaveText(
    "3 lugares encontrados perto de você, num raio de 5 km.",
  );
  const cards = page.getByRole("heading", { level: 3 });
  // About 290 m, 500 m and 650 m from Praça da Sé.
  await expect(cards).toHaveText(["Pateo do Collegio", "Mirante do Farol Santander", "Parque Dom Pedro II"]);
  await expect(page.getByRole("link", { name: /^Ver no mapa\W+Pateo do Collegio/ })).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/node/11",
  );
  await page.getByText("Parques e natureza (1)").click();
  await expect(cards).toHaveText(["Parque Dom Pedro II"]);
  await expect(page.getByText("colaboradores do OpenStreetMap")).toBeVisible();
  // The answer is drawn in the page, never a page of its own: the a11y sweep cannot load it, so it is judged here.
  await expectNoA11yViolations(page, `${path} with places found`);
});

test("a denied permission is explained", async ({ page }) => {
  await overpass(page, realistic);
  await gotoHydrated(page, path);
  await page.getByRole("button", { name: "Usar minha localização" }).click();
  await expect(page.getByRole("alert")).toHaveText("Permita o acesso à sua localização ou digite uma cidade.");
});

test("a typed city goes into a shareable link", async ({ page }) => {
  await overpass(page, realistic);
  await gotoHydrated(page, path);
  await page.getByLabel("Cidade").fill("São Paulo");
  await page.getByLabel("Distância").selectOption("10000");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\?cidade=S%C3%A3o\+Paulo&raio=10000$/);
  await expect(page.getByRole("status", { name: "Situação da busca" })).toHaveText(
    "3 lugares encontrados perto de São Paulo, num raio de 10 km.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says the tool needs JavaScript", async ({ sharedPage: page }) => {
    await page.goto(path);
    // Playwright's text queries skip <noscript>, so the notice is found by its element.
    const notice = page.locator("noscript p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Esta ferramenta precisa de JavaScript");
  });
});
