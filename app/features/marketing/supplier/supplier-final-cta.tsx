import { supplierFinalCta } from "#app/content/supplier";
import { CheckoutLink } from "./checkout-link";

export function SupplierFinalCta() {
  return (
    <section aria-labelledby="cta-final-titulo" className="py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-2xl bg-linear-to-br from-hero-from to-hero-to px-6 py-12 text-center text-white shadow-lg sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -right-24 -bottom-24 size-72 rounded-full bg-highlight/20 blur-3xl"
          />
          <h2
            id="cta-final-titulo"
            className="relative mx-auto max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl"
          >
            {supplierFinalCta.title}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-white/85">
            {supplierFinalCta.description}
          </p>
          <dl className="relative mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-3">
            {supplierFinalCta.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-white/80">{stat.label}</dt>
                <dd className="font-heading text-3xl font-bold text-highlight">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <CheckoutLink className="relative mt-10 w-full sm:w-auto">GARANTIR MEU ACESSO AGORA</CheckoutLink>
          <p className="relative mx-auto mt-6 max-w-2xl text-xs text-white/70">{supplierFinalCta.disclaimer}</p>
        </div>
      </div>
    </section>
  );
}
