import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { LeadFormLink } from "#app/features/layout/lead-form-link";

interface CtaBandProps {
  title: string;
  description: string;
  /** Label of the main button, which scrolls to the lead form (or goes to the home page's form). */
  ctaLabel?: string;
  /** A quieter second action, an internal link. */
  secondary?: { label: string; href: string };
  /** Any other extra actions beside the main button. */
  children?: ReactNode;
  id?: string;
}

/** Closing call to action on a dark indigo band. */
export function CtaBand({
  title,
  description,
  ctaLabel = "RECEBER CONSULTORIA GRATUITA",
  secondary,
  children,
  id,
}: CtaBandProps) {
  const headingId = id ? `${id}-titulo` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="defer-render [--deferred-height:29rem] md:[--deferred-height:20rem] lg:[--deferred-height:18rem] py-16 sm:py-20"
    >
      <div className="container-page">
        <div className="relative overflow-hidden rounded-2xl bg-linear-to-br from-hero-from to-hero-to px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-highlight/20 blur-3xl"
          />
          <h2
            id={headingId}
            className="relative mx-auto max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/85">{description}</p>
          <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild variant="highlight" size="lg" className="w-full sm:w-auto">
              <LeadFormLink>
                {ctaLabel}
                <Icon name="arrow-right" aria-hidden="true" />
              </LeadFormLink>
            </Button>
            {secondary && (
              <Button asChild variant="outline-light" size="lg" className="w-full sm:w-auto">
                <Link to={secondary.href}>{secondary.label}</Link>
              </Button>
            )}
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
