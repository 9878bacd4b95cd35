import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { biography } from "~/content/home";
import { StatGrid } from "~/features/marketing/shared/stat-tile";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

export function BiographySection() {
  return (
    <section id="especialista" aria-labelledby="especialista-titulo" className="bg-muted/40 py-16 sm:py-20">
      <div className="container-page">
        <article className="grid gap-10 rounded-2xl border bg-card p-6 shadow-sm sm:p-10 lg:grid-cols-[20rem_1fr] lg:gap-14">
          <div className="mx-auto w-full max-w-xs text-center lg:max-w-none">
            <img
              src={site.specialist.photo}
              alt={`Retrato ilustrado de ${site.specialist.name}`}
              width={480}
              height={560}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl bg-muted"
            />
            <p className="mt-4 font-heading text-xl font-bold">{site.specialist.name}</p>
            <p className="text-sm text-muted-foreground">{site.specialist.role}</p>
            <Button asChild variant="outline" className="mt-4 w-full">
              <a href={site.specialist.socialUrl} target="_blank" rel="noopener noreferrer">
                {biography.profileCta}
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            </Button>
          </div>
          <div>
            <p className="mb-3 text-sm font-bold tracking-widest text-primary uppercase">{biography.eyebrow}</p>
            <h2 id="especialista-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {biography.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
              {biography.paragraph.map((part) =>
                typeof part === "string" ? (
                  part.replace("{name}", site.specialist.name)
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
