import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { NativeRadio } from "#app/components/ui/native-radio";
import { DISTRIBUTIONS, VISIBILITIES, type AssignmentSettings } from "../assignment";

/** The owner's choices about whose lead it is (issue 37): how new leads are given out, what attendants see. */
export function AssignmentSettingsForm({
  settings,
  availableCount,
}: {
  settings: AssignmentSettings;
  availableCount: number;
}) {
  return (
    <Form method="post" className="grid gap-5" preventScrollReset>
      <input type="hidden" name="intent" value="responsaveis" />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Novos leads</legend>
        {DISTRIBUTIONS.map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-center gap-3 text-sm">
            <NativeRadio
              name="distribuicao"
              value={choice.value}
              defaultChecked={settings.distribution === choice.value}
            />
            {choice.label}
          </label>
        ))}
        <p className="text-sm text-muted-foreground">
          {availableCount === 0
            ? "Ninguém está marcado como disponível: no rodízio, os leads ficam sem responsável até alguém estar."
            : `${availableCount} ${availableCount === 1 ? "pessoa disponível" : "pessoas disponíveis"} para o rodízio.`}
        </p>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Atendentes veem</legend>
        {VISIBILITIES.map((choice) => (
          <label key={choice.value} className="flex min-h-10 items-center gap-3 text-sm">
            <NativeRadio
              name="visibilidade"
              value={choice.value}
              defaultChecked={settings.visibility === choice.value}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <Button type="submit" className="justify-self-start">
        Salvar escolhas
      </Button>
    </Form>
  );
}

/** "Disponível" for the distribution in turn: a plain form post that flips it. */
export function AvailabilityForm({
  member,
  action,
}: {
  member: { id: number; name: string; available: boolean };
  /** The page that answers it (the team page for an owner, the account page for oneself). */
  action?: string;
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value="disponivel" />
      <input type="hidden" name="membro" value={member.id} />
      <input type="hidden" name="disponivel" value={member.available ? "nao" : "sim"} />
      <Button
        type="submit"
        variant={member.available ? "secondary" : "outline"}
        size="sm"
        aria-pressed={member.available}
        aria-label={`${member.name} disponível para receber leads`}
      >
        {member.available ? "Disponível" : "Indisponível"}
      </Button>
    </Form>
  );
}
