import { Icon } from "#app/components/ui/icon";
import { services } from "#app/content/home";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";

export function ServicesSection() {
  return (
    <section
      id="servicos"
      aria-labelledby="servicos-titulo"
      className="defer-render [--deferred-height:88rem] md:[--deferred-height:50rem] lg:[--deferred-height:34rem] bg-muted/40 py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="servicos-titulo"
          eyebrow={services.eyebrow}
          title={services.title}
          description={services.description}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.items.map(({ icon, title, description }) => (
            <li key={title} className="flex flex-wrap gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-highlight/25 text-foreground">
                <Icon name={icon} aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1 basis-40">
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
