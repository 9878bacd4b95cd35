import { useEffect, useId, useReducer, useRef } from "react";
import { RotateCcw } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { NativeSelect } from "~/components/ui/native-select";
import { ResultLive } from "~/features/tools/components/result-live";
import { cn } from "~/lib/utils";
import {
  ADVANCE_DELAY_MS,
  feedbackMessages,
  initialState,
  isAwaitingAnswer,
  LAST_MULTIPLIER,
  TABLES,
  tabuadaReducer,
} from "./tabuada";

export function TabuadaPractice() {
  const id = useId();
  const [state, dispatch] = useReducer(tabuadaReducer, undefined, () => initialState());
  const answerRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.feedback !== "correct") return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.feedback, state.multiplier]);

  const awaiting = isAwaitingAnswer(state);
  const answered = state.multiplier - (state.feedback === "correct" || state.feedback === "completed" ? 0 : 1);

  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full space-y-2 sm:w-52">
          <Label htmlFor={`${id}-table`}>Tabuada do</Label>
          <NativeSelect
            id={`${id}-table`}
            value={String(state.table)}
            onChange={(event) => {
              dispatch({ type: "selectTable", table: Number(event.target.value) });
              answerRef.current?.focus();
            }}
          >
            {TABLES.map((table) => (
              <option key={table} value={String(table)}>
                {table}
              </option>
            ))}
          </NativeSelect>
        </div>
        <p className="text-sm text-muted-foreground">
          Acertos:{" "}
          <strong className="font-heading text-2xl font-bold text-foreground tabular-nums">{state.score}</strong>
        </p>
      </div>

      <div className="mt-6">
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>
            Pergunta {state.multiplier} de {LAST_MULTIPLIER}
          </span>
          <span>{Math.round((answered / LAST_MULTIPLIER) * 100)}% concluído</span>
        </div>
        <Progress className="mt-2 h-2" value={(answered / LAST_MULTIPLIER) * 100} aria-label="Progresso na tabuada" />
      </div>

      <form
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "submit" });
          answerRef.current?.select();
        }}
      >
        <p className="text-center font-heading text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">
          <span className="sr-only">Quanto é </span>
          {state.table} × {state.multiplier} = ?
        </p>
        <div className="mx-auto mt-6 max-w-xs space-y-2">
          <Label htmlFor={`${id}-answer`} className="justify-center">
            Sua resposta
          </Label>
          <Input
            id={`${id}-answer`}
            ref={answerRef}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            value={state.answer}
            readOnly={!awaiting}
            onChange={(event) => dispatch({ type: "typeAnswer", answer: event.target.value })}
            size="xl"
            className="text-center font-heading font-semibold tabular-nums"
          />
          <Button type="submit" size="lg" className="w-full" disabled={!awaiting}>
            Verificar Resposta
          </Button>
        </div>
      </form>

      <ResultLive
        className={cn(
          "mt-6 rounded-lg border-2 p-4 text-center text-lg font-semibold",
          state.feedback === "wrong"
            ? "border-destructive/50 bg-destructive/10 text-destructive"
            : "border-success/50 bg-success/10 text-foreground",
        )}
        label="Resposta"
      >
        {state.feedback ? feedbackMessages[state.feedback] : null}
      </ResultLive>

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {state.feedback === "completed" && state.table < TABLES.length ? (
          <Button
            type="button"
            onClick={() => {
              dispatch({ type: "selectTable", table: state.table + 1 });
              answerRef.current?.focus();
            }}
          >
            Praticar a tabuada do {state.table + 1}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            dispatch({ type: "restart" });
            answerRef.current?.focus();
          }}
        >
          <RotateCcw aria-hidden="true" />
          Reiniciar
        </Button>
      </div>
    </div>
  );
}
