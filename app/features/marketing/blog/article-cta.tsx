import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { LeadFormLink } from "#app/features/layout/lead-form-link";

export function ArticleCta() {
  return (
    <aside
      aria-labelledby="cta-artigo"
      className="relative overflow-hidden rounded-2xl bg-linear-to-br from-hero-from to-hero-to p-6 text-white shadow-lg sm:p-10"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-16 -bottom-16 size-56 rounded-full bg-highlight/20 blur-3xl"
      />
      <Icon name="messages-square" aria-hidden="true" className="relative size-10 text-highlight" />
      <h2 id="cta-artigo" className="relative mt-4 text-2xl font-bold tracking-tight text-balance">
        Quer aplicar isso na sua empresa com quem já fez dar certo?
      </h2>
      <p className="relative mt-3 max-w-2xl text-white/85">
        Na consultoria gratuita analisamos suas campanhas, seu site e sua margem, e você sai com um plano de ação
        priorizado. Sem compromisso.
      </p>
      <Button asChild variant="highlight" size="lg" className="relative mt-6 w-full sm:w-auto">
        <LeadFormLink>
          RECEBER CONSULTORIA GRATUITA
          <Icon name="arrow-right" aria-hidden="true" />
        </LeadFormLink>
      </Button>
    </aside>
  );
}
