import type { ReactElement } from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { unconfiguredBusiness, type Business } from "#app/config/business";
import { noDestinations } from "#app/content/privacy";
import { MobileCtaBar } from "#app/features/layout/mobile-cta-bar";
import { SiteFooter } from "#app/features/layout/site-footer";
import { ContactChannels } from "#app/features/marketing/contact/contact-channels";
import { ContactSidebar } from "#app/features/marketing/contact/contact-sidebar";
import { contactFaq } from "#app/content/contact";
import { FaqSection } from "#app/features/marketing/shared/faq-section";
import { UrgentSupport } from "#app/features/marketing/contact/urgent-support";
import { HeroSection } from "#app/features/marketing/home/hero-section";
import { PrivacyPage } from "#app/features/marketing/privacy/privacy-page";
import { CheckoutLink } from "#app/features/marketing/supplier/checkout-link";
import { ThemeProvider } from "#app/features/theme/theme-provider";
import type { RouteHandle } from "#app/lib/route-handle";

const configured: Business = {
  legalName: "Vértice Performance Marketing Digital Ltda.",
  cnpj: "11.222.333/0001-81",
  address: {
    street: "Av. Paulista, 1000",
    district: "Bela Vista",
    city: "São Paulo",
    state: "SP",
    postalCode: "01310-100",
  },
  phone: "551130004000",
  whatsappNumber: "5511987654321",
  emails: {
    contact: "contato@exemplo.com.br",
    privacy: "privacidade@exemplo.com.br",
    support: "suporte@exemplo.com.br",
  },
  specialist: {
    name: "Ana Ribeiro",
    monogram: "AR",
    photo: {
      src: "/images/equipe/ana.jpg",
      sources: [{ type: "image/avif", srcSet: "/images/equipe/ana.avif" }],
    },
    social: { url: "https://www.instagram.com/ana.trafego/", handle: "@ana.trafego", network: "no Instagram" },
  },
  checkoutUrl: "https://pay.exemplo.com.br/oferta",
};

/** Renders `ui` in a page whose root loader handed it `business`, as the site's root does. */
function renderWith(business: Business, ui: ReactElement, handle: RouteHandle = {}) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ business }),
      handle,
      Component: () => <ThemeProvider initialTheme="light">{ui}</ThemeProvider>,
    },
  ]);
  return render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { business } } }} />);
}

const text = (container: HTMLElement) => container.textContent ?? "";

