import { Icon } from "#app/components/ui/icon";
import { initials } from "#app/config/business-text";
import {
  categories,
  categoriesNote,
  consolidatedResults,
  portfolioCases,
  portfolioCta,
  portfolioHero,
  testimonials,
} from "#app/content/portfolio";
import { CtaBand } from "#app/features/marketing/shared/cta-band";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { StatGrid } from "#app/features/marketing/shared/stat-tile";
import { CaseTabs } from "./case-tabs";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

export function PortfolioPage() {
  return (
    <>
      <section aria-labelledby="portfolio-titulo" className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            as="h1"
            id="portfolio-titulo"
            tone="inverted"
            eyebrow={portfolioHero.eyebrow}
            title={portfolioHero.title}
            description={portfolioHero.description}
          />
          <ul
            className="mx-auto mt-10 grid max-w-4xl grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-4 sm:grid-cols-2 lg:grid-cols-4"
            aria-label="Empresas atendidas por segmento"
            aria-describedby="segmentos-nota"
          >
            {categories.map(({ icon, name, count }) => (
              <li key={name} className="flex items-center gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
                <Icon name={icon} aria-hidden="true" className="size-6 shrink-0 text-highlight" />
                <p className="flex flex-col">
                  <span className="font-heading text-2xl font-extrabold">{count}</span>
                  <span className="text-sm text-white/85">empresas de {name}</span>
                </p>
              </li>
            ))}
          </ul>
          <p id="segmentos-nota" className="mx-auto mt-4 max-w-4xl text-center text-sm text-pretty text-white/80">
            {categoriesNote}
          </p>
        </div>
      </section>

      <section aria-labelledby="cases-titulo" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="cases-titulo"
            eyebrow="Cases de sucesso"
            title="Por dentro dos resultados"
            description="Escolha um segmento e veja o desafio, a estratégia e os números de cada projeto."
          />
          <CaseTabs cases={portfolioCases} />
        </div>
      </section>

      <section aria-labelledby="depoimentos-titulo" className="bg-muted/40 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="depoimentos-titulo" eyebrow={testimonials.eyebrow} title={testimonials.title} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.items.map((item) => (
              <li key={item.name}>
                <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                  <Icon name="quote" aria-hidden="true" className="size-8 text-primary/30" />
                  <p className="sr-only">Avaliação: 5 de 5 estrelas</p>
                  <div aria-hidden="true" className="mt-2 flex gap-0.5 text-warning">
                    {Array.from({ length: 5 }, (_, index) => (
                      <Icon name="star" key={index} className="size-4 fill-current" />
                    ))}
                  </div>
                  <blockquote className="mt-3 flex-1 leading-relaxed">“{item.content}”</blockquote>
                  {/* The name goes under the photo when a line cannot hold both (large text on a phone). */}
                  <figcaption className="mt-6 flex flex-wrap items-center gap-3">
                    {item.image ? (
                      <img
                        src={item.image}
                        alt=""
                        width={96}
                        height={96}
                        loading="lazy"
                        decoding="async"
                        className="size-12 rounded-full object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        data-slot="initials"
                        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-hero-from to-hero-to font-heading text-base font-bold text-white ring-2 ring-highlight/70"
                      >
                        {initials(item.name)}
                      </span>
                    )}
                    <span className="min-w-0 flex-[1_1_10rem]">
                      <span className="block font-semibold">{item.name}</span>
                      <span className="block text-sm text-muted-foreground">{item.role}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="consolidados-titulo" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="consolidados-titulo"
            eyebrow={consolidatedResults.eyebrow}
            title={consolidatedResults.title}
          />
          <StatGrid stats={consolidatedResults.stats} className="mt-10" />
        </div>
      </section>

      <CtaBand
        id="portfolio-cta"
        title={portfolioCta.title}
        description={portfolioCta.description}
        secondary={portfolioCta.secondary}
      />
      <MobileCtaBar />
    </>
  );
}
