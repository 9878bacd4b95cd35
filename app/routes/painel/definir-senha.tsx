import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/definir-senha";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader } from "#app/components/ui/card";
import { NewPasswordFields } from "#app/features/panel/components/new-password-fields";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { requireSameOrigin } from "#app/features/panel/guard.server";
import { panelPaths } from "#app/features/panel/paths";
import { readFields, text } from "#app/features/panel/posted-fields";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "Criar senha | Painel" }];

const linkProblems = {
  used: "Este link já foi usado. Se você ainda não tem acesso, peça um novo ao dono do painel.",
  expired: "Este link expirou (ele vale por 24 horas). Peça um novo ao dono do painel.",
  unknown: "Este link não é válido. Confira se copiou o endereço inteiro ou peça um novo ao dono do painel.",
} as const;

/**
 * The one-time link of an invitation or a password reset. It is checked
 * here (used, expired or unknown links say so) and spent by the action.
 * The code travels in the query string, which the request log leaves out.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const code = url.searchParams.get("codigo") ?? "";
  const link =
    code === "" ? { state: "unknown" as const } : await fromServer(context).panel.passwordLinks.inspectLink(code);
  if (link.state !== "valid") return { code: "", problem: linkProblems[link.state], name: "", email: "", kind: null };
  return { code, problem: null, name: link.user.name, email: link.user.email, kind: link.kind };
}

export async function action(args: Route.ActionArgs) {
  requireSameOrigin(args);
  const { request } = args;
  const { panel, clientIp } = fromServer(args.context);
  const { codigo, senha, confirmacao } = readFields(await request.formData(), {
    // Far longer than any code a link carries: a longer one is unknown either way.
    codigo: text(200),
    senha: text(1000),
    confirmacao: text(1000),
  });
  const result = await panel.passwordLinks.setPasswordWithLink(codigo, senha, confirmacao, {
    ip: clientIp,
    userAgent: request.headers.get("User-Agent"),
  });
  if (result.ok) {
    return redirect(panelPaths.inbox, {
      status: 303,
      headers: { "Set-Cookie": await panel.cookie.serialize(result.token) },
    });
  }
  if ("link" in result) return data({ problem: linkProblems[result.link], error: null, field: null }, { status: 410 });
  return data({ problem: null, error: result.error, field: result.field ?? null }, { status: 400 });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const problem = actionData?.problem ?? loaderData.problem;
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">
            {loaderData.kind === "redefinicao" ? "Criar uma nova senha" : "Criar sua senha"}
          </h1>
          {problem === null ? (
            <p className="text-sm text-muted-foreground">
              Olá, {loaderData.name}! Escolha a senha da sua conta ({loaderData.email}) no painel da equipe.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-4">
          {problem !== null ? (
            <>
              <Alert variant="destructive">
                <AlertDescription>{problem}</AlertDescription>
              </Alert>
              <Button asChild variant="outline">
                <Link to={panelPaths.signIn}>Ir para a entrada do painel</Link>
              </Button>
            </>
          ) : (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="codigo" value={loaderData.code} />
              {/* Lets password managers file the new password under the right account. */}
              <input type="hidden" name="email" autoComplete="username" value={loaderData.email} />
              {actionData?.error && actionData.field === null ? (
                <Alert variant="destructive">
                  <AlertDescription>{actionData.error}</AlertDescription>
                </Alert>
              ) : null}
              <NewPasswordFields name="senha" errors={actionData} />
              <SubmitButton size="lg" pendingLabel="Salvando…">
                Salvar senha e entrar
              </SubmitButton>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
