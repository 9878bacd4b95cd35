import { figures, shoeStoreCase, type Figure } from "#app/content/figures";
import { expect, publicPages, test, type Page } from "../fixtures";

/**
 * Every figure a page shows means what app/content/figures.ts says, in the words it gives: a visitor who reads
 * "R$ 20M+" as ad spend on one page must not find it as sales on the next, nor "dezenas de contas" beside "100+
 * projetos". The pages are read as the server sends them (no script: counters show their final figure), with
 * every deferred section laid out.
 */
test.use({ javaScriptEnabled: false });

const nbsp = /[\u00a0\u202f]/g;
const normalize = (text: string) => text.replace(nbsp, " ").replace(/\s+/g, " ").toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function pageText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  const text = await page.evaluate(() => {
    const style = document.createElement("style");
    style.textContent = ".defer-render { content-visibility: visible !important; }";
    document.head.append(style);
    return document.body.innerText;
  });
  return normalize(text);
}

/** Occurrences of `needle` in `text` not glued to a digit or letter on either side (so "6+" is not "16+"). */
function count(text: string, needle: string): number {
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escape(needle)}(?![\\d])`, "gu"))].length;
}

/** Every occurrence of `needle` with some text around it, for the failure message. */
function contexts(text: string, needle: string): string[] {
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\d])${escape(needle)}(?![\\d])`, "gu"))].map(
    (match) => `…${text.slice(Math.max(0, match.index - 50), match.index + needle.length + 50)}…`,
  );
}

const all: Figure[] = Object.values(figures);

/**
 * A tile's figure ("500+", "R$ 20M+", "94%"): wherever it shows, its label is beside it (before it in a list that
 * names the term first). Bare numbers ("5") are checked through their sentence form instead.
 */
function tileProblems(text: string): string[] {
  const problems: string[] = [];
  const values = [...new Set(all.map((figure) => figure.value))].filter((value) => /[+%,]|R\$/.test(value));
  for (const value of values) {
    const meanings = all.filter((figure) => figure.value === value);
    const explained = meanings.reduce(
      (sum, { label, phrase }) =>
        sum +
        count(text, normalize(`${value} ${label}`)) +
        count(text, normalize(`${label} ${value}`)) +
        (phrase?.includes(value) ? count(text, normalize(phrase)) : 0),
      0,
    );
    if (count(text, normalize(value)) > explained) {
      problems.push(`"${value}" without ${meanings.map(({ label }) => `"${label}"`).join(" or ")}:`);
      problems.push(...contexts(text, normalize(value)));
    }
  }
  return problems;
}

/** A figure inside a sentence: its number and unit ("R$ 20 milhões", "500 empresas") go on with its words. */
function sentenceProblems(text: string): string[] {
  const problems: string[] = [];
  for (const { phrase } of all) {
    if (!phrase) continue;
    const lead = normalize(/^\D*[\d.,]+%?\s+\S+/u.exec(phrase)?.[0] ?? phrase);
    if (count(text, lead) > count(text, normalize(phrase))) {
      problems.push(`"${lead}" not as "${phrase}":`, ...contexts(text, lead));
    }
  }
  return problems;
}

/** Claims whose number the module fixes, however a sentence words them. */
function claimProblems(text: string): string[] {
  const problems: string[] = [];
  const years = new Set([figures.yearsInPaidTraffic.value, figures.yearsInEcommerce.value].map((v) => parseInt(v)));
  for (const match of text.matchAll(
    /(?:há|com) mais de (\d+) anos|(\d+)\+? anos de (?:experiência|expertise|mercado|atuação)/gu,
  )) {
    if (!years.has(Number(match[1] ?? match[2]))) problems.push(`years: "${match[0]}"`);
  }
  for (const match of text.matchAll(/(\d+) países/gu)) {
    if (match[1] !== figures.countries.value) problems.push(`countries: "${match[0]}"`);
  }
  // A vague count of the agency's own clients beside the exact ones.
  for (const match of text.matchAll(/(?:dezenas|centenas) de (?:contas|clientes|empresas|projetos|negócios)/gu)) {
    problems.push(`vague count: "${match[0]}"`);
  }
  // The shoe store's return is a ROAS (sales over ad spend), wherever 340 % shows.
  const roas = normalize(shoeStoreCase.roas);
  const asRoas = count(text, `${roas} de roas`) + count(text, `roas de ${roas}`) + count(text, `roas ${roas}`);
  if (count(text, roas) > asRoas) problems.push(`"${roas}" not as a ROAS:`, ...contexts(text, roas));
  return problems;
}

/** The pages that tell the shoe store's case: every return they give it is the module's. */
const shoeStorePages = ["/", "/home-completa", "/portfolio", "/blog/case-loja-calcados-8-milhoes"];

function shoeStoreProblems(text: string): string[] {
  const problems: string[] = [];
  for (const part of [shoeStoreCase.sales, shoeStoreCase.roas, shoeStoreCase.cacReduction]) {
    if (!text.includes(normalize(part))) problems.push(`missing "${part}"`);
  }
  const returns = new Set([shoeStoreCase.roas, shoeStoreCase.roasMultiple].map(normalize));
  for (const match of text.matchAll(/roas(?: de)? (\d+(?:,\d+)?(?:%| ?[x×]))|(\d+(?:,\d+)?%) de roas/gu)) {
    const figure = (match[1] ?? match[2] ?? "").replace(/ ?x$/, "×").replace(" ×", "×");
    if (!returns.has(figure)) problems.push(`ROAS "${match[0]}"`);
  }
  return problems;
}

// /home-completa repeats the home page and is left out of the sitemap (its canonical is /); publicPages has it.
test("the figures sweep reads the pages that tell the shoe store's case", () => {
  expect(publicPages).toEqual(expect.arrayContaining(["/sobre-nos", "/servicos", ...shoeStorePages]));
});

test.describe("every page shows each figure with its one meaning (app/content/figures.ts)", () => {
  for (const path of publicPages) {
    test(path, async ({ sharedPage: page }) => {
      const text = await pageText(page, path);
      // An article may quote another business's numbers ("94% das compras"); the agency's tiles are not in articles.
      const article = path.startsWith("/blog/");
      const problems = [
        ...(article ? [] : tileProblems(text)),
        ...sentenceProblems(text),
        ...claimProblems(text),
        ...(shoeStorePages.includes(path) ? shoeStoreProblems(text) : []),
      ];
      expect.soft(problems, `${path}:\n${problems.join("\n")}`).toEqual([]);
    });
  }
});
