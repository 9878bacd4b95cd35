import { Icon } from "#app/components/ui/icon";
import { site } from "#app/config/site";
import { useBusiness } from "#app/config/use-business";
import { policyUpdatedAt, privacyIntro, privacySections, type PolicyDestinations } from "#app/content/privacy";
import { PolicyContent, PolicyToc } from "./policy-content";
import { formatLongDate } from "#app/lib/dates";

/**
 * /politica-privacidade. "Última atualização" is the day the policy's text
 * last changed (kept with the text in #app/content/privacy), not the build's
 * date, which would claim a change with every deploy. `destinations` are
 * where this deployment sends leads, read at build time like the business
 * identity: the policy names only those.
 */
export function PrivacyPage({ destinations }: { destinations: PolicyDestinations }) {
  const business = useBusiness();
  const sections = privacySections(business, destinations);
  const year = new Date().getFullYear();
  return (
    <>
      <section className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="mb-3 flex items-center gap-2 text-sm font-bold tracking-widest text-highlight uppercase">
            <Icon name="shield-check" aria-hidden="true" className="size-4" />
            LGPD
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            Política de Privacidade
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-pretty text-white/85">{privacyIntro}</p>
          <p className="mt-6 text-sm text-white/80">
            Última atualização: <time dateTime={policyUpdatedAt}>{formatLongDate(policyUpdatedAt)}</time>
          </p>
        </div>
      </section>
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <PolicyToc sections={sections} />
        </aside>
        <div className="min-w-0 max-w-3xl">
          <PolicyContent sections={sections} />
          <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
            © <span suppressHydrationWarning>{year}</span> {business.legalName ?? site.brand}
            {business.cnpj && <> · CNPJ {business.cnpj}</>}. Todos os direitos reservados.
          </p>
        </div>
      </div>
    </>
  );
}
