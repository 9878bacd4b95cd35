import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { cn } from "#app/lib/utils";
import type { LeadPageResult } from "./lead-page-result";
import { SubmitButton } from "./submit-button";

/** Adds a note to the lead's timeline; with JavaScript without a reload, the box cleared once saved. */
export function NoteForm() {
  const fetcher = useFetcher<LeadPageResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.data?.intent === "nota" ? fetcher.data : null;
  const saved = fetcher.state === "idle" && result?.ok === true;
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved, fetcher.data]);
  const error = result && !result.ok ? result.message : null;
  return (
    <fetcher.Form method="post" ref={form} className="grid gap-3">
      <input type="hidden" name="intent" value="nota" />
      <Label htmlFor="nota">Nova anotação</Label>
      <Textarea
        id="nota"
        name="nota"
        required
        maxLength={4000}
        rows={3}
        placeholder="Ex.: liguei às 14h, pediu proposta por e-mail."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "nota-erro" : undefined}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton fetcher={fetcher} variant="secondary" pendingLabel="Salvando…">
          Adicionar anotação
        </SubmitButton>
        <p role="status" className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {error ? <span id="nota-erro">{error}</span> : saved ? result.message : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
