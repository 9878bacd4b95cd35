import { useEffect, useRef } from "react";
import { data, Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/equipe";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { AssignmentSettingsForm, AvailabilityForm } from "#app/features/panel/components/assignment-settings-form";
import { Field } from "#app/features/panel/components/field";
import { LinkToSend } from "#app/features/panel/components/link-to-send";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { RelativeTime } from "#app/features/panel/components/relative-time";
import { SectionCard } from "#app/features/panel/components/section-card";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { actorOf, refusalsAsData, requireOwner } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { choice, readFields, text } from "#app/features/panel/posted-fields";
import { ROLES, roleLabels } from "#app/features/panel/statuses";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "Equipe | Painel" }];

const stateLabels = { ativo: "Ativa", convidado: "Aguardando senha", link_expirado: "Link expirado" } as const;

/** The owner's team page: who can sign in, invitations and new password links. Owners only. */
export async function loader(args: Route.LoaderArgs) {
  const user = requireOwner(args.context);
  const { panel } = fromServer(args.context);
  const [members, exportGrants, settings, available] = await Promise.all([
    panel.members.listMembers(),
    panel.exports.grants(),
    panel.assignment.settings(),
    panel.assignment.available(),
  ]);
  return {
    now: Date.now(),
    me: user.id,
    settings,
    members: members.map((member) => ({
      ...member,
      canExport: member.role === "dono" || exportGrants.has(member.id),
      available: available.has(member.id),
    })),
  };
}

type TeamResult =
  | { ok: true; intent: "convidar" | "novo-link"; memberId: number; link: string }
  | { ok: true; intent: "remover" | "exportacao" | "responsaveis" | "disponivel"; message: string }
  | { ok: false; message: string; field: "nome" | "email" | null };

/** The search parameter of the removal's second step: the member to confirm (`?remover=5`). */
const CONFIRM_REMOVAL = "remover";

/** A member's id from the form; anything else is no member (0 is never an id). */
function memberIdOf(value: FormDataEntryValue | null): number {
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : 0;
}

