import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/tabuada-online";

test("a visitor practises the table of 7 to the end, with one wrong answer on the way", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, path);
  // Fake timers from here on, so the 1-second pause before each question is instant.
  await page.clock.install();
  await expect(page.getByRole("button", { name: "Trocar tabuada" })).toHaveCount(0);

  await page.getByLabel("Tabuada do").selectOption({ label: "7" });

  const answer = page.getByLabel("Sua resposta");
  const feedback = page.getByRole("status", { name: "Resposta", includeHidden: true });
  const score = page.getByText(/^Acertos:/);

  for (let multiplier = 1; multiplier <= 10; multiplier++) {
    await expect(page.getByText(`7 × ${multiplier} = ?`)).toBeVisible();
    if (multiplier === 4) {
      await answer.fill("27");
      await answer.press("Enter");
      await expect(feedback).toHaveText("❌ Errado, tente novamente!");
      await expect(score).toHaveText(`Acertos: ${multiplier - 1}`);
      await page.clock.runFor(2000);
      await expect(page.getByText("7 × 4 = ?")).toBeVisible();
    }
    await answer.fill(String(7 * multiplier));
    if (multiplier % 2 === 0) await answer.press("Enter");
    else await page.getByRole("button", { name: "Verificar Resposta" }).click();
    await expect(score).toHaveText(`Acertos: ${multiplier}`);
    if (multiplier < 10) {
      await expect(feedback).toHaveText("✅ Correto!");
      await expect(page.getByText(`7 × ${multiplier} = ?`)).toBeVisible();
      await page.clock.runFor(1000);
      await expect(answer).toHaveValue("");
    }
  }

  await expect(feedback).toHaveText("🎉 Parabéns! Você completou a tabuada!");
  await expect(page.getByRole("button", { name: "Verificar Resposta" })).toBeDisabled();

  await page.getByRole("button", { name: "Reiniciar" }).click();
  await expect(page.getByText("7 × 1 = ?")).toBeVisible();
  await expect(score).toHaveText("Acertos: 0");
  await expect(feedback).toBeEmpty();
  await expect(answer).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(consoleErrors).toEqual([]);
});

test("with the keyboard: arrow keys change the table without moving focus, Enter answers", async ({
  sharedPage: page,
}) => {
  await gotoHydrated(page, path);
  const table = page.getByLabel("Tabuada do");
  await table.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText("3 × 1 = ?")).toBeVisible();
  await expect(table).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText("4 × 1 = ?")).toBeVisible();
  await expect(table).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Sua resposta")).toBeFocused();
  await page.keyboard.type("4");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status", { name: "Resposta" })).toHaveText("✅ Correto!");
  await expect(page.getByText("4 × 2 = ?")).toBeVisible();
  await expect(page.getByLabel("Sua resposta")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server checks each answer, links to the next question and keeps the score", async ({
    sharedPage: page,
  }) => {
    await page.goto(path);
    await page.getByLabel("Tabuada do").selectOption({ label: "9" });
    await page.getByRole("button", { name: "Trocar tabuada" }).click();
    await expect(page.getByText("9 × 1 = ?")).toBeVisible();

    const answer = page.getByLabel("Sua resposta");
    const feedback = page.getByRole("status", { name: "Resposta" });
    await answer.fill("8");
    await answer.press("Enter");
    await expect(feedback).toHaveText("❌ Errado, tente novamente!");
    await expect(page.getByText("9 × 1 = ?")).toBeVisible();
    await expect(page).toHaveURL(/\?tabuada=9&multiplicador=1&acertos=0&resposta=8$/);

    await answer.fill("9");
    await page.getByRole("button", { name: "Verificar Resposta" }).click();
    await expect(feedback).toHaveText("✅ Correto!");
    await expect(page.getByText(/^Acertos:/)).toHaveText("Acertos: 1");
    await page.getByRole("link", { name: "Próxima pergunta" }).click();
    await expect(page.getByText("9 × 2 = ?")).toBeVisible();
    await expect(answer).toHaveValue("");

    // The last question, as a link to it would open it.
    await page.goto(`${path}?tabuada=9&multiplicador=10&acertos=9`);
    await answer.fill("90");
    await answer.press("Enter");
    await expect(feedback).toHaveText("🎉 Parabéns! Você completou a tabuada!");
    await expect(page.getByText(/^Acertos:/)).toHaveText("Acertos: 10");
    await page.getByRole("button", { name: "Praticar a tabuada do 10" }).click();
    await expect(page.getByText("10 × 1 = ?")).toBeVisible();
    await expect(page.getByText(/^Acertos:/)).toHaveText("Acertos: 10");

    await page.getByRole("button", { name: "Reiniciar" }).click();
    await expect(page.getByText("10 × 1 = ?")).toBeVisible();
    await expect(page.getByText(/^Acertos:/)).toHaveText("Acertos: 0");
  });
});
