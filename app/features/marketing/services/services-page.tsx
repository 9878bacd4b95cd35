import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { Artwork } from "#app/features/marketing/shared/artwork";
import { serviceOffers, servicesCta, servicesHero, servicesWhy, toolsOffer } from "#app/content/services";
import { CtaBand } from "#app/features/marketing/shared/cta-band";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { StatGrid } from "#app/features/marketing/shared/stat-tile";
import { toolSlugs } from "#app/features/tools/tool-definitions";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

export function ServicesPage() {
  const liveTools = toolSlugs.length;
  return (
    <>
      <section aria-labelledby="servicos-titulo" className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            as="h1"
            id="servicos-titulo"
            tone="inverted"
            eyebrow={servicesHero.eyebrow}
            title={servicesHero.title}
            description={servicesHero.description}
          />
        </div>
      </section>

      <section aria-label="Serviços" className="py-16 sm:py-20">
        <ul className="container-page grid gap-8 lg:grid-cols-2">
          {serviceOffers.map(({ icon, ...offer }) => (
            <li key={offer.href}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
                <Artwork
                  src={offer.image}
                  darkSrc={offer.darkImage}
                  alt={offer.imageAlt}
                  width={640}
                  height={480}
                  className="h-auto w-full border-b"
                />
                <div className="flex flex-1 flex-col p-6 sm:p-8">
                  <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-primary uppercase">
                    <Icon name={icon} aria-hidden="true" className="size-4" />
                    <span className="min-w-0">{offer.eyebrow}</span>
                  </p>
                  <h2 className="mt-2 text-2xl font-bold tracking-tight">{offer.title}</h2>
                  <p className="mt-3 leading-relaxed text-muted-foreground">{offer.description}</p>
                  <ul className="mt-5 flex-1 space-y-2">
                    {offer.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Icon name="check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                        <span className="min-w-0">{point}</span>
                      </li>
                    ))}
                  </ul>
                  <Button asChild size="lg" className="mt-6 w-full sm:w-fit">
                    <Link to={offer.href}>
                      {offer.cta}
                      <Icon name="arrow-right" aria-hidden="true" />
                    </Link>
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <div className="container-page mt-8">
          <article className="flex flex-col items-start gap-6 rounded-2xl border bg-muted/40 p-6 sm:p-8 lg:flex-row lg:flex-wrap lg:items-center">
            <img
              src={toolsOffer.image}
              alt={toolsOffer.imageAlt}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-auto w-full max-w-md rounded-xl lg:w-72 lg:shrink-0"
            />
            <div className="min-w-0 flex-1 lg:basis-64">
              <p className="flex items-center gap-2 text-sm font-bold tracking-widest text-primary uppercase">
                <Icon name={toolsOffer.icon} aria-hidden="true" className="size-4" />
                <span className="min-w-0 wrap-anywhere">{toolsOffer.eyebrow}</span>
              </p>
              <h2 className="mt-1 text-xl font-bold tracking-tight sm:text-2xl">{toolsOffer.title}</h2>
              <p className="mt-2 text-muted-foreground">
                {`${liveTools} ferramentas prontas para usar. ${toolsOffer.description}`}
              </p>
            </div>
            <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
              <Link to={toolsOffer.href}>
                {toolsOffer.cta}
                <Icon name="arrow-right" aria-hidden="true" />
              </Link>
            </Button>
          </article>
        </div>
      </section>

      <section aria-labelledby="servicos-porque-titulo" className="bg-muted/40 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="servicos-porque-titulo" eyebrow={servicesWhy.eyebrow} title={servicesWhy.title} />
          <StatGrid stats={servicesWhy.items} className="mt-10" />
        </div>
      </section>

      <CtaBand
        id="servicos-cta"
        title={servicesCta.title}
        description={servicesCta.description}
        secondary={servicesCta.secondary}
      />
      <MobileCtaBar />
    </>
  );
}
