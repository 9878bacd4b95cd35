import { Icon } from "#app/components/ui/icon";
import { Button } from "#app/components/ui/button";
import { useLocation } from "react-router";
import { useBusiness } from "#app/config/use-business";
import { supplierHero } from "#app/content/supplier";
import { whatsappClickHref } from "#app/features/leads/whatsapp-click";
import { CheckoutLink } from "./checkout-link";

export const STEPS_ANCHOR = "como-funciona";

export function SupplierHero() {
  const { image } = supplierHero;
  const { whatsappNumber } = useBusiness();
  const { pathname } = useLocation();
  return (
    <section className="relative overflow-clip bg-linear-to-br from-hero-from to-hero-to text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -left-32 size-96 rounded-full bg-highlight/15 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:py-20">
        <div>
          <p className="mb-3 text-sm font-bold tracking-widest text-highlight uppercase">{supplierHero.eyebrow}</p>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {supplierHero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-white/85">{supplierHero.description}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {supplierHero.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-white/90">
                <Icon name="circle-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
                {benefit}
              </li>
            ))}
          </ul>
          <div data-hero-cta="" className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <CheckoutLink className="w-full sm:w-auto">{supplierHero.primaryCta}</CheckoutLink>
            <Button asChild size="lg" variant="outline-light" className="w-full sm:w-auto">
              <a href={`#${STEPS_ANCHOR}`}>
                <Icon name="circle-play" aria-hidden="true" />
                {supplierHero.demoCta}
              </a>
            </Button>
            {whatsappNumber && (
              <Button asChild size="lg" variant="ghost-light" className="w-full sm:w-auto">
                <a
                  href={whatsappClickHref("especialista", pathname)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-specialist=""
                >
                  <Icon name="message-circle" aria-hidden="true" />
                  {supplierHero.specialistCta}
                  <span className="sr-only">(WhatsApp, abre em nova aba)</span>
                </a>
              </Button>
            )}
          </div>
        </div>
        <img
          src={image.src}
          alt="Ilustração de uma vitrine de moda feminina no celular, com vestidos, blusas e o aviso de nova venda"
          width={image.width}
          height={image.height}
          fetchPriority="high"
          decoding="async"
          className="mx-auto w-full max-w-md lg:max-w-none"
        />
      </div>
    </section>
  );
}
