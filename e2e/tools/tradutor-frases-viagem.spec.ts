import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../fixtures";

const path = "/ferramentas/tradutor-frases-viagem";

interface Spoken {
  text: string;
  lang: string;
  voice: string | null;
}

declare global {
  interface Window {
    __spoken: Spoken[];
  }
}

/*
 * Journeys through the real browser's speech synthesis (stubbed voices), URL and hydration. Copying and its
 * toasts, and the phrase tables themselves, are checked once, in phrase-card.test.tsx and phrases.test.ts.
 */

/** A speech synthesizer with a few voices that records what it is asked to say. */
async function stubSpeech(page: Page, voiceLangs: string[]) {
  await page.addInitScript((langs) => {
    window.__spoken = [];
    const voices = langs.map((lang) => ({
      name: `Voz ${lang}`,
      lang,
      voiceURI: lang,
      default: false,
      localService: true,
    }));
    class Utterance extends EventTarget {
      text: string;
      lang = "";
      rate = 1;
      voice: { name: string } | null = null;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const synth = Object.assign(new EventTarget(), {
      getVoices: () => voices,
      cancel: () => {},
      speak: (utterance: Utterance) => {
        window.__spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
        setTimeout(() => utterance.dispatchEvent(new Event("end")), 50);
      },
    });
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
  }, voiceLangs);
}

/** The categories are radio buttons drawn as tabs: the visitor taps the tab, which is the radio's label. */
async function chooseCategory(page: Page, category: string) {
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: category }) })
    .click();
  await expect(page.getByRole("radio", { name: category })).toBeChecked();
}

async function chooseLanguage(page: Page, label: string, language: string) {
  await page.getByLabel(label).selectOption({ label: language });
}

test("speaks each phrase with the voice language of the spec", async ({ page }) => {
  await stubSpeech(page, ["pt-PT", "pt-BR", "en-GB", "en-US", "es-ES", "fr-FR", "it-IT", "de-DE"]);
  await gotoHydrated(page, path);

  await expect(page.getByLabel("Idioma de origem").locator("option:checked")).toHaveText("Português");
  await expect(page.getByLabel("Traduzir para").locator("option:checked")).toHaveText("Inglês");
  await expect(page.getByRole("radio", { name: "Saudações" })).toBeChecked();
  await expect(page.getByText(/não tem uma voz|não oferece leitura/)).toHaveCount(0);

  await page.getByRole("button", { name: "Ouvir: Good morning!" }).click();
  await chooseLanguage(page, "Traduzir para", "Francês");
  await chooseCategory(page, "Restaurante");
  await page.getByRole("button", { name: "Ouvir: L'addition, s'il vous plaît." }).click();
  await chooseLanguage(page, "Traduzir para", "Alemão");
  await chooseCategory(page, "Emergências");
  await page.getByRole("button", { name: "Ouvir: Rufen Sie einen Krankenwagen!" }).click();

  // Speaking Portuguese: swap the languages, so German becomes the source.
  await page.getByRole("button", { name: "Inverter idiomas" }).click();
  await expect(page.getByLabel("Idioma de origem").locator("option:checked")).toHaveText("Alemão");
  await expect(page).toHaveURL(/\?de=de&para=pt$/);
  await page.getByRole("button", { name: "Ouvir: Chame uma ambulância!" }).click();

  await expect
    .poll(() => page.evaluate(() => window.__spoken))
    .toEqual([
      { text: "Good morning!", lang: "en-US", voice: "Voz en-US" },
      { text: "L'addition, s'il vous plaît.", lang: "fr", voice: "Voz fr-FR" },
      { text: "Rufen Sie einen Krankenwagen!", lang: "de", voice: "Voz de-DE" },
      { text: "Chame uma ambulância!", lang: "pt-BR", voice: "Voz pt-BR" },
    ]);
});

