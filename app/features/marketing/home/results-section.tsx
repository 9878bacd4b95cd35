import { Icon } from "#app/components/ui/icon";
import { results } from "#app/content/home";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { AnimatedCounter } from "./animated-counter";

export function ResultsSection() {
  return (
    <section
      id="resultados"
      aria-labelledby="resultados-titulo"
      className="defer-render [--deferred-height:158rem] md:[--deferred-height:158rem] lg:[--deferred-height:59rem] bg-muted/40 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="resultados-titulo"
          eyebrow={results.eyebrow}
          title={results.title}
          description={results.description}
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {results.cases.map(({ icon, ...study }) => (
            <li key={study.title} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              <img
                src={study.image}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="h-auto w-full border-b"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
                  <Icon name={icon} aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {study.platform}
                </p>
                <h3 className="mt-2 text-lg font-semibold">{study.title}</h3>
                <p className="mt-3 font-heading text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                  <AnimatedCounter value={study.value} prefix={study.prefix} suffix={study.suffix} />
                </p>
                <p className="mt-1 text-muted-foreground">{study.description}</p>
                <ul className="mt-5 flex flex-wrap gap-2" aria-label={`Destaques: ${study.title}`}>
                  {study.highlights.map((highlight) => (
                    <li
                      key={highlight}
                      className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground"
                    >
                      <Icon name="trending-up" aria-hidden="true" className="size-3.5" />
                      {highlight}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {results.recognitions.map((recognition) => (
            <li
              key={recognition.title}
              className="flex flex-wrap items-center gap-5 rounded-xl bg-linear-to-br from-hero-from to-hero-to p-6 text-white shadow-sm"
            >
              <img
                src={recognition.image}
                alt=""
                width={128}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-auto w-24 shrink-0 rounded-lg sm:w-32"
              />
              <div className="min-w-0 flex-1 basis-30">
                <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-widest text-highlight uppercase">
                  <Icon name="award" aria-hidden="true" className="size-4" />
                  {recognition.year}
                </p>
                <h3 className="mt-1 text-lg font-semibold">{recognition.title}</h3>
                <p className="mt-1 text-sm text-white/85">{recognition.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
