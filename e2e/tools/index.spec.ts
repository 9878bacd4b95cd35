import { toolDefinitions, toolSlugs } from "#app/features/tools/tool-definitions";
import { toolPath } from "#app/features/tools/tool-path";
import { expect, test } from "../fixtures";

// The index is plain links: it ships no script, so it never hydrates.
test("the index links every defined tool, in three groups, and counts them", async ({ sharedPage: page }) => {
  await page.goto("/ferramentas");
  await expect(page.getByText(`${toolSlugs.length} ferramentas gratuitas, sem cadastro`)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ferramentas Essenciais para Viagens e Utilidades Online" }),
  ).toBeVisible();

  for (const [group, heading] of [
    ["viagem", "Para a sua viagem"],
    ["geral", "Utilidades do dia a dia"],
    ["vendas", "Para quem vende online"],
  ] as const) {
    const section = page.getByRole("region", { name: heading });
    const expected = toolSlugs.filter((slug) => toolDefinitions[slug].group === group);
    await expect(section.getByRole("link")).toHaveCount(expected.length);
    for (const slug of expected) {
      const card = section.getByRole("link", { name: new RegExp(toolDefinitions[slug].name) });
      await expect(card).toHaveAttribute("href", toolPath(slug));
      await expect(card).toContainText(toolDefinitions[slug].description);
    }
  }
  // A traveller looking for a percentage calculator meets the everyday utilities, not the sellers' calculators.
  const everyday = page.getByRole("region", { name: "Utilidades do dia a dia" });
  await expect(everyday.getByRole("link", { name: /Calculadora de ROAS/ })).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Para quem vende online" }).getByRole("link", { name: /Calculadora de ROAS/ }),
  ).toBeVisible();
});

test("every card's page exists, and a card opens its tool", async ({ page, request }) => {
  for (const slug of toolSlugs) {
    const response = await request.get(toolPath(slug));
    expect(response.status(), slug).toBe(200);
    expect(await response.text(), slug).toContain(toolDefinitions[slug].name);
  }
  await page.goto("/ferramentas");
  const { name } = toolDefinitions["tabuada-online"];
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(toolPath("tabuada-online"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});
