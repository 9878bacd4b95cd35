import { useFetcher } from "react-router";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { cn } from "#app/lib/utils";
import type { LeadPageResult } from "./lead-page-result";
import { SubmitButton } from "./submit-button";

/** A member the lead can be given to. */
export interface OwnerChoice {
  id: number;
  name: string;
  available: boolean;
}

/**
 * "Responsável": who on the team takes care of the lead. With JavaScript it saves through a fetcher (the page's
 * timeline shows the change on its own revalidation); without, an ordinary post answered with the page again.
 */
export function OwnerForm({
  owner,
  members,
  posted,
}: {
  owner: { id: number; name: string } | null;
  members: readonly OwnerChoice[];
  posted: { ok: boolean; message: string } | null;
}) {
  const fetcher = useFetcher<LeadPageResult>();
  const answer = fetcher.data?.intent === "responsavel" ? fetcher.data : posted;
  const error = answer && !answer.ok ? answer.message : null;
  // A removed member can still be the one named; the choice keeps them until someone else is chosen.
  const listed =
    owner && !members.some((member) => member.id === owner.id) ? [...members, { ...owner, available: false }] : members;
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="responsavel" />
      <Label htmlFor="responsavel">Responsável pelo lead</Label>
      <NativeSelect
        id="responsavel"
        name="responsavel"
        defaultValue={owner ? String(owner.id) : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "responsavel-erro" : undefined}
      >
        <option value="">Sem responsável</option>
        {listed.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
            {member.available ? " · disponível" : ""}
          </option>
        ))}
      </NativeSelect>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton fetcher={fetcher} variant="secondary" pendingLabel="Salvando…">
          Salvar responsável
        </SubmitButton>
        <p role="status" className={cn("text-sm", error ? "font-medium text-destructive" : "text-muted-foreground")}>
          {error ? <span id="responsavel-erro">{error}</span> : (answer?.message ?? "")}
        </p>
      </div>
    </fetcher.Form>
  );
}