export async function action(args: Route.ActionArgs) {
  const user = requireOwner(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const { members, passwordLinks } = panel;
  const actor = actorOf(user, clientIp);
  const form = await args.request.formData();
  const memberId = memberIdOf(form.get("membro"));
  return refusalsAsData(
    async () => {
      switch (form.get("intent")) {
        case "convidar": {
          // Longer than the longest e-mail (254) and name (120) the team takes, so the refusal still says so.
          const { email, nome, papel } = readFields(form, { email: text(300), nome: text(300), papel: choice(ROLES) });
          const { userId, token } = await members.addMember({ email, name: nome, role: papel ?? "atendente" }, actor);
          return data<TeamResult>({
            ok: true,
            intent: "convidar",
            memberId: userId,
            link: passwordLinks.linkUrl(token),
          });
        }
        case "novo-link": {
          const token = await members.resetMember(memberId, actor);
          return data<TeamResult>({ ok: true, intent: "novo-link", memberId, link: passwordLinks.linkUrl(token) });
        }
        case "remover": {
          if (memberId === user.id) {
            return data<TeamResult>(
              { ok: false, message: "Você não pode remover a si mesmo.", field: null },
              { status: 400 },
            );
          }
          await members.removeMember(memberId, actor);
          return data<TeamResult>({
            ok: true,
            intent: "remover",
            message: "Pessoa removida da equipe; as sessões dela foram encerradas.",
          });
        }
        case "exportacao": {
          // Exporting the leads: an owner's permission, granted to an attendant here (server/panel/export-permission).
          const allowed = form.get("pode_exportar") === "sim";
          await panel.exports.setPermission(memberId, allowed, actor);
          return data<TeamResult>({
            ok: true,
            intent: "exportacao",
            message: allowed
              ? "Pronto: essa pessoa agora pode exportar os leads."
              : "Pronto: essa pessoa não pode mais exportar os leads.",
          });
        }
        case "responsaveis": {
          await panel.assignment.saveSettings(
            { distribution: form.get("distribuicao"), visibility: form.get("visibilidade") },
            actor,
          );
          return data<TeamResult>({ ok: true, intent: "responsaveis", message: "Escolhas salvas." });
        }
        case "disponivel": {
          const available = form.get("disponivel") === "sim";
          await panel.assignment.setAvailable(memberId, available, actor);
          return data<TeamResult>({
            ok: true,
            intent: "disponivel",
            message: available ? "Pronto: essa pessoa entra no rodízio." : "Pronto: essa pessoa sai do rodízio.",
          });
        }
        default:
          return data<TeamResult>({ ok: false, message: "Ação desconhecida.", field: null }, { status: 400 });
      }
    },
    (refusal): TeamResult => ({
      ok: false,
      message: refusal.message,
      field: refusal.field === "nome" || refusal.field === "email" ? refusal.field : null,
    }),
  );
}

export default function Team({ loaderData, actionData }: Route.ComponentProps) {
  const { members, now, me, settings } = loaderData;
  const [searchParams] = useSearchParams();
  const madeLink =
    actionData?.ok && (actionData.intent === "convidar" || actionData.intent === "novo-link") ? actionData : null;
  const invited = madeLink?.intent === "convidar" ? madeLink : null;
  const confirming = Number(searchParams.get(CONFIRM_REMOVAL));
  return (
    <>
      <PageHeading
        title="Equipe"
        description="Quem entra no painel. Atendentes trabalham os leads; donos também cuidam da equipe, da auditoria e da LGPD."
      />
      {actionData?.ok && "message" in actionData ? (
        <Alert variant="success" role="status" className="mb-6">
          <Icon name="circle-check" />
          <AlertTitle>{actionData.message}</AlertTitle>
        </Alert>
      ) : null}
      {actionData && !actionData.ok && actionData.field === null ? (
        <Alert variant="destructive" className="mb-6">
          <AlertDescription>{actionData.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <SectionCard
          title="Pessoas"
          description={`${members.length} ${members.length === 1 ? "pessoa" : "pessoas"} na equipe`}
        >
          <ul className="grid gap-3">
            {members.map((member) => (
              <li key={member.id} className="grid gap-3 rounded-lg border p-4 sm:flex sm:flex-wrap sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">
                    {member.name}
                    {member.id === me ? <span className="font-normal text-muted-foreground"> (você)</span> : null}
                  </p>
                  <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  <p className="mt-1 text-sm">
                    {roleLabels[member.role]} · {stateLabels[member.state]}
                    {member.canExport ? " · pode exportar os leads" : null}
                    {member.available ? " · disponível" : null}
                    {member.lastSignInAt ? (
                      <>
                        {" "}
                        · último acesso <RelativeTime time={member.lastSignInAt} now={now} />
                      </>
                    ) : null}
                  </p>
                </div>
                {member.state === "ativo" ? <AvailabilityForm member={member} /> : null}
                {member.id !== me && confirming === member.id ? (
                  <RemovalConfirmation id={member.id} name={member.name} />
                ) : member.id !== me ? (
                  <div className="flex flex-wrap gap-2">
                    {member.role === "atendente" ? <ExportPermissionForm member={member} /> : null}
                    <Form method="post">
                      <input type="hidden" name="intent" value="novo-link" />
                      <input type="hidden" name="membro" value={member.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        aria-label={`Gerar novo link de senha para ${member.name}`}
                      >
                        <Icon name="key-round" />
                        Novo link
                      </Button>
                    </Form>
                    <Button asChild variant="ghost" size="sm">
                      <Link
                        to={`?${CONFIRM_REMOVAL}=${member.id}`}
                        preventScrollReset
                        aria-label={`Remover ${member.name} da equipe`}
                      >
                        <Icon name="trash" />
                        Remover
                      </Link>
                    </Button>
                  </div>
                ) : null}
                {madeLink?.intent === "novo-link" && madeLink.memberId === member.id ? (
                  <div className="basis-full">
                    <LinkToSend key={madeLink.link} kind="novo-link" name={member.name} link={madeLink.link} />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </SectionCard>
        <div className="grid gap-6">
          <SectionCard
            id="responsaveis"
            title="Responsáveis pelos leads"
            description="Quem cuida de cada lead novo e o que os atendentes veem. Donos sempre veem todos."
          >
            <AssignmentSettingsForm
              settings={settings}
              availableCount={members.filter((member) => member.available).length}
            />
          </SectionCard>
          <SectionCard
            id="convite"
            title="Convidar alguém"
            description="O painel cria um link de uso único para a pessoa criar a senha; você mesmo envia o link a ela."
          >
            {invited ? (
              <div className="mb-6">
                <LinkToSend
                  key={invited.link}
                  kind="convite"
                  name={members.find((member) => member.id === invited.memberId)?.name ?? "a pessoa"}
                  link={invited.link}
                />
              </div>
            ) : null}
            {/* A new key after each invitation empties the form for the next one. */}
            <Form method="post" className="grid gap-4" preventScrollReset key={invited?.link ?? "convite"}>
              <input type="hidden" name="intent" value="convidar" />
              <Field
                id="convite-nome"
                name="nome"
                label="Nome"
                autoComplete="off"
                required
                maxLength={120}
                error={actionData && !actionData.ok && actionData.field === "nome" ? actionData.message : null}
              />
              <Field
                id="convite-email"
                name="email"
                type="email"
                label="E-mail"
                autoComplete="off"
                required
                error={actionData && !actionData.ok && actionData.field === "email" ? actionData.message : null}
              />
              <div className="grid gap-1.5">
                <Label htmlFor="convite-papel">Papel</Label>
                <NativeSelect id="convite-papel" name="papel" defaultValue="atendente">
                  <option value="atendente">Atendente: trabalha os leads</option>
                  <option value="dono">Dono: também cuida da equipe e da LGPD</option>
                </NativeSelect>
              </div>
              <SubmitButton
                post={{ field: "intent", value: "convidar" }}
                pendingLabel="Criando…"
                icon={<Icon name="user-plus" />}
                className="justify-self-start"
              >
                Criar convite
              </SubmitButton>
            </Form>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

/** "Pode exportar": an owner allows an attendant to export the leads, or stops allowing it (a plain form post). */
function ExportPermissionForm({ member }: { member: { id: number; name: string; canExport: boolean } }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="exportacao" />
      <input type="hidden" name="membro" value={member.id} />
      <input type="hidden" name="pode_exportar" value={member.canExport ? "nao" : "sim"} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        aria-label={
          member.canExport ? `Tirar de ${member.name} a permissão de exportar` : `Permitir que ${member.name} exporte`
        }
      >
        <Icon name="download" />
        {member.canExport ? "Tirar exportação" : "Permitir exportar"}
      </Button>
    </Form>
  );
}

/**
 * The second step of "Remover", in the member's row (a link to `?remover=<id>`, so it works without script too):
 * what removing means, the real removal, and a way back. Focus comes here so the question is on screen.
 */
function RemovalConfirmation({ id, name }: { id: number; name: string }) {
  const questionId = `remover-${id}`;
  const ref = useRef<HTMLDivElement>(null);
  // The attribute focuses it on a page load; React leaves a div's autoFocus to the browser, so a client navigation
  // focuses it here.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={questionId}
      tabIndex={-1}
      autoFocus
      className="grid basis-full gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <p id={questionId} className="text-sm">
        <span className="font-semibold">Remover {name} da equipe?</span> O acesso termina na hora: as sessões abertas se
        encerram e o link de senha deixa de valer.
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={panelPaths.team}>
          <input type="hidden" name="intent" value="remover" />
          <input type="hidden" name="membro" value={id} />
          <Button type="submit" variant="destructive" size="sm">
            <Icon name="trash" />
            Sim, remover
          </Button>
        </Form>
        <Button asChild variant="outline" size="sm">
          <Link to={panelPaths.team} preventScrollReset>
            Cancelar
          </Link>
        </Button>
      </div>
    </div>
  );
}
