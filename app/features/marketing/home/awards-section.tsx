import { awards } from "~/content/home";
import { SectionHeading } from "~/features/marketing/shared/section-heading";
import { StatTile } from "~/features/marketing/shared/stat-tile";
import { AwardsCarousel } from "./awards-carousel";

export function AwardsSection() {
  return (
    <section id="reconhecimentos" aria-labelledby="reconhecimentos-titulo" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="reconhecimentos-titulo"
          eyebrow={awards.eyebrow}
          title={awards.title}
          description={awards.description}
        />
        <div className="mt-12">
          <AwardsCarousel awards={awards.items} label={awards.title} />
        </div>
        <ul className="mt-12 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {awards.stats.map((stat) => (
            <li key={stat.label}>
              <StatTile value={stat.value} label={stat.label} className="h-full" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