describe("footer", () => {
  it("shows no company number, contact or address that was not configured", () => {
    const { container } = renderWith(unconfiguredBusiness, <SiteFooter />);
    expect(text(container)).not.toContain("CNPJ");
    expect(text(container)).toMatch(/© \d{4} Vértice Performance/);
    expect(container.querySelector('a[href^="/whatsapp"]')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(text(container)).not.toContain("São Paulo");
    expect(screen.getByText("Seg. a sex. 9h–18h · Sáb. 9h–13h")).toBeInTheDocument();
  });

  it("shows the configured legal name, CNPJ, WhatsApp, e-mail and city", () => {
    const { container } = renderWith(configured, <SiteFooter />);
    expect(text(container)).toContain("Vértice Performance Marketing Digital Ltda. · CNPJ 11.222.333/0001-81");
    expect(screen.getByRole("link", { name: /WhatsApp \(11\) 98765-4321/ })).toHaveAttribute(
      "href",
      "/whatsapp?origem=%2F&mensagem=contato",
    );
    expect(screen.getByRole("link", { name: "contato@exemplo.com.br" })).toHaveAttribute(
      "href",
      "mailto:contato@exemplo.com.br",
    );
    expect(screen.getByText("São Paulo – SP")).toBeInTheDocument();
  });
});

describe("contact page", () => {
  it("has no channel section, no CNPJ, no address and no urgent support when nothing is configured", () => {
    const { container } = renderWith(
      unconfiguredBusiness,
      <>
        <ContactChannels />
        <ContactSidebar />
        <UrgentSupport />
      </>,
    );
    expect(screen.queryByRole("heading", { name: "Canais de atendimento" })).toBeNull();
    const company = screen.getByRole("heading", { name: "Empresa" }).closest("section")!;
    expect(within(company).getByText("Vértice Performance")).toBeInTheDocument();
    expect(text(company)).not.toMatch(/CNPJ|CEP/);
    expect(screen.queryByText("WhatsApp 24 horas para emergências")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Suporte urgente para clientes" })).toBeNull();
    expect(text(container)).not.toContain("00.000.000");
  });

  it("mentions no WhatsApp anywhere without a number: channels, hours, FAQ, urgent support", () => {
    const { container } = renderWith(
      unconfiguredBusiness,
      <>
        <ContactChannels />
        <ContactSidebar />
        <FaqSection id="faq" eyebrow="" title="Antes de falar com a gente" items={contactFaq(unconfiguredBusiness)} />
        <UrgentSupport />
      </>,
    );
    expect(screen.getByText(/Respondemos em até 2 horas durante o horário comercial/)).toBeInTheDocument();
    expect(text(container)).not.toMatch(/WhatsApp/);
  });

  it("promises the 24-hour WhatsApp line for emergencies when there is a number", () => {
    renderWith(
      configured,
      <FaqSection id="faq" eyebrow="" title="Antes de falar com a gente" items={contactFaq(configured)} />,
    );
    expect(screen.getByText(/clientes ativos contam com o WhatsApp 24 horas para emergências/)).toBeInTheDocument();
  });

  it("lists the configured channels and the company's registration and address", () => {
    renderWith(
      configured,
      <>
        <ContactChannels />
        <ContactSidebar />
        <UrgentSupport />
      </>,
    );
    expect(screen.getByRole("link", { name: /Chamar no WhatsApp/ })).toHaveAttribute(
      "href",
      "/whatsapp?origem=%2Fcontato&mensagem=equipe",
    );
    expect(screen.getByRole("link", { name: /Enviar e-mail/ })).toHaveAttribute(
      "href",
      "mailto:contato@exemplo.com.br",
    );
    expect(screen.getByRole("link", { name: /Ligar agora/ })).toHaveAttribute("href", "tel:+551130004000");
    expect(screen.getByText("(11) 3000-4000")).toBeInTheDocument();
    const company = screen.getByRole("heading", { name: "Empresa" }).closest("section")!;
    expect(text(company)).toContain("CNPJ 11.222.333/0001-81");
    expect(text(company)).toContain("Av. Paulista, 1000, Bela Vista");
    expect(text(company)).toContain("São Paulo – SP, CEP 01310-100");
    expect(screen.getByRole("link", { name: "suporte@exemplo.com.br" })).toHaveAttribute(
      "href",
      "mailto:suporte@exemplo.com.br",
    );
  });
});

describe("home hero", () => {
  it("shows the brand's monogram artwork and no handle when no specialist is configured", () => {
    const { container } = renderWith(unconfiguredBusiness, <HeroSection />);
    const artwork = container.querySelector('[data-slot="portrait-artwork"]');
    expect(artwork?.textContent).toBe("VP");
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("figcaption")).toBeNull();
  });

  it("shows the configured photo with its AVIF version, its size reserved, and the handle", () => {
    const { container } = renderWith(configured, <HeroSection />);
    const photo = screen.getByRole("img", { name: "Foto de Ana Ribeiro" });
    expect(photo).toHaveAttribute("src", "/images/equipe/ana.jpg");
    expect(photo).toHaveAttribute("width", "480");
    expect(photo).toHaveAttribute("height", "600");
    expect(container.querySelector('picture > source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      "/images/equipe/ana.avif",
    );
    expect(container.querySelector("figcaption")?.textContent).toContain("ana.trafego");
  });
});

describe("privacy policy", () => {
  it("names the brand as controller and sends requests to the contact page when no identity is configured", () => {
    renderWith(unconfiguredBusiness, <PrivacyPage destinations={noDestinations} />);
    const controller = document.getElementById("controlador")!;
    expect(text(controller)).toContain("O controlador dos dados pessoais tratados neste site é a Vértice Performance.");
    expect(text(controller)).not.toContain("CNPJ");
    expect(within(controller).getByRole("link", { name: "formulário da página de Contato" })).toHaveAttribute(
      "href",
      "/contato",
    );
    expect(screen.getByText(/Última atualização:/).textContent).toBe("Última atualização: 28 de novembro de 2026");
  });

  it("names the configured legal entity, its CNPJ and seat", () => {
    renderWith(configured, <PrivacyPage destinations={noDestinations} />);
    expect(text(document.getElementById("controlador")!)).toContain(
      "é a Vértice Performance Marketing Digital Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na Av. Paulista, 1000, Bela Vista, São Paulo – SP, CEP 01310-100.",
    );
    expect(screen.getAllByRole("link", { name: "privacidade@exemplo.com.br" }).length).toBeGreaterThanOrEqual(2);
  });
});

describe("purchase buttons", () => {
  const button = (business: Business) => {
    renderWith(business, <CheckoutLink>Quero vender</CheckoutLink>);
    return screen.getByRole("link", { name: /Quero vender/ });
  };

  it("open the configured checkout in a new tab", () => {
    const link = button(configured);
    expect(link).toHaveAttribute("href", "https://pay.exemplo.com.br/oferta");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("open the WhatsApp chat until a checkout is configured, else the contact page", () => {
    expect(button({ ...configured, checkoutUrl: undefined })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/whatsapp\?origem=.*&mensagem=compra$/),
    );
    cleanup();
    const link = button(unconfiguredBusiness);
    expect(link).toHaveAttribute("href", "/contato");
    expect(link).not.toHaveAttribute("target");
  });
});

describe("phone call-to-action bar", () => {
  it("offers only the diagnosis, at /comece-agora, when there is no WhatsApp number and no form on the page", () => {
    renderWith(unconfiguredBusiness, <MobileCtaBar />);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Diagnóstico grátis" })).toHaveAttribute("href", "/comece-agora");
  });

  it("offers WhatsApp in a new tab and the page's own lead form", () => {
    renderWith(configured, <MobileCtaBar />, { leadForm: true });
    const whatsapp = screen.getByRole("link", { name: /WhatsApp/ });
    // Through the site's address, which records the click and opens WhatsApp with a reference code.
    expect(whatsapp).toHaveAttribute("href", "/whatsapp?origem=%2F&mensagem=trafego");
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Diagnóstico grátis" })).toHaveAttribute("href", "#lead-form");
  });
});
