import { Link } from "react-router";
import { ExternalLink } from "lucide-react";
import { Button } from "~/components/ui/button";
import { site } from "~/config/site";
import { biography } from "~/content/home";
import { StatTile } from "~/features/marketing/shared/stat-tile";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:no-underline";

export function BiographySection() {
  const { links } = biography;
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
              {site.specialist.name} é{" "}
              <Link to={links.dropshipping.href} className={linkClass}>
                {links.dropshipping.label}
              </Link>{" "}
              e estrategista de performance. Há mais de 6 anos ele transforma investimento em anúncios em faturamento,
              com uma gestão de tráfego que começa pelo lucro e não pelo clique. Aqui no blog ele abre o método: como
              estruturar a{" "}
              <Link to={links.trafficManagement.href} className={linkClass}>
                {links.trafficManagement.label}
              </Link>
              , quais{" "}
              <Link to={links.googleAds.href} className={linkClass}>
                {links.googleAds.label}
              </Link>{" "}
              trazem retorno de verdade e o passo a passo para{" "}
              <Link to={links.onlineSales.href} className={linkClass}>
                {links.onlineSales.label}
              </Link>
              .
            </p>
            <ul className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {biography.stats.map((stat) => (
                <li key={stat.label}>
                  <StatTile value={stat.value} label={stat.label} className="h-full p-4 [&>p:first-child]:text-2xl" />
                </li>
              ))}
            </ul>
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
