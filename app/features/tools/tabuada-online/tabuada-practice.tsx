import { useEffect, useEffectEvent, useId, useReducer, useRef, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { ProgressBar } from "#app/components/ui/progress-bar";
import { ResultLive } from "#app/features/tools/components/result-live";
import { useHydrated } from "#app/lib/hydration";
import { cn } from "#app/lib/utils";
import {
  ADVANCE_DELAY_MS,
  feedbackMessages,
  isAwaitingAnswer,
  LAST_MULTIPLIER,
  questionQuery,
  stateFromQuery,
  TABLES,
  tabuadaFields,
  tabuadaReducer,
  type TabuadaAction,
} from "./tabuada";

/**
 * Multiplication practice. With JavaScript it is a state machine in the page
 * (spec section 4, with the 1-second pause before the next question). Its
 * forms are also GET forms that carry the table, the question, the score and
 * the answer: without JavaScript the server renders the state they lead to
 * from the URL, with a link to the next question.
 */
export function TabuadaPractice() {
  const id = useId();
  const [params] = useSearchParams();
  const [state, dispatch] = useReducer(tabuadaReducer, params, (query) => stateFromQuery((name) => query.get(name)));
  const hydrated = useHydrated();
  const answerRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (state.feedback !== "correct") return;
    const timer = setTimeout(() => dispatch({ type: "advance" }), ADVANCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.feedback, state.multiplier]);

  // A table chosen or an answer typed before the page's script ran is in the fields, not in the state yet.
  const adoptEarlyInput = useEffectEvent(() => {
    const table = tableRef.current ? Number(tableRef.current.value) : state.table;
    const answer = answerRef.current?.value ?? state.answer;
    if (table !== state.table) dispatch({ type: "selectTable", table });
    else if (answer !== state.answer) dispatch({ type: "typeAnswer", answer });
  });
  useEffect(() => adoptEarlyInput(), []);

  /** Runs an action in the page instead of submitting its form (the form is the way without JavaScript). */
  function handleWith(action: TabuadaAction, focusAnswer: boolean) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      dispatch(action);
      if (focusAnswer) answerRef.current?.focus();
    };
  }

  const awaiting = isAwaitingAnswer(state);
  const answered = state.multiplier - (state.feedback === "correct" || state.feedback === "completed" ? 0 : 1);
  const questionFields = (
    <>
      <input type="hidden" name={tabuadaFields.table} value={state.table} />
      <input type="hidden" name={tabuadaFields.multiplier} value={state.multiplier} />
      <input type="hidden" name={tabuadaFields.score} value={state.score} />
    </>
  );

  return (
    <div className="mx-auto max-w-2xl rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form
          method="get"
          className="flex w-full items-end gap-2 sm:w-auto"
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="w-full space-y-2 sm:w-52">
            <Label htmlFor={`${id}-table`}>Tabuada do</Label>
            <NativeSelect
              ref={tableRef}
              id={`${id}-table`}
              name={tabuadaFields.table}
              value={String(state.table)}
              // Focus stays on the list: arrow keys change the table as they move through it.
              onChange={(event) => dispatch({ type: "selectTable", table: Number(event.target.value) })}
            >
              {TABLES.map((table) => (
                <option key={table} value={String(table)}>
                  {table}
                </option>
              ))}
            </NativeSelect>
          </div>
          <input type="hidden" name={tabuadaFields.score} value={state.score} />
          {hydrated ? null : (
            <Button type="submit" variant="outline" size="lg">
              Trocar tabuada
            </Button>
          )}
        </form>
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
        <ProgressBar
          className="mt-2 h-2"
          value={(answered / LAST_MULTIPLIER) * 100}
          aria-label="Progresso na tabuada"
        />
      </div>

      <form
        method="get"
        className="mt-8"
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "submit" });
          answerRef.current?.select();
        }}
      >
        {questionFields}
        <p className="text-center font-heading text-5xl font-bold tracking-tight tabular-nums sm:text-6xl">
          <span className="sr-only">Quanto é </span>
          {state.table} × {state.multiplier} = ?
        </p>
        <div className="mx-auto mt-6 max-w-xs space-y-2">
          <Label htmlFor={`${id}-answer`} className="block text-center">
            Sua resposta
          </Label>
          <Input
            id={`${id}-answer`}
            ref={answerRef}
            name={tabuadaFields.answer}
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
        {state.feedback === "correct" && !hydrated ? (
          // With JavaScript the next question comes by itself after a second.
          <Button asChild>
            <a href={`?${questionQuery(tabuadaReducer(state, { type: "advance" }))}`}>
              Próxima pergunta
              <Icon name="arrow-right" aria-hidden="true" />
            </a>
          </Button>
        ) : null}
        {state.feedback === "completed" && state.table < TABLES.length ? (
          <ActionForm
            fields={{ [tabuadaFields.table]: state.table + 1, [tabuadaFields.score]: state.score }}
            onSubmit={handleWith({ type: "selectTable", table: state.table + 1 }, true)}
          >
            <Button type="submit">Praticar a tabuada do {state.table + 1}</Button>
          </ActionForm>
        ) : null}
        <ActionForm fields={{ [tabuadaFields.table]: state.table }} onSubmit={handleWith({ type: "restart" }, true)}>
          <Button type="submit" variant="outline">
            <Icon name="rotate-ccw" aria-hidden="true" />
            Reiniciar
          </Button>
        </ActionForm>
      </div>
    </div>
  );
}

/** A button that works as a GET form without JavaScript and as an action in the page with it. */
function ActionForm({
  fields,
  onSubmit,
  children,
}: {
  fields: Record<string, number>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form method="get" onSubmit={onSubmit}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
