import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { useBusiness } from "#app/config/use-business";
import { urgentSupport } from "#app/content/contact";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import { EmailAddress } from "#app/features/marketing/shared/email-address";

/** The 24-hour WhatsApp line for clients: shown only when the business has a WhatsApp number. */
export function UrgentSupport() {
  const { whatsappNumber, emails } = useBusiness();
  if (!whatsappNumber) return null;
  return (
    <section
      aria-labelledby="suporte-urgente-titulo"
      className="defer-render [--deferred-height:29rem] md:[--deferred-height:23rem] lg:[--deferred-height:13rem] pb-16 sm:pb-20"
    >
      <div className="container-page">
        <div className="flex flex-col gap-6 rounded-2xl border-2 border-destructive/40 bg-destructive/5 p-6 sm:p-10 md:flex-row md:items-center">
          <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-destructive text-destructive-foreground">
            <Icon name="life-buoy" aria-hidden="true" className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id="suporte-urgente-titulo" className="text-2xl font-bold tracking-tight">
              {urgentSupport.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{urgentSupport.description}</p>
            {emails.support && (
              <p className="mt-2 text-sm text-muted-foreground">
                Se preferir, escreva para{" "}
                <a
                  href={`mailto:${emails.support}`}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  <EmailAddress email={emails.support} />
                </a>
                .
              </p>
            )}
          </div>
          <Button asChild variant="destructive" size="lg" className="w-full md:w-auto">
            <a href={whatsappClickHref("suporte", "/contato")} target="_blank" rel="noopener noreferrer">
              <Icon name="message-circle" aria-hidden="true" />
              {urgentSupport.action}
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
