import { Icon } from "#app/components/ui/icon";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import type { Promo } from "#app/content/home";
import { cn } from "#app/lib/utils";
import { Artwork } from "#app/features/marketing/shared/artwork";

interface PromoSectionProps {
  promo: Promo;
  id: string;
  /** Image on the left on wide screens, to alternate the rhythm of consecutive promos. */
  reversed?: boolean;
  muted?: boolean;
}

export function PromoSection({ promo, id, reversed = false, muted = false }: PromoSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "defer-render [--deferred-height:56rem] md:[--deferred-height:64rem] lg:[--deferred-height:27rem] py-16 sm:py-20",
        muted && "bg-muted/40",
      )}
    >
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={cn(reversed && "lg:order-2")}>
          <p className="mb-3 text-sm font-bold tracking-widest text-primary uppercase">{promo.eyebrow}</p>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {promo.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">{promo.description}</p>
          <ul className="mt-6 space-y-3">
            {promo.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3">
                <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-success text-success-foreground">
                  <Icon name="check" aria-hidden="true" className="size-3.5" />
                </span>
                <span className="min-w-0">{bullet}</span>
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-8">
            <Link to={promo.href}>
              {promo.cta}
              <Icon name="arrow-right" aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div className={cn(reversed && "lg:order-1")}>
          <Artwork
            src={promo.image}
            darkSrc={promo.darkImage}
            alt={promo.imageAlt}
            width={640}
            height={480}
            className="h-auto w-full rounded-2xl border bg-card shadow-sm"
          />
        </div>
      </div>
    </section>
  );
}
