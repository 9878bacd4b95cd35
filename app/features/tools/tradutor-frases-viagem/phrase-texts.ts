import { useEffect, useSyncExternalStore } from "react";
import { languages, readLanguagePair, type LanguageCode, type PhraseTexts } from "./phrases";
import en from "./phrases-en";
import pt from "./phrases-pt";

/**
 * The phrase books by language. Portuguese and English, the page's default
 * pair, come with the page; the other four load when a visitor asks for them,
 * so a page shows its phrases without carrying all six languages.
 */
const loaders: Record<LanguageCode, () => Promise<{ default: PhraseTexts }>> = {
  pt: () => Promise.resolve({ default: pt }),
  en: () => Promise.resolve({ default: en }),
  es: () => import("./phrases-es"),
  fr: () => import("./phrases-fr"),
  it: () => import("./phrases-it"),
  de: () => import("./phrases-de"),
};

const loaded = new Map<LanguageCode, PhraseTexts>([
  ["pt", pt],
  ["en", en],
]);
const loading = new Map<LanguageCode, Promise<PhraseTexts>>();
const listeners = new Set<() => void>();

/** Loads a language's phrases (once); resolves at once for a language already here. */
export function loadPhraseTexts(code: LanguageCode): Promise<PhraseTexts> {
  const book = loaded.get(code);
  if (book) return Promise.resolve(book);
  let pending = loading.get(code);
  if (!pending) {
    pending = loaders[code]().then(
      ({ default: texts }) => {
        loaded.set(code, texts);
        listeners.forEach((listener) => listener());
        return texts;
      },
      (error: unknown) => {
        // Forgotten, so choosing the language again retries the download.
        loading.delete(code);
        throw error;
      },
    );
    loading.set(code, pending);
  }
  return pending;
}

// The page must render the languages its address asks for, the same on the server and in the browser's first
// render (hydration): the server holds every language, and the browser waits for the URL's pair before hydrating.
if (import.meta.env.SSR) await Promise.all(languages.map((language) => loadPhraseTexts(language.code)));
else {
  const { source, target } = readLanguagePair(new URLSearchParams(window.location.search));
  await Promise.all([loadPhraseTexts(source), loadPhraseTexts(target)]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One language's phrases, or null while they load (only after arriving from
 * another page with a language in the address; choosing a language in the
 * page loads it before switching).
 */
export function usePhraseTexts(code: LanguageCode): PhraseTexts | null {
  const read = () => loaded.get(code) ?? null;
  const book = useSyncExternalStore(subscribe, read, read);
  useEffect(() => {
    if (!book) void loadPhraseTexts(code);
  }, [book, code]);
  return book;
}
