import { useId, useState } from "react";
import { Check, Copy, RefreshCw } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Slider } from "~/components/ui/slider";
import { ResultLive } from "~/features/tools/components/result-live";
import { cn } from "~/lib/utils";
import {
  buildPool,
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

export function PasswordGenerator() {
  const id = useId();
  const [length, setLength] = useState<number>(PASSWORD_LENGTH.default);
  const [options, setOptions] = useState<CharacterOptions>(defaultCharacterOptions);
  const [password, setPassword] = useState("");
  const [bits, setBits] = useState<number | null>(null);
  const [justCopied, setJustCopied] = useState(false);

  function generate() {
    const pool = buildPool(options);
    if (pool === "") {
      toast.error(passwordMessages.noOption);
      return;
    }
    setPassword(generatePassword(length, pool));
    setBits(entropyBits(length, pool.length));
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
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Sua senha</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-password`}
            readOnly
            value={password}
            placeholder="Clique em Gerar Senha"
            size="lg" className="font-mono tracking-wide"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            size="icon-lg"
            disabled={password === ""}
            onClick={copy}
            aria-label="Copiar senha"
            title="Copiar senha"
          >
            {justCopied ? <Check className="size-5 text-success" /> : <Copy className="size-5" />}
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

      <div className="mt-8 space-y-4">
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm font-medium">Comprimento</span>
          <output className="font-heading text-lg font-semibold tabular-nums">{length} caracteres</output>
        </div>
        <Slider
          min={PASSWORD_LENGTH.min}
          max={PASSWORD_LENGTH.max}
          step={PASSWORD_LENGTH.step}
          value={[length]}
          onValueChange={([value]) => value !== undefined && setLength(value)}
          thumbLabel="Comprimento da senha"
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
            <div
              key={option}
              className="flex items-center gap-3 rounded-lg border px-3 py-3 has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-ring/40"
            >
              <Checkbox
                id={`${id}-${option}`}
                checked={options[option]}
                onCheckedChange={(checked) => setOptions((current) => ({ ...current, [option]: checked === true }))}
              />
              <label htmlFor={`${id}-${option}`} className="flex-1 cursor-pointer py-0.5 text-sm select-none">
                {optionLabels[option]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <Button type="button" size="lg" className="mt-8 w-full" onClick={generate}>
        <RefreshCw className="size-5" aria-hidden="true" />
        Gerar Senha
      </Button>
    </div>
  );
}
