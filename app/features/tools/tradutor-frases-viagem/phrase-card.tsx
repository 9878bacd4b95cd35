import { Icon } from "#app/components/ui/icon";
import { toast } from "#app/components/ui/toast";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { languageName, type LanguageCode } from "./phrases";

async function copyPhrase(text: string) {
  try {
    // Without the Clipboard API (an insecure page, an old browser) this throws too: same message.
    await navigator.clipboard.writeText(text);
    toast.success("Frase copiada!", { description: text });
  } catch {
    toast.error("Não foi possível copiar a frase.", {
      description: "Seu navegador bloqueou a área de transferência. Selecione o texto e copie manualmente.",
    });
  }
}

/**
 * One phrase: the translation large, the source below, and its speak and copy
 * buttons, which look unavailable and take no taps until the page's script has
 * hydrated it (`needs-script`).
 */
export function PhraseCard({
  translated,
  original,
  source,
  target,
  speechHintId,
  speaking,
  onSpeak,
}: {
  translated: string;
  /** The phrase in the source language; null when both languages are the same. */
  original: string | null;
  source: LanguageCode;
  target: LanguageCode;
  /** The hint saying why speaking does not work here (empty while it does). */
  speechHintId?: string;
  speaking: boolean;
  onSpeak: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="min-w-0">
        <p lang={target} className="font-heading text-lg leading-snug font-semibold text-balance">
          {translated}
        </p>
        {original === null ? null : (
          <p lang={source} className="mt-1 text-sm text-muted-foreground">
            <span className="sr-only">{languageName(source)}: </span>
            {original}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onSpeak}
          aria-describedby={speechHintId}
          aria-label={`Ouvir: ${translated}`}
          className={cn(
            "h-11 needs-script sm:h-9",
            speaking && "bg-primary text-primary-foreground hover:bg-primary/90",
          )}
        >
          <Icon name="volume-2" aria-hidden="true" className={cn(speaking && "animate-pulse")} />
          Ouvir
        </Button>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => void copyPhrase(translated)}
          aria-label={`Copiar: ${translated}`}
          className="h-11 needs-script sm:h-9"
        >
          <Icon name="copy" aria-hidden="true" />
          Copiar
        </Button>
      </div>
    </div>
  );
}
