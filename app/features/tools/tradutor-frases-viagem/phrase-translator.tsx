import { memo, Suspense, useCallback, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { RadioTabs } from "#app/components/ui/radio-tabs";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
import { ToolForm } from "#app/features/tools/components/tool-form";
import { toast } from "#app/components/ui/toast";
import { cn } from "#app/lib/utils";
import {
  LANGUAGE_FIELDS as names,
  categories,
  isLanguageCode,
  languageName,
  languages,
  PHRASE_IDS,
  readLanguagePair,
  type LanguageCode,
  type PhraseId,
  type PhraseTexts,
} from "./phrases";
import { PhraseCard } from "./phrase-card";
import { loadPhraseTexts, usePhraseTexts } from "./phrase-texts";
import { useSpeech, whySilent, type Silence } from "./use-speech";

/**
 * The phrase lists render from the URL's languages, so they are readable
 * without JavaScript (the language form is then a GET form with a Mostrar
 * frases button). Speaking and copying need the browser.
 */
export function PhraseTranslator() {
  const id = useId();
  const [params, setSearchParams] = useSearchParams();
  const [pair, setPair] = useState(() => readLanguagePair(params));
  const { source, target } = pair;
  const speech = useSpeech();
  const silence = whySilent(speech.state, target);
  const { speak } = speech;
  // Ouvir stays enabled without a voice and explains when pressed: the hint above the lists says it before, and
  // the buttons keep their attributes when the voices are listed (one change on the page, not two per card).
  const onSpeak = useCallback(
    (phraseId: string, text: string) => {
      const reason = speak(phraseId, text, target);
      if (reason) toast.error("Não foi possível ouvir a frase.", { description: silenceHint(reason, target) });
    },
    [speak, target],
  );
  const speechHintId = `${id}-sem-voz`;

  const latestChoice = useRef(0);

  async function choose(form: HTMLFormElement, next: { source: LanguageCode; target: LanguageCode }) {
    const sourceSelect = form.elements.namedItem(names.source);
    const targetSelect = form.elements.namedItem(names.target);
    if (sourceSelect instanceof HTMLSelectElement) sourceSelect.value = next.source;
    if (targetSelect instanceof HTMLSelectElement) targetSelect.value = next.target;
    setSearchParams(
      { [names.source]: next.source, [names.target]: next.target },
      { replace: true, preventScrollReset: true },
    );
    // A language that did not come with the page loads first; meanwhile the current phrases stay.
    const choice = ++latestChoice.current;
    await Promise.all([loadPhraseTexts(next.source), loadPhraseTexts(next.target)]);
    if (choice === latestChoice.current) setPair(next);
  }

  return (
    <div className="flex flex-col gap-6">
      <NoScriptNotice>
        Ouvir e Copiar precisam de JavaScript. Para ler as frases, escolha os idiomas e toque em Mostrar frases.
      </NoScriptNotice>
      <ToolForm
        onChange={(event) => {
          const form = event.currentTarget;
          const data = new FormData(form);
          const [nextSource, nextTarget] = [String(data.get(names.source)), String(data.get(names.target))];
          if (isLanguageCode(nextSource) && isLanguageCode(nextTarget))
            void choose(form, { source: nextSource, target: nextTarget });
        }}
        className="grid items-end gap-3 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:p-6"
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-origem`}>Idioma de origem</Label>
          <LanguageSelect id={`${id}-origem`} name={names.source} defaultValue={source} />
        </div>
        <Button
          type="submit"
          name={names.swap}
          value="1"
          variant="outline"
          size="icon-round"
          onClick={(event) => {
            // Without the script this button submits the form and the server swaps the languages.
            event.preventDefault();
            const form = event.currentTarget.form;
            if (form) void choose(form, { source: target, target: source });
          }}
          aria-label="Inverter idiomas"
          title="Inverter idiomas"
          className="mx-auto rotate-90 sm:rotate-0"
        >
          <Icon name="arrow-left-right" aria-hidden="true" />
        </Button>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-destino`}>Traduzir para</Label>
          <LanguageSelect id={`${id}-destino`} name={names.target} defaultValue={target} />
        </div>
        <noscript className="sm:col-span-3">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            Mostrar frases
          </Button>
        </noscript>
      </ToolForm>

      {/* Always in the page, so the Ouvir buttons can point to it; empty and hidden while speaking works. */}
      <p
        id={speechHintId}
        className={cn(
          "gap-2 rounded-lg border bg-muted px-4 py-3 text-sm text-muted-foreground",
          silence ? "flex" : "hidden",
        )}
      >
        {silence ? (
          <>
            <Icon name="info" aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {silenceHint(silence, target)}
          </>
        ) : null}
      </p>

      <PhraseLists
        source={source}
        target={target}
        speechHintId={speechHintId}
        speakingId={speech.speakingId}
        onSpeak={onSpeak}
      />
    </div>
  );
}

