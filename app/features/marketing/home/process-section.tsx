import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { ctaLabels, processSection } from "#app/content/home";
import { LeadFormLink } from "#app/features/layout/lead-form-link";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { cn } from "#app/lib/utils";
import { useReveal } from "./use-reveal";

/** Spec: each card's animation starts 0.1 s after the previous one. */
export const STEP_DELAY_S = 0.1;

interface ProcessSectionProps {
  /** "strategic": how the consulting works; "free": the same steps, leading with the free first consultation. */
  variant?: "strategic" | "free";
}

export function ProcessSection({ variant = "strategic" }: ProcessSectionProps) {
  const heading = processSection[variant];
  const { ref, state } = useReveal<HTMLOListElement>();
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-titulo"
      className="defer-render [--deferred-height:83rem] md:[--deferred-height:49rem] lg:[--deferred-height:34rem] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow={heading.eyebrow}
          title={heading.title}
          description={heading.description}
        />
        <ol ref={ref} data-reveal={state} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSection.steps.map(({ icon, ...step }, index) => (
            <li
              key={step.number}
              style={{ transitionDelay: `${index * STEP_DELAY_S}s` }}
              className={cn(
                "relative rounded-xl border bg-card p-6 shadow-sm transition-[opacity,translate] duration-500 ease-out",
                state === "waiting" && "translate-y-6 opacity-0",
              )}
            >
              <span aria-hidden="true" className="font-heading text-4xl font-extrabold text-primary">
                {step.number}
              </span>
              <span className="absolute top-6 right-6 inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon name={icon} aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-2 text-lg font-semibold">
                <span className="sr-only">Etapa {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 text-center">
          <Button asChild variant="highlight" size="lg">
            <LeadFormLink>
              {ctaLabels.freeConsulting}
              <Icon name="arrow-right" aria-hidden="true" />
            </LeadFormLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
