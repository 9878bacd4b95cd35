import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { panelPaths } from "../paths";

function messageOf(data: unknown): string | null {
  return data !== null && typeof data === "object" && "message" in data && typeof data.message === "string"
    ? data.message
    : null;
}

/** What a panel page shows when it cannot show itself: session ended, not allowed, not found, or a fault. */
export function PanelError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? messageOf(error.data) : null;
  const content =
    status === 401
      ? {
          title: "Sua sessão terminou",
          text: message ?? "Entre de novo para continuar.",
          action: { to: panelPaths.signIn, label: "Entrar de novo" },
        }
      : status === 403
        ? { title: "Acesso não permitido", text: message ?? "Você não pode fazer isso.", action: null }
        : status === 404
          ? {
              title: "Não encontrado",
              text: message ?? "Esse endereço não existe no painel.",
              action: { to: panelPaths.inbox, label: "Voltar aos leads" },
            }
          : {
              title: "Algo deu errado",
              text: "O painel não conseguiu carregar esta página. Tente de novo em instantes.",
              action: { to: panelPaths.inbox, label: "Voltar aos leads" },
            };
  return (
    <section className="mx-auto flex max-w-lg flex-col items-start gap-3 py-10">
      <title>{`${content.title} | Painel`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{content.title}</h1>
      <p className="text-muted-foreground">{content.text}</p>
      {content.action ? (
        <Button asChild className="mt-2">
          <Link to={content.action.to} reloadDocument={status === 401}>
            {content.action.label}
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
