import { AwardsSection } from "./awards-section";
import { BiographySection } from "./biography-section";
import { HeroSection } from "./hero-section";
import { ProcessSection } from "./process-section";
import { PromoSection } from "./promo-section";
import { ResultsSection } from "./results-section";
import { ServicesSection } from "./services-section";
import { WhyChooseUsSection } from "./why-choose-us-section";
import { supplierPromo, trafficPromo } from "#app/content/home";
import type { ReactNode } from "react";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";

interface HomePageProps {
  /** The lead form section (id="lead-form"), supplied by the route. */
  leadForm: ReactNode;
  /** "complete" (/home-completa) leads the process section with the free first consultation. */
  variant?: "home" | "complete";
}

/** The ten home sections in the spec's order; the footer follows from the root layout. */
export function HomePage({ leadForm, variant = "home" }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <WhyChooseUsSection />
      <PromoSection id="gestao-de-trafego" promo={trafficPromo} muted />
      <PromoSection id="fornecedor-nacional" promo={supplierPromo} reversed />
      <ResultsSection />
      <AwardsSection />
      <BiographySection />
      <ProcessSection variant={variant === "complete" ? "free" : "strategic"} />
      <ServicesSection />
      <MobileCtaBar />
      {leadForm}
    </>
  );
}
