import { Icon } from "#app/components/ui/icon";
import { supplierGuarantee } from "#app/content/supplier";
import { CheckoutLink } from "./checkout-link";

export function GuaranteeSection() {
  return (
    <section aria-labelledby="garantia-titulo" className="bg-muted/40 py-16 sm:py-20">
      <div className="container-page">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 rounded-2xl border-2 border-dashed border-primary/40 bg-card p-8 text-center sm:p-12 md:flex-row md:text-left">
          <div className="relative flex size-32 shrink-0 flex-col items-center justify-center rounded-full bg-highlight text-highlight-foreground shadow-md">
            <Icon name="shield-check" aria-hidden="true" className="size-8" />
            <span className="font-heading text-3xl leading-none font-bold">{supplierGuarantee.days}</span>
            <span className="text-xs font-bold uppercase">dias</span>
          </div>
          <div>
            <h2 id="garantia-titulo" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {supplierGuarantee.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{supplierGuarantee.description}</p>
            <CheckoutLink className="mt-6 w-full sm:w-auto">QUERO COMEÇAR SEM RISCO</CheckoutLink>
          </div>
        </div>
      </div>
    </section>
  );
}
