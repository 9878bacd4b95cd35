import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { site } from "#app/config/site";
import { useBusiness } from "#app/config/use-business";
import { biography } from "#app/content/home";
import { SpecialistPortrait } from "#app/features/marketing/shared/specialist-portrait";
import { StatGrid } from "#app/features/marketing/shared/stat-tile";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

export function BiographySection() {
  const { specialist } = useBusiness();
  return (
    <section
      id="especialista"
      aria-labelledby="especialista-titulo"
      className="defer-render [--deferred-height:107rem] md:[--deferred-height:76rem] lg:[--deferred-height:40rem] bg-muted/40 py-16 sm:py-20"
    >
      <div className="container-page">
        {/* Portrait beside the text while the text keeps 28 rem; with large text the text wraps under it. */}
        <article className="grid gap-10 rounded-2xl border bg-card p-6 shadow-sm sm:p-10 lg:flex lg:flex-wrap lg:gap-14">
          <div className="mx-auto w-full max-w-xs text-center lg:w-80 lg:max-w-none lg:flex-none">
            <SpecialistPortrait sizes="20rem" className="aspect-4/5 h-auto w-full rounded-2xl bg-muted object-cover" />
            {specialist.name && <p className="mt-4 font-heading text-xl font-bold">{specialist.name}</p>}
            <p className={specialist.name ? "text-sm text-muted-foreground" : "mt-4 text-sm text-muted-foreground"}>
              {site.specialist.role}
            </p>
            {specialist.social && (
              <Button asChild variant="outline" className="mt-4 w-full">
                <a href={specialist.social.url} target="_blank" rel="noopener noreferrer">
                  {biography.profileCta.replace("{rede}", specialist.social.network)}
                  <Icon name="external-link" aria-hidden="true" />
                  <span className="sr-only">(abre em nova aba)</span>
                </a>
              </Button>
            )}
          </div>
          <div className="lg:min-w-0 lg:flex-[1_1_28rem]">
            <p className="mb-3 text-sm font-bold tracking-widest text-primary uppercase">{biography.eyebrow}</p>
            <h2 id="especialista-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {biography.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
              {biography.paragraph.map((part) =>
                typeof part === "string" ? (
                  part.replace("{name}", specialist.name ?? biography.unnamed)
                ) : (
                  <Link key={part.href} to={part.href} className={linkClass}>
                    {part.label}
                  </Link>
                ),
              )}
            </p>
            <StatGrid stats={biography.stats} compact className="mt-8" />
            <dl className="mt-8 grid gap-6 sm:grid-cols-3">
              {biography.blocks.map((block) => (
                <div key={block.title} className="border-l-2 border-primary pl-4">
                  <dt className="font-heading font-semibold">{block.title}</dt>
                  <dd className="mt-1 text-sm leading-relaxed text-muted-foreground">{block.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </article>
      </div>
    </section>
  );
}
