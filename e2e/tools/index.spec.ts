import { describeTool } from "../../app/features/tools/tool-descriptions";
import { tools, toolPath } from "../../app/features/tools/registry";
import { expect, test } from "../fixtures";

// The index is plain links: it ships no script, so it never hydrates.
test("the index links every tool of the registry, in three groups, and counts them", async ({ page }) => {
  await page.goto("/ferramentas");
  await expect(page.getByText(`${tools.length} ferramentas gratuitas, sem cadastro`)).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ferramentas Essenciais para Viagens e Utilidades Online" }),
  ).toBeVisible();

  for (const [group, heading] of [
    ["viagem", "Para a sua viagem"],
    ["geral", "Utilidades do dia a dia"],
    ["vendas", "Para quem vende online"],
  ] as const) {
    const section = page.getByRole("region", { name: heading });
    const expected = tools.filter((t) => t.group === group);
    await expect(section.getByRole("link")).toHaveCount(expected.length);
    for (const tool of expected) {
      const card = section.getByRole("link", { name: new RegExp(tool.name) });
      await expect(card).toHaveAttribute("href", toolPath(tool.slug));
      await expect(card).toContainText(describeTool(tool.slug));
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
  for (const tool of tools) {
    const response = await request.get(toolPath(tool.slug));
    expect(response.status(), tool.slug).toBe(200);
    expect(await response.text(), tool.slug).toContain(tool.name);
  }
  await page.goto("/ferramentas");
  const tool = tools.find((t) => t.slug === "tabuada-online")!;
  await page.getByRole("link", { name: new RegExp(tool.name) }).click();
  await expect(page).toHaveURL(toolPath(tool.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tool.name);
});
