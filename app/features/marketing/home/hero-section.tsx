import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { useBusiness } from "#app/config/use-business";
import { ctaLabels, hero } from "#app/content/home";
import { LeadFormLink } from "#app/features/layout/lead-form-link";
import { SpecialistPortrait } from "#app/features/marketing/shared/specialist-portrait";

export function HeroSection() {
  const { specialist } = useBusiness();
  const { social } = specialist;
  return (
    <section
      aria-labelledby="hero-titulo"
      className="relative overflow-clip bg-linear-to-br from-hero-from to-hero-to text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-primary/40 blur-3xl"
      />
      <div className="relative container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-highlight uppercase ring-1 ring-white/15 sm:text-sm">
            {hero.eyebrow}
          </p>
          <h1
            id="hero-titulo"
            className="mt-5 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-white/85">{hero.subtitle}</p>
          <div data-hero-cta="" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild variant="highlight" size="lg">
              <LeadFormLink>
                {ctaLabels.diagnosis}
                <Icon name="arrow-right" aria-hidden="true" />
              </LeadFormLink>
            </Button>
          </div>
          <p className="mt-3 flex items-center gap-2 text-sm text-white/80">
            <Icon name="circle-check" aria-hidden="true" className="size-4 text-highlight" />
            {hero.reassurance}
          </p>
          {/* Three figures side by side while each keeps its width in rem; with large text they stack. */}
          <dl className="mt-10 grid grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-3 sm:grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] sm:gap-6">
            {hero.stats.map((stat) => (
              // Reversed so the figure reads first; justify-end keeps every figure at the top, on one baseline, however many lines its label takes.
              <div key={stat.label} className="flex flex-col-reverse justify-end border-l-2 border-highlight pl-3">
                <dt className="mt-1 text-xs leading-snug text-white/80 sm:text-sm">{stat.label}</dt>
                <dd className="font-heading text-xl font-extrabold tracking-tight whitespace-nowrap min-[400px]:text-2xl sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figure className="relative mx-auto w-full max-w-[17rem] sm:max-w-sm lg:max-w-md">
          <div className="overflow-hidden rounded-2xl bg-white/10 shadow-2xl ring-1 ring-white/20">
            <SpecialistPortrait
              sizes="(min-width: 1024px) 28rem, (min-width: 640px) 24rem, 17rem"
              priority
              className="block aspect-4/5 h-auto w-full object-cover"
            />
          </div>
          {social?.handle && (
            // One line as wide as the handle, never wider than the portrait: at 200 % text on a phone the handle
            // breaks rather than running out of the hero.
            <figcaption className="absolute -bottom-5 left-1/2 flex w-max max-w-full -translate-x-1/2 items-center gap-2 rounded-full bg-card px-4 py-2 text-sm font-semibold text-card-foreground shadow-lg">
              <Icon name="at-sign" aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="min-w-0 wrap-anywhere">
                <span className="sr-only">
                  Perfil {specialist.name ? `de ${specialist.name} ` : ""}
                  {social.network}:{" "}
                </span>
                {social.handle.replace(/^@/, "")}
              </span>
            </figcaption>
          )}
        </figure>
      </div>
    </section>
  );
}