function PhraseLists({
  source,
  target,
  speechHintId,
  speakingId,
  onSpeak,
}: {
  source: LanguageCode;
  target: LanguageCode;
  speechHintId: string;
  speakingId: string | null;
  onSpeak: (phraseId: string, text: string) => void;
}) {
  const original = usePhraseTexts(source);
  const translated = usePhraseTexts(target);
  if (!original || !translated) return null;
  return (
    <RadioTabs
      name="categoria"
      legend="Categorias de frases"
      listClassName="flex w-full flex-wrap items-center justify-center gap-1 sm:inline-flex sm:w-fit"
      tabs={categories.map((c) => ({
        value: c.id,
        label: c.name,
        panel: (
          <fieldset className="min-w-0">
            <legend className="sr-only">{c.name}</legend>
            <PhraseList
              ids={PHRASE_IDS[c.id]}
              original={source === target ? null : original}
              translated={translated}
              source={source}
              target={target}
              speechHintId={speechHintId}
              speakingId={inList(PHRASE_IDS[c.id], speakingId)}
              onSpeak={onSpeak}
            />
          </fieldset>
        ),
      }))}
    />
  );
}

function silenceHint(silence: Silence, target: LanguageCode): string {
  return silence === "unsupported"
    ? "Seu navegador não oferece leitura em voz alta. Você ainda pode copiar as frases."
    : `Seu navegador não tem uma voz em ${languageName(target).toLowerCase()} instalada. Você ainda pode copiar as frases.`;
}

function inList(ids: readonly string[], id: string | null): string | null {
  return id !== null && ids.includes(id) ? id : null;
}

/**
 * One category's cards, memoized, so speaking a phrase re-renders only its own
 * list. The list is a Suspense boundary: React hydrates each in its own slice
 * of the main thread, and a tap on a card goes first. The boundary sits inside
 * the memo on purpose: a boundary still waiting to hydrate that receives new
 * props is thrown away and rendered again from scratch (all its cards, in one
 * task).
 */
const PhraseList = memo(function PhraseList({
  ids,
  original,
  translated,
  source,
  target,
  speechHintId,
  speakingId,
  onSpeak,
}: {
  ids: readonly PhraseId[];
  original: PhraseTexts | null;
  translated: PhraseTexts;
  source: LanguageCode;
  target: LanguageCode;
  speechHintId: string;
  speakingId: string | null;
  onSpeak: (phraseId: string, text: string) => void;
}) {
  return (
    <Suspense>
      <ul className="grid gap-3 md:grid-cols-2">
        {ids.map((id) => (
          <li key={id}>
            <PhraseCard
              translated={translated[id]}
              original={original?.[id] ?? null}
              source={source}
              target={target}
              speechHintId={speechHintId}
              speaking={speakingId === id}
              onSpeak={() => onSpeak(id, translated[id])}
            />
          </li>
        ))}
      </ul>
    </Suspense>
  );
});

function LanguageSelect({ id, name, defaultValue }: { id: string; name: string; defaultValue: LanguageCode }) {
  return (
    <NativeSelect id={id} name={name} defaultValue={defaultValue}>
      {languages.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </NativeSelect>
  );
}
