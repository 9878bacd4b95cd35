import { useId, useState } from "react";
import { ArrowLeftRight, Info } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { RadioTabs } from "~/components/ui/radio-tabs";
import {
  categories,
  isLanguageCode,
  languageName,
  languages,
  phrasesIn,
  type LanguageCode,
} from "./phrases";
import { PhraseCard } from "./phrase-card";
import { useSpeech } from "./use-speech";

export function PhraseTranslator() {
  const id = useId();
  const [source, setSource] = useState<LanguageCode>("pt");
  const [target, setTarget] = useState<LanguageCode>("en");
  const speech = useSpeech();
  const canSpeak = speech.canSpeak(target);
  const speechHintId = `${id}-sem-voz`;

  function swap() {
    setSource(target);
    setTarget(source);
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-end gap-3 rounded-xl border bg-card p-5 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:p-6">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-origem`}>Idioma de origem</Label>
          <LanguageSelect id={`${id}-origem`} value={source} onChange={setSource} />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon-round"
          onClick={swap}
          aria-label="Inverter idiomas"
          title="Inverter idiomas"
          className="mx-auto rotate-90 sm:rotate-0"
        >
          <ArrowLeftRight aria-hidden="true" />
        </Button>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-destino`}>Traduzir para</Label>
          <LanguageSelect id={`${id}-destino`} value={target} onChange={setTarget} />
        </div>
      </div>

      {canSpeak ? null : (
        <p id={speechHintId} className="flex gap-2 rounded-lg border bg-muted px-4 py-3 text-sm text-muted-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {speech.state.status === "unsupported"
            ? "Seu navegador não oferece leitura em voz alta. Você ainda pode copiar as frases."
            : `Seu navegador não tem uma voz em ${languageName(target).toLowerCase()} instalada. Você ainda pode copiar as frases.`}
        </p>
      )}

      <RadioTabs
        name="categoria"
        legend="Categorias de frases"
        listClassName="flex w-full flex-wrap items-center justify-center gap-1 sm:inline-flex sm:w-fit"
        tabs={categories.map((c) => ({
          value: c.id,
          label: c.name,
          panel: (
            <ul className="grid gap-3 md:grid-cols-2">
              {phrasesIn(c.id).map((phrase) => (
                <li key={phrase.id}>
                  <PhraseCard
                    phrase={phrase}
                    source={source}
                    target={target}
                    canSpeak={canSpeak}
                    speechHintId={canSpeak ? undefined : speechHintId}
                    speaking={speech.speakingId === phrase.id}
                    onSpeak={() => speech.speak(phrase.id, phrase.text[target], target)}
                  />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </div>
  );
}

function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}) {
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => isLanguageCode(event.target.value) && onChange(event.target.value)}
    >
      {languages.map((language) => (
        <option key={language.code} value={language.code}>
          {language.name}
        </option>
      ))}
    </NativeSelect>
  );
}
