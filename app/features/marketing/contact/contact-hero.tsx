export function ContactHero() {
  return (
    <section className="bg-linear-to-br from-hero-from to-hero-to text-white">
      <div className="container-page pt-12 pb-20 sm:pt-16 sm:pb-24">
        <p className="mb-3 text-sm font-bold tracking-widest text-highlight uppercase">Contato</p>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          Fale com a gente e descubra quanto sua empresa pode crescer
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-white/85">
          Tire dúvidas, peça uma proposta ou conte o seu desafio. Respondemos em até 2 horas no horário comercial.
        </p>
      </div>
    </section>
  );
}
