import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Icon } from "#app/components/ui/icon";
import { toast } from "#app/components/ui/toast";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeCheckbox } from "#app/components/ui/native-checkbox";
import { NativeRange } from "#app/components/ui/native-range";
import { NoScriptNotice } from "#app/features/tools/components/noscript-notice";
import { ResultLive } from "#app/features/tools/components/result-live";
import { useHydrated } from "#app/lib/hydration";
import { cn } from "#app/lib/utils";
import {
  buildPool,
  characterSets,
  defaultCharacterOptions,
  entropyBits,
  generatePassword,
  PASSWORD_LENGTH,
  strengthOf,
  type CharacterOptions,
  type CharacterSetId,
  type Strength,
} from "./password";

const optionLabels: Record<CharacterSetId, string> = {
  uppercase: "Letras maiúsculas (A-Z)",
  lowercase: "Letras minúsculas (a-z)",
  numbers: "Números (0-9)",
  symbols: "Símbolos (!@#$%...)",
};

const meterColors: Record<Strength["level"], string> = {
  fraca: "bg-destructive",
  razoavel: "bg-warning",
  forte: "bg-success",
  "muito-forte": "bg-success",
};

export const passwordMessages = {
  noOption: "Selecione pelo menos uma opção!",
  nothingToCopy: "Gere uma senha primeiro!",
  copied: "Senha copiada!",
  copyFailed: "Não foi possível copiar. Selecione a senha e copie manualmente.",
} as const;

/** The settings come from the form when the visitor generates, so a choice made before the script ran counts too. */
function readSettings(form: HTMLFormElement): { length: number; options: CharacterOptions } {
  const data = new FormData(form);
  const length = Number(data.get("comprimento"));
  const options = Object.fromEntries(
    (Object.keys(characterSets) as CharacterSetId[]).map((option) => [option, data.has(option)]),
  ) as CharacterOptions;
  return {
    length: Number.isInteger(length)
      ? Math.min(PASSWORD_LENGTH.max, Math.max(PASSWORD_LENGTH.min, length))
      : PASSWORD_LENGTH.default,
    options,
  };
}

/** Generates in the browser only (the system's cryptographic generator): nothing here works without JavaScript. */
export function PasswordGenerator() {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState<number>(PASSWORD_LENGTH.default);
  const [password, setPassword] = useState("");
  const [bits, setBits] = useState<number | null>(null);
  const [justCopied, setJustCopied] = useState(false);

  // A length chosen before the page's script ran is in the slider, not in the state yet.
  const adoptEarlyLength = useEffectEvent(() => {
    if (formRef.current) setLength(readSettings(formRef.current).length);
  });
  useEffect(() => adoptEarlyLength(), []);

  function generate() {
    if (!formRef.current) return;
    const settings = readSettings(formRef.current);
    const pool = buildPool(settings.options);
    if (pool === "") {
      toast.error(passwordMessages.noOption);
      return;
    }
    setPassword(generatePassword(settings.length, pool));
    setBits(entropyBits(settings.length, pool.length));
    setJustCopied(false);
  }

  async function copy() {
    if (password === "") {
      toast.error(passwordMessages.nothingToCopy);
      return;
    }
    try {
      await navigator.clipboard.writeText(password);
      toast.success(passwordMessages.copied);
      setJustCopied(true);
    } catch {
      toast.error(passwordMessages.copyFailed);
    }
  }

  const strength = bits === null ? null : strengthOf(bits);

  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <NoScriptNotice>
        O gerador precisa de JavaScript: a senha é sorteada no seu próprio navegador, e nada é enviado pela internet.
        Ative o JavaScript para gerar uma senha.
      </NoScriptNotice>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Sua senha</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-password`}
            readOnly
            value={password}
            placeholder="Clique em Gerar Senha"
            size="lg"
            className="font-mono tracking-wide"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            size="icon-lg"
            disabled={password === ""}
            // React does not wait for a handler; copy() shows its own failure as a toast.
            onClick={() => void copy()}
            aria-label="Copiar senha"
            title="Copiar senha"
          >
            {justCopied ? (
              <Icon name="check" className="size-5 text-success" />
            ) : (
              <Icon name="copy" className="size-5" />
            )}
          </Button>
        </div>
      </div>

      <ResultLive label="Força da senha" className="mt-4">
        {strength && bits !== null ? (
          <div>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span>
                Força: <strong className="font-semibold">{strength.label}</strong>
              </span>
              <span className="text-muted-foreground">≈ {Math.round(bits)} bits de entropia</span>
            </div>
            <div className="mt-2 grid grid-cols-4 gap-1.5" aria-hidden="true">
              {[1, 2, 3, 4].map((step) => (
                <span
                  key={step}
                  className={cn("h-2 rounded-full", step <= strength.score ? meterColors[strength.level] : "bg-muted")}
                />
              ))}
            </div>
          </div>
        ) : null}
      </ResultLive>

      <form ref={formRef} onSubmit={(event) => event.preventDefault()}>
        <div className="mt-8 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <Label htmlFor={`${id}-length`}>Comprimento da senha</Label>
            <span aria-hidden="true" className="font-heading text-lg font-semibold tabular-nums">
              {length} caracteres
            </span>
          </div>
          <NativeRange
            id={`${id}-length`}
            name="comprimento"
            min={PASSWORD_LENGTH.min}
            max={PASSWORD_LENGTH.max}
            step={PASSWORD_LENGTH.step}
            defaultValue={PASSWORD_LENGTH.default}
            aria-valuetext={`${length} caracteres`}
            onChange={(event) => setLength(Number(event.target.value))}
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{PASSWORD_LENGTH.min}</span>
            <span>{PASSWORD_LENGTH.max}</span>
          </div>
        </div>

        <fieldset className="mt-8">
          <legend className="text-sm font-medium">Incluir</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {(Object.keys(optionLabels) as CharacterSetId[]).map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-3 text-sm select-none has-checked:border-primary/60"
              >
                <NativeCheckbox name={option} defaultChecked={defaultCharacterOptions[option]} />
                <span className="min-w-0">{optionLabels[option]}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <Button type="button" size="lg" className="mt-8 w-full" disabled={!hydrated} onClick={generate}>
          <Icon name="refresh-cw" className="size-5" aria-hidden="true" />
          Gerar Senha
        </Button>
      </form>
    </div>
  );
}
