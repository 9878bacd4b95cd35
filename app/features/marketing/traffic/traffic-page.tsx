import type { ReactNode } from "react";
import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { guarantees, plans, processSteps, trafficFaq, trafficHero } from "#app/content/plans";
import { ctaLabels } from "#app/content/home";
import { LeadFormLink } from "#app/features/layout/lead-form-link";
import { FaqSection } from "#app/features/marketing/shared/faq-section";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { PlanCard } from "./plan-card";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

/** The traffic-management service page ("Process and plans"); the route supplies the lead form. */
export function TrafficPage({ leadForm }: { leadForm: ReactNode }) {
  return (
    <>
      <section
        aria-labelledby="trafego-titulo"
        className="relative overflow-clip bg-linear-to-br from-hero-from to-hero-to text-white"
      >
        <div className="relative container-page py-14 text-center sm:py-20">
          <SectionHeading
            as="h1"
            id="trafego-titulo"
            tone="inverted"
            eyebrow={trafficHero.eyebrow}
            title={trafficHero.title}
            description={trafficHero.description}
          />
          <Button asChild variant="highlight" size="lg" className="mt-8">
            <LeadFormLink data-hero-cta="">
              {ctaLabels.diagnosis}
              <Icon name="arrow-right" aria-hidden="true" />
            </LeadFormLink>
          </Button>
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-white/90 sm:flex-row sm:gap-6">
            {trafficHero.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="circle-check" aria-hidden="true" className="size-4 text-highlight" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="processo"
        aria-labelledby="processo-titulo"
        className="defer-render [--deferred-height:83rem] md:[--deferred-height:45rem] lg:[--deferred-height:29rem] py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="processo-titulo"
            eyebrow={processSteps.eyebrow}
            title={processSteps.title}
            description={processSteps.description}
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {processSteps.items.map(({ icon, ...step }, index) => (
              <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon name={icon} aria-hidden="true" className="size-5" />
                  </span>
                  <span className="rounded-full bg-highlight/30 px-3 py-1 text-xs font-bold text-foreground">
                    <span className="sr-only">Duração: </span>
                    {step.duration}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold">
                  <span className="text-primary">{index + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id="planos"
        aria-labelledby="planos-titulo"
        className="defer-render [--deferred-height:119rem] md:[--deferred-height:112rem] lg:[--deferred-height:46rem] bg-muted/40 py-16 sm:py-24"
      >
        <div className="container-page">
          <SectionHeading
            id="planos-titulo"
            eyebrow={plans.eyebrow}
            title={plans.title}
            description={plans.description}
          />
          <ul className="mx-auto mt-14 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
            {plans.items.map((plan) => (
              <li key={plan.name} className="h-full">
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="garantias"
        aria-labelledby="garantias-titulo"
        className="defer-render [--deferred-height:70rem] md:[--deferred-height:36rem] lg:[--deferred-height:24rem] py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading id="garantias-titulo" eyebrow={guarantees.eyebrow} title={guarantees.title} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {guarantees.items.map(({ icon, title, description }) => (
              <li key={title} className="rounded-xl border bg-card p-6 text-center shadow-sm">
                <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-success/15 text-success">
                  <Icon name={icon} aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <MobileCtaBar />
      {leadForm}

      <FaqSection id="perguntas" eyebrow={trafficFaq.eyebrow} title={trafficFaq.title} items={trafficFaq.items} />
    </>
  );
}
