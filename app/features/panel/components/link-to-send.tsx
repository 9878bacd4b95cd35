import { useId, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/ui/icon";
import { Textarea } from "#app/components/ui/textarea";
import { Label } from "#app/components/ui/label";
import { useHydrated } from "#app/lib/hydration";
import { invitationWhatsappHref, type LinkKind } from "../invitation-message";

/**
 * A one-time password link just made, shown where the owner made it (under
 * the invitation form's heading, or in the member's row) and focused, since
 * the site sends nothing: the link as selectable text in a read-only field,
 * "Copiar link" once the page has its script, and WhatsApp with the message
 * written.
 */
export function LinkToSend({ kind, name, link }: { kind: LinkKind; name: string; link: string }) {
  const hydrated = useHydrated();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"sim" | "falhou" | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("sim");
    } catch {
      field.current?.select();
      setCopied("falhou");
    }
  }

  return (
    <Alert variant="success" role="status">
      <Icon name="circle-check" />
      <AlertTitle>{kind === "convite" ? `Convite criado para ${name}.` : `Novo link criado para ${name}.`}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          O site não envia nada: copie o link e mande para a pessoa. Ele vale por 24 horas e funciona uma vez.
          {kind === "novo-link" ? " As sessões dessa pessoa foram encerradas." : null}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId} className="text-foreground">
            Link de {name}
          </Label>
          {/* A field, not a paragraph: selectable whole on a phone, and focusable; wrapped so all of it shows. */}
          <Textarea
            id={fieldId}
            ref={field}
            readOnly
            value={link}
            // Focus comes here after the form is sent, with or without script (the attribute in the page), so the
            // link is on screen instead of above the form that made it.
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            rows={4}
            className="resize-none font-mono break-all text-foreground"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {hydrated ? (
            <Button type="button" size="sm" onClick={() => void copy()}>
              <Icon name="copy" />
              Copiar link
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <a href={invitationWhatsappHref(kind, name, link)} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" />
              Enviar pelo WhatsApp
            </a>
          </Button>
        </div>
        <p className="text-foreground empty:hidden">
          {copied === "sim"
            ? "Link copiado. Cole na conversa com a pessoa."
            : copied === "falhou"
              ? "Não deu para copiar daqui: o link está selecionado, copie com o teclado ou o menu."
              : null}
        </p>
      </AlertDescription>
    </Alert>
  );
}
