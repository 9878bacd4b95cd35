import { BLANK_PAGE, expect, test } from "./fixtures";

/**
 * `sharedPage` is one tab a worker's tests take in turn (decision 088): what one test leaves in the browser must not
 * reach the next, or a test would pass or fail by the order the runner picked. Both tests run in one worker, in
 * this order, on the same page.
 */
test.describe.configure({ mode: "serial" });

const leftBehind = { tab: "", listeners: 0 };

test("a test leaves cookies, storage, a permission, a tab, a listener and a route behind", async ({
  sharedPage: page,
  baseURL,
}) => {
  await page.goto("/contato?utm_source=google&utm_campaign=teste");
  await page.evaluate(() => {
    localStorage.setItem("deixado", "1");
    sessionStorage.setItem("deixado", "1");
  });
  await page.context().addCookies([{ name: "tema", value: "dark", url: baseURL! }]);
  await page.context().grantPermissions(["geolocation"], { origin: baseURL! });
  await page.context().newPage();
  page.on("console", () => (leftBehind.listeners += 1));
  await page.route("**/*.css", (route) => route.abort());
  await page.emulateMedia({ colorScheme: "dark", media: "print" });
  leftBehind.tab = page.url();
});

test("the next test on the same page finds none of it", async ({ sharedPage: page }) => {
  expect(leftBehind.tab, "the first test ran before, on this worker").toContain("/contato");
  expect(new URL(page.url()).pathname).toBe(BLANK_PAGE);
  expect(page.context().pages()).toEqual([page]);
  expect(await page.context().cookies()).toEqual([]);

  const response = await page.goto("/contato");
  expect(response?.status()).toBe(200);
  // The stylesheet loads again: the route went with the test that added it.
  await expect(page.locator("body")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  expect(await page.evaluate(() => matchMedia("print").matches)).toBe(false);
  expect(
    await page.evaluate(() => ({
      local: localStorage.length,
      session: Object.keys(sessionStorage).filter((key) => key !== "atribuicao"),
      // The first touch of this visit, not the campaign the first test came from.
      firstTouch: sessionStorage.getItem("atribuicao") ?? "",
    })),
  ).toEqual({ local: 0, session: [], firstTouch: expect.not.stringContaining("teste") });
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: "geolocation" })).state)).not.toBe(
    "granted",
  );
  await page.evaluate(() => console.log("ouvido?"));
  expect(leftBehind.listeners).toBe(0);
});
