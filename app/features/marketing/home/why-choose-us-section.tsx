import { Icon } from "#app/components/ui/icon";
import { whyChooseUs } from "#app/content/home";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";

export function WhyChooseUsSection() {
  return (
    <section
      aria-labelledby="por-que-titulo"
      className="defer-render [--deferred-height:73rem] md:[--deferred-height:39rem] lg:[--deferred-height:30rem] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="por-que-titulo"
          eyebrow={whyChooseUs.eyebrow}
          title={whyChooseUs.title}
          description={whyChooseUs.description}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {whyChooseUs.cards.map(({ icon, title, description }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon name={icon} aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