test("a link with languages opens them, and the page hydrates over them", async ({ page, consoleErrors }) => {
  await stubSpeech(page, ["fr-FR", "de-DE"]);
  await gotoHydrated(page, `${path}?de=de&para=fr`);
  await expect(page.getByLabel("Idioma de origem").locator("option:checked")).toHaveText("Alemão");
  // Hydrated, the buttons no longer look unavailable.
  await expect(page.getByRole("button", { name: "Ouvir: Bonjour !" })).toHaveCSS("opacity", "1");
  await expect(page.getByText("Guten Morgen!")).toBeVisible();
  await chooseLanguage(page, "Traduzir para", "Espanhol");
  await expect(page.getByRole("button", { name: "Copiar: ¡Buenos días!" })).toBeVisible();
  await expect(page).toHaveURL(/\?de=de&para=es$/);
  expect(consoleErrors.filter((error) => /React|hydrat/i.test(error))).toEqual([]);
});

test("for a language the browser has no voice for, a hint says so and Ouvir explains instead of speaking", async ({
  page,
}) => {
  await stubSpeech(page, ["pt-BR", "en-US"]);
  await gotoHydrated(page, path);
  await expect(page.getByRole("button", { name: "Ouvir: Good morning!" })).toBeEnabled();

  await chooseLanguage(page, "Traduzir para", "Italiano");
  const hint = "Seu navegador não tem uma voz em italiano instalada. Você ainda pode copiar as frases.";
  // The toast repeats the hint: the one above the phrases is in the page's main content.
  await expect(page.getByRole("main").getByText(hint)).toBeVisible();
  const speak = page.getByRole("button", { name: "Ouvir: Buongiorno!" });
  await expect(speak).toHaveAccessibleDescription(hint);
  await speak.click();
  await expect(page.getByText("Não foi possível ouvir a frase.")).toBeVisible();
  await expect(speak).toBeFocused();
  expect(await page.evaluate(() => window.__spoken)).toEqual([]);

  // Back to a language with a voice: the hint goes and Ouvir speaks.
  await chooseLanguage(page, "Traduzir para", "Inglês");
  await expect(page.getByRole("main").getByText(hint)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ouvir: Good morning!" })).toHaveAccessibleDescription("");
  await page.getByRole("button", { name: "Ouvir: Good morning!" }).click();
  await expect.poll(() => page.evaluate(() => window.__spoken.map((spoken) => spoken.text))).toEqual(["Good morning!"]);
});

test("where the browser has no speech synthesis, the hint and Ouvir say so", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "SpeechSynthesisUtterance");
  });
  await gotoHydrated(page, path);
  const hint = "Seu navegador não oferece leitura em voz alta. Você ainda pode copiar as frases.";
  await expect(page.getByText(hint)).toBeVisible();
  await page.getByRole("button", { name: "Ouvir: Good morning!" }).click();
  await expect(page.getByText("Não foi possível ouvir a frase.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phrases can be read in any pair of languages; speaking and copying say they need the script", async ({
    page,
  }) => {
    await page.goto(path);
    // Playwright's text queries skip <noscript>; the notice is read from the element itself.
    const notice = page.locator("main noscript p");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Ouvir e Copiar precisam de JavaScript.");
    // The buttons look unavailable and take no taps.
    for (const name of ["Ouvir: Good morning!", "Copiar: Good morning!"]) {
      await expect(page.getByRole("button", { name })).toHaveCSS("pointer-events", "none");
      await expect(page.getByRole("button", { name })).toHaveCSS("opacity", "0.5");
    }

    await page.getByLabel("Traduzir para").selectOption({ label: "Italiano" });
    await page.getByRole("button", { name: "Mostrar frases" }).click();
    await expect(page).toHaveURL(/\?de=pt&para=it$/);
    await expect(page.getByText("Buongiorno!")).toBeVisible();

    // The categories are native radios: they switch without the script too.
    await chooseCategory(page, "Restaurante");
    await expect(page.getByText("Il conto, per favore.")).toBeVisible();

    await page.getByRole("button", { name: "Inverter idiomas" }).click();
    await expect(page.getByLabel("Idioma de origem").locator("option:checked")).toHaveText("Italiano");
    await expect(page.getByLabel("Traduzir para").locator("option:checked")).toHaveText("Português");
    await expect(page.getByText("Bom dia!")).toBeVisible();
  });
});
