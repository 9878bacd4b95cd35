export function BlogHero() {
  return (
    <section className="bg-linear-to-br from-hero-from to-hero-to text-white">
      <div className="container-page py-12 sm:py-16">
        <p className="mb-3 text-sm font-bold tracking-widest text-highlight uppercase">Blog</p>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          Tráfego pago e <span className="inline-block max-w-full">e-commerce</span> sem enrolação
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-white/85">
          Estratégias testadas em milhões de reais em anúncios: Google Ads, Meta Ads, TikTok Ads, copywriting e cases
          reais para você vender mais, com lucro.
        </p>
      </div>
    </section>
  );
}
