import { Icon } from "#app/components/ui/icon";
import { supplierSteps } from "#app/content/supplier";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { STEPS_ANCHOR } from "./supplier-hero";

const stepIcons = ["mouse-pointer-click", "send", "shopping-cart", "truck", "banknote"] as const;

export function SupplierSteps() {
  return (
    <section
      id={STEPS_ANCHOR}
      tabIndex={-1}
      aria-labelledby="como-funciona-titulo"
      className="py-16 outline-none sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="como-funciona-titulo"
          eyebrow="Como funciona"
          title="Do catálogo ao lucro em 5 passos"
          description="Você cuida da vitrine e do relacionamento com a cliente. O estoque, a embalagem e o envio ficam com a gente."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {supplierSteps.map((step, index) => {
            const icon = stepIcons[index] ?? "mouse-pointer-click";
            return (
              <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon name={icon} aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="font-heading text-3xl font-bold text-muted-foreground">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </span>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Passo {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
