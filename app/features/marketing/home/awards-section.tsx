import { awards } from "#app/content/home";
import { SectionHeading } from "#app/features/marketing/shared/section-heading";
import { StatGrid } from "#app/features/marketing/shared/stat-tile";
import { AwardsCarousel } from "./awards-carousel";

export function AwardsSection() {
  return (
    <section
      id="reconhecimentos"
      aria-labelledby="reconhecimentos-titulo"
      className="defer-render [--deferred-height:67rem] md:[--deferred-height:58rem] lg:[--deferred-height:51rem] py-16 sm:py-20"
    >
      <div className="container-page">
        <SectionHeading
          id="reconhecimentos-titulo"
          eyebrow={awards.eyebrow}
          title={awards.title}
          description={awards.description}
        />
        <div className="mt-12">
          <AwardsCarousel awards={awards.items} label="Prêmios em destaque" />
        </div>
        <StatGrid stats={awards.stats} className="mt-12" />
      </div>
    </section>
  );
}
