import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { site } from "#app/config/site";
import { useBusiness } from "#app/config/use-business";
import { about } from "#app/content/about";
import type { AboutCard } from "#app/content/about";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";
import { CtaBand } from "#app/features/marketing/shared/cta-band";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { SpecialistPortrait } from "#app/features/marketing/shared/specialist-portrait";
import { StatGrid } from "#app/features/marketing/shared/stat-tile";

export function AboutPage() {
  const { specialist } = useBusiness();
  return (
    <>
      <section aria-labelledby="sobre-titulo" className="bg-linear-to-br from-hero-from to-hero-to text-white">
        <div className="container-page py-14 sm:py-20">
          <SectionHeading
            as="h1"
            id="sobre-titulo"
            tone="inverted"
            eyebrow={about.hero.eyebrow}
            title={about.hero.title}
            description={about.hero.description}
          />
          <StatGrid stats={about.stats} tone="inverted" className="mx-auto mt-10 max-w-5xl" />
        </div>
      </section>

      <section aria-labelledby="missao-titulo" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <SectionHeading align="left" id="missao-titulo" eyebrow={about.mission.eyebrow} title={about.mission.title} />
          <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
            {about.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="valores-titulo" className="bg-muted/40 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="valores-titulo" eyebrow={about.values.eyebrow} title={about.values.title} />
          <CardGrid items={about.values.items} columns="lg:grid-cols-4" />
        </div>
      </section>

      <section aria-labelledby="time-titulo" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="time-titulo" eyebrow={about.team.eyebrow} title={about.team.title} />
          <article
            id="especialista"
            className="mx-auto mt-12 grid max-w-4xl gap-8 rounded-2xl border bg-card p-6 shadow-sm sm:grid-cols-[14rem_1fr] sm:p-8"
          >
            <SpecialistPortrait
              sizes="14rem"
              className="mx-auto aspect-4/5 h-auto w-full max-w-56 rounded-xl object-cover"
            />
            <div>
              {specialist.name ? (
                <>
                  <h3 className="text-2xl font-bold">{specialist.name}</h3>
                  <p className="font-semibold text-primary">{site.specialist.role}</p>
                </>
              ) : (
                <h3 className="text-2xl font-bold">{site.specialist.role}</h3>
              )}
              <p className="mt-4 leading-relaxed text-muted-foreground">{about.team.bio}</p>
              <ul className="mt-4 space-y-2">
                {about.team.highlights.map((highlight) => (
                  <li key={highlight} className="flex items-center gap-2 text-sm font-medium">
                    <Icon name="circle-check" aria-hidden="true" className="size-4 text-success" />
                    {highlight}
                  </li>
                ))}
              </ul>
              {specialist.social && (
                <Button asChild variant="outline" className="mt-6">
                  <a href={specialist.social.url} target="_blank" rel="noopener noreferrer">
                    {about.team.profileCta.replace("{rede}", specialist.social.network)}
                    <Icon name="external-link" aria-hidden="true" />
                    <span className="sr-only">(abre em nova aba)</span>
                  </a>
                </Button>
              )}
            </div>
          </article>
        </div>
      </section>

      <section aria-labelledby="motivos-titulo" className="bg-muted/40 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="motivos-titulo" eyebrow={about.reasons.eyebrow} title={about.reasons.title} />
          <CardGrid items={about.reasons.items} columns="md:grid-cols-3" />
        </div>
      </section>

      <CtaBand
        id="sobre-cta"
        title={about.cta.title}
        description={about.cta.description}
        secondary={about.cta.secondary}
      />
      <MobileCtaBar />
    </>
  );
}

function CardGrid({ items, columns }: { items: AboutCard[]; columns: string }) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
      {items.map(({ icon, title, description }) => (
        <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon name={icon} aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
