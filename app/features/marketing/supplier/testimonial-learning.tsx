import { Icon } from "#app/components/ui/icon";
import { supplierLearning, supplierTestimonial } from "#app/content/supplier";

/** Social proof beside what the reseller learns, on one muted band. */
export function TestimonialAndLearning() {
  return (
    <section aria-labelledby="aprendizado-titulo" className="bg-muted/40 py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
        <figure className="relative rounded-2xl border bg-card p-8 shadow-sm sm:p-10">
          <Icon name="quote" aria-hidden="true" className="size-10 text-primary/30" />
          <blockquote className="mt-4 font-heading text-xl leading-relaxed font-medium text-pretty">
            “{supplierTestimonial.quote}”
          </blockquote>
          {/* The name goes under the initial when a line cannot hold both (large text on a phone). */}
          <figcaption className="mt-6 flex flex-wrap items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-heading text-lg font-bold text-primary-foreground"
            >
              {supplierTestimonial.name.charAt(0)}
            </span>
            <span className="min-w-0 flex-[1_1_10rem]">
              <span className="block font-semibold">{supplierTestimonial.name}</span>
              <span className="block text-sm text-muted-foreground">{supplierTestimonial.role}</span>
            </span>
          </figcaption>
        </figure>
        <div>
          <p className="mb-3 text-sm font-bold tracking-widest text-primary uppercase">O que você vai aprender</p>
          <h2 id="aprendizado-titulo" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            Mais do que um fornecedor: um método para vender todos os dias
          </h2>
          <ul className="mt-6 space-y-4">
            {supplierLearning.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="book-open-check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
