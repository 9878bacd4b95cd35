import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { cityLine } from "#app/config/business";
import { site } from "#app/config/site";
import { useBusiness } from "#app/config/use-business";
import { emergencyNote, quickActions } from "#app/content/contact";
import { hoursLabel, openingHours } from "#app/content/opening-hours";
import { cn } from "#app/lib/utils";

/** The company's name and whatever of its registration and address is configured. */
function CompanyInfo() {
  const { legalName, cnpj, address } = useBusiness();
  return (
    <section aria-labelledby="empresa-titulo" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="empresa-titulo" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="building-complex" aria-hidden="true" className="size-5 text-primary" />
        Empresa
      </h2>
      <address className="mt-4 space-y-1 text-sm not-italic">
        <p className="font-semibold">{legalName ?? site.brand}</p>
        {cnpj && <p className="text-muted-foreground">CNPJ {cnpj}</p>}
        {address && (
          <>
            <p className="text-muted-foreground">
              {address.street}
              {address.district && `, ${address.district}`}
            </p>
            <p className="text-muted-foreground">
              {cityLine(address)}, CEP {address.postalCode}
            </p>
          </>
        )}
        <p className="pt-2 text-muted-foreground">Atendimento 100% online para todo o Brasil.</p>
      </address>
    </section>
  );
}

function OpeningHours() {
  const { whatsappNumber } = useBusiness();
  return (
    <section aria-labelledby="horario-titulo" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="horario-titulo" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="clock" aria-hidden="true" className="size-5 text-primary" />
        Horário de atendimento
      </h2>
      <dl className="mt-4 divide-y text-sm">
        {openingHours.map((row) => (
          <div key={row.days} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt>{row.days}</dt>
            <dd className={cn("font-semibold", !row.opens && "text-muted-foreground")}>{hoursLabel(row)}</dd>
          </div>
        ))}
      </dl>
      {whatsappNumber && (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-highlight/15 px-3 py-2 text-sm font-semibold">
          <Icon name="siren" aria-hidden="true" className="size-4 shrink-0" />
          {/* Its own box, so a word longer than the card's line ("emergências" at 200 % text) may break. */}
          <span className="min-w-0">{emergencyNote}</span>
        </p>
      )}
    </section>
  );
}

function QuickActions() {
  return (
    <nav aria-labelledby="acoes-titulo" className="rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="acoes-titulo" className="text-lg font-semibold">
        Ações rápidas
      </h2>
      <ul className="mt-3 divide-y">
        {quickActions.map((action) => (
          <li key={action.href}>
            <Link
              to={action.href}
              prefetch="intent"
              className="group flex items-center justify-between gap-3 rounded-md py-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <span className="min-w-0">
                <span className="block font-semibold group-hover:text-primary">{action.title}</span>
                <span className="block text-sm text-muted-foreground">{action.description}</span>
              </span>
              <Icon
                name="arrow-right"
                aria-hidden="true"
                className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContactSidebar() {
  return (
    <div className="flex flex-col gap-6">
      <CompanyInfo />
      <OpeningHours />
      <QuickActions />
    </div>
  );
}
