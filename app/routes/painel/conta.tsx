import { data, Form } from "react-router";
import type { Route } from "./+types/conta";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Field } from "#app/features/panel/components/field";
import { NewPasswordFields } from "#app/features/panel/components/new-password-fields";
import { PageHeading } from "#app/features/panel/components/page-heading";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { SectionCard } from "#app/features/panel/components/section-card";
import { AvailabilityForm } from "#app/features/panel/components/assignment-settings-form";
import { actorOf, signedInUser } from "#app/features/panel/guard.server";
import { fromServer } from "#app/load-context";
import { panelPaths } from "#app/features/panel/paths";
import { choice, readFields, text, ticked } from "#app/features/panel/posted-fields";
import { roleLabels } from "#app/features/panel/statuses";
import { formatLongDateTime, relativeTime } from "#app/features/panel/time";
import { deviceLabel } from "#app/features/panel/device";
import { PushDevices } from "#app/features/panel/components/push-devices";

export const meta: Route.MetaFunction = () => [{ title: "Minha conta | Painel" }];

export async function loader(args: Route.LoaderArgs) {
  const user = signedInUser(args.context);
  const { panel } = fromServer(args.context);
  const { push } = panel;
  const [sessions, available, devices] = await Promise.all([
    panel.sessions.listSessions(user.id),
    panel.assignment.available(),
    push.devices(user.id),
  ]);
  return {
    push: {
      publicKey: push.publicKey,
      removed: args.url.searchParams.get("alertas") === "removido",
      devices: devices.map((device) => ({
        id: device.id,
        createdAt: device.createdAt,
        ...deviceLabel(device.userAgent),
      })),
    },
    now: Date.now(),
    user: { id: user.id, name: user.name, email: user.email, role: user.role, available: available.has(user.id) },
    sessions: sessions.map((session) => ({
      current: session.id === user.sessionId,
      lastSeenAt: session.lastSeenAt,
      device: deviceLabel(session.userAgent),
      ip: session.ip,
    })),
  };
}

/**
 * Changes the password (the other sessions of this member end, this one stays), or says whether this member is
 * available for the distribution of new leads in turn.
 */
export async function action(args: Route.ActionArgs) {
  const user = signedInUser(args.context);
  const { panel, clientIp } = fromServer(args.context);
  const fields = readFields(await args.request.formData(), {
    intent: choice(["disponivel"]),
    disponivel: ticked,
    atual: text(1000),
    nova: text(1000),
    confirmacao: text(1000),
  });
  if (fields.intent === "disponivel") {
    await panel.assignment.setAvailable(user.id, fields.disponivel, actorOf(user, clientIp));
    return { ok: true as const, intent: "disponivel" as const, error: null, field: null };
  }
  const result = await panel.passwords.changePassword(
    user,
    { current: fields.atual, next: fields.nova, confirmation: fields.confirmacao },
    clientIp,
  );
  if (result.ok) return { ok: true as const, intent: "senha" as const, error: null, field: null };
  return data({ ok: false as const, error: result.error, field: result.field }, { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, sessions, now, push } = loaderData;
  return (
    <>
      <PageHeading title="Minha conta" description={`${user.name} · ${user.email} · ${roleLabels[user.role]}`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PushDevices {...push} now={now} />
        <SectionCard title="Trocar a senha" description="Ao trocar, você sai do painel em todos os outros aparelhos.">
          <Form method="post" className="grid gap-4">
            {actionData?.ok && actionData.intent === "senha" ? (
              <Alert variant="success" role="status">
                <AlertDescription>Senha alterada. Os outros aparelhos precisam entrar de novo.</AlertDescription>
              </Alert>
            ) : null}
            {actionData?.error && actionData.field === null ? (
              <Alert variant="destructive">
                <AlertDescription>{actionData.error}</AlertDescription>
              </Alert>
            ) : null}
            <input type="hidden" name="email" autoComplete="username" value={user.email} />
            <Field
              id="atual"
              name="atual"
              type="password"
              label="Senha atual"
              autoComplete="current-password"
              required
              error={actionData?.field === "atual" ? actionData.error : null}
            />
            <NewPasswordFields name="nova" errors={actionData} />
            <SubmitButton post={{ action: panelPaths.account }} pendingLabel="Salvando…" className="justify-self-start">
              Trocar a senha
            </SubmitButton>
          </Form>
        </SectionCard>
        <SectionCard
          title="Rodízio de leads"
          description={
            user.available
              ? "Você está disponível: quando o dono distribui os leads em rodízio, você recebe a sua vez."
              : "Você está indisponível: no rodízio, os novos leads vão para as outras pessoas."
          }
        >
          <AvailabilityForm member={user} action={panelPaths.account} />
        </SectionCard>
        <SectionCard
          title="Aparelhos conectados"
          description="Cada sessão dura até 30 dias e termina após 7 dias sem uso."
        >
          <div className="grid gap-4">
            <ul className="grid gap-2">
              {sessions.map((session, index) => (
                <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
                  <Icon
                    name={session.device.phone ? "smartphone" : "monitor"}
                    className="size-4 text-muted-foreground"
                  />
                  <span className="min-w-0 flex-1 font-medium">{session.device.label}</span>
                  {session.current ? (
                    <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold">Este aparelho</span>
                  ) : null}
                  <span className="w-full text-muted-foreground">
                    Último uso{" "}
                    <time title={formatLongDateTime(session.lastSeenAt)}>{relativeTime(session.lastSeenAt, now)}</time>
                    {session.ip ? ` · IP ${session.ip}` : ""}
                  </span>
                </li>
              ))}
            </ul>
            <Form method="post" action={panelPaths.signOut}>
              <input type="hidden" name="intent" value="todos" />
              <Button type="submit" variant="outline">
                <Icon name="log-out" />
                Sair de todos os aparelhos
              </Button>
            </Form>
          </div>
        </SectionCard>
      </div>
    </>
  );
}
