import { bestSellers, PRODUCT_IMAGE_SIZE } from "#app/content/supplier";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { formatBRL } from "#app/lib/numbers";
import { CheckoutLink } from "./checkout-link";

export function BestSellers() {
  return (
    <section aria-labelledby="mais-vendidos-titulo" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="mais-vendidos-titulo"
          eyebrow="Mais vendidos"
          title="Peças que saem todos os dias"
          description="Preço de fornecedor: você define o seu preço de venda e fica com a diferença."
        />
        <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {bestSellers.map((product) => (
            <li key={product.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
              <img
                src={product.image}
                alt={`Ilustração do produto ${product.name}`}
                width={PRODUCT_IMAGE_SIZE.width}
                height={PRODUCT_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
                className="aspect-4/5 w-full bg-muted object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-3 sm:p-5">
                <h3 className="text-base leading-snug font-semibold sm:text-lg">{product.name}</h3>
                <div className="mt-auto flex flex-col gap-3">
                  <p>
                    <span className="block text-xs font-medium text-muted-foreground">Preço de fornecedor</span>
                    <span className="font-heading text-xl font-bold text-primary sm:text-2xl">
                      {formatBRL(product.price)}
                    </span>
                  </p>
                  {/* Two cards side by side on a phone leave no room for the new-tab icon: the label keeps one line, the screen reader text still says it. */}
                  <CheckoutLink size="default" variant="default" className="w-full max-sm:[&>svg]:hidden">
                    Quero vender
                    <span className="sr-only"> {product.name}</span>
                  </CheckoutLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
