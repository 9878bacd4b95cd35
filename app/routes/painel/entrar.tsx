import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/entrar";
import { Alert, AlertDescription } from "#app/components/ui/alert";
import { Card, CardContent, CardHeader } from "#app/components/ui/card";
import { Field } from "#app/features/panel/components/field";
import { SubmitButton } from "#app/features/panel/components/submit-button";
import { currentUser, requireSameOrigin, throttleMessage } from "#app/features/panel/guard.server";
import { panelMessages } from "#app/features/panel/messages";
import { readFields, text } from "#app/features/panel/posted-fields";
import { returnPath } from "#app/features/panel/paths";
import { fromServer } from "#app/load-context";

export const meta: Route.MetaFunction = () => [{ title: "Entrar | Painel" }];

/** React Router keeps only cookies from an action's headers unless passed on: the throttled answer keeps its Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter === null ? new Headers() : new Headers({ "Retry-After": retryAfter });
};

/** A member already signed in goes straight to the panel. */
export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const back = returnPath(url.searchParams.get("voltar"));
  if (await currentUser(args)) throw redirect(back);
  return { voltar: back, saiu: url.searchParams.has("saiu") };
}

export async function action(args: Route.ActionArgs) {
  requireSameOrigin(args);
  const { request } = args;
  const { panel, clientIp } = fromServer(args.context);
  const form = await request.formData();
  const { email, senha: password } = readFields(form, { email: text(300), senha: text(1000) });
  if (email.trim() === "" || password === "") {
    return data({ error: panelMessages.missingCredentials, email }, { status: 400 });
  }
  const result = await panel.signIn({
    email,
    password,
    ip: clientIp,
    userAgent: request.headers.get("User-Agent"),
    presentedToken: await panel.cookie.read(request.headers.get("Cookie")),
  });
  if (result.ok) {
    return redirect(returnPath(form.get("voltar")), {
      status: 303,
      headers: { "Set-Cookie": await panel.cookie.serialize(result.token) },
    });
  }
  switch (result.reason) {
    case "throttled":
      return data(
        { error: throttleMessage(result.waitMs), email },
        { status: 429, headers: { "Retry-After": String(Math.ceil(result.waitMs / 1000)) } },
      );
    case "busy":
      return data({ error: panelMessages.busy, email }, { status: 503, headers: { "Retry-After": "5" } });
    default:
      return data({ error: panelMessages.invalidCredentials, email }, { status: 400 });
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Entrar no painel</h1>
          <p className="text-sm text-muted-foreground">Área da equipe: os leads do site, seus status e resultados.</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {loaderData.saiu && !actionData ? (
            <Alert variant="success" role="status">
              <AlertDescription>Você saiu do painel.</AlertDescription>
            </Alert>
          ) : null}
          {actionData?.error ? (
            <Alert variant="destructive">
              <AlertDescription>{actionData.error}</AlertDescription>
            </Alert>
          ) : null}
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="voltar" value={loaderData.voltar} />
            <Field
              id="email"
              name="email"
              type="email"
              label="E-mail"
              autoComplete="username"
              required
              defaultValue={actionData?.email ?? ""}
            />
            <Field id="senha" name="senha" type="password" label="Senha" autoComplete="current-password" required />
            <SubmitButton size="lg" pendingLabel="Entrando…">
              Entrar
            </SubmitButton>
          </Form>
          <p className="text-sm text-muted-foreground">
            Esqueceu a senha? Peça ao dono do painel um novo link para criar outra.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
